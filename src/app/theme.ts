import type { Settings } from '../engine';

/**
 * The design tokens an institution sets, each with its theme.* setting: one table, read by
 * applyTheme and by the test that holds portal.css's :root defaults equal to the catalogue's.
 * The other tokens (--info, the banner tints, --focus, --radius-control) derive from these in
 * portal.css.
 */
export const THEME_TOKENS: Readonly<Record<string, string>> = {
  '--brand': 'theme.brandColor',
  '--brand-text': 'theme.brandTextColor',
  '--accent': 'theme.accentColor',
  '--accent-text': 'theme.accentTextColor',
  '--page': 'theme.pageBackground',
  '--surface': 'theme.surfaceColor',
  '--text': 'theme.textColor',
  '--muted': 'theme.mutedTextColor',
  '--border': 'theme.borderColor',
  '--error': 'theme.dangerColor',
  '--warning': 'theme.warningColor',
  '--success': 'theme.successColor',
  '--font': 'theme.fontStack',
  '--radius': 'theme.cornerRadius',
};

/**
 * The theme's custom properties and their values as the settings give them. The settings
 * reader has already replaced a value that is no colour, radius or font stack by its default.
 */
export function themeDeclarations(settings: Settings): [property: string, value: string][] {
  return Object.entries(THEME_TOKENS).map(([property, key]) => [property, settings.text(key)]);
}

/** Applies the institution's theme at boot (CSSOM, so the strict CSP allows it). */
export function applyTheme(settings: Settings, root: HTMLElement = document.documentElement) {
  for (const [property, value] of themeDeclarations(settings)) root.style.setProperty(property, value);
  root.lang = settings.text('app.locale').split('-')[0] || 'en';
}
