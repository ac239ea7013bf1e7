import type { Settings } from '../engine';

const PROPERTIES: Readonly<Record<string, string>> = {
  '--brand': 'theme.brandColor',
  '--brand-text': 'theme.brandTextColor',
  '--page': 'theme.pageBackground',
};

/** Applies the institution's brand colours (CSSOM, so the strict CSP allows it; bad values are ignored). */
export function applyTheme(settings: Settings, root: HTMLElement = document.documentElement) {
  for (const [property, key] of Object.entries(PROPERTIES))
    root.style.setProperty(property, settings.text(key));
  root.lang = settings.text('app.locale').split('-')[0] || 'en';
}
