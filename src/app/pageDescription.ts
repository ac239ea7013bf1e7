/**
 * The page's description (`<meta name="description">`, which search engines show under its
 * title) in the language the portal speaks: the server writes the institution's English one
 * into the page it sends (server/http/pageDescription.ts), and the portal puts in its place the
 * one of its settings each time they are made, at boot and at each choice of language
 * (Root.tsx), as each page sets its title from them (ScreenPage.tsx).
 */
import type { Settings } from '../engine';

export function applyDescription(settings: Settings, head: HTMLHeadElement = document.head) {
  let meta = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = head.ownerDocument.createElement('meta');
    meta.name = 'description';
    head.append(meta);
  }
  meta.content = settings.text('app.metaDescription');
}
