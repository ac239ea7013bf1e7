/**
 * The page's Content Security Policy. The built index.html carries the strict base policy in a
 * meta tag (no inline script, no eval, nothing from elsewhere); an institution's configuration
 * may need exactly two outside sources, and only then does the server allow them:
 * - the map's tiles (settings locations.tileUrl): its origin in img-src;
 * - Google reCAPTCHA (option RecaptchaSiteKey set): its script and frame, as Google documents.
 * The server sends the policy as a header (with frame-ancestors, which a meta tag cannot hold)
 * and writes the same into the index.html it serves, so both say the same. No page may be
 * framed, but the studio's preview document (`/?studio-preview`) by its own origin while the
 * studio is on.
 */
import { tileSource } from '../../src/domain/locations/tiles.ts';
import type { Institution } from '../config/institution.ts';

/** The portal asks the same rule which tile addresses it may load (src/domain/locations/tiles.ts). */
export { tileSource };

export type Directives = Record<string, string[]>;

const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** The base policy with what this institution's configuration needs. */
export function pageDirectives(institution: Pick<Institution, 'option' | 'setting'>): Directives {
  const directives: Directives = Object.fromEntries(
    Object.entries(BASE).map(([name, sources]) => [name, [...sources]]),
  );
  const tiles = tileSource(institution.setting('locations.tileUrl'));
  if (tiles) directives['img-src']!.push(tiles);
  const siteKey = institution.option('RecaptchaSiteKey');
  if (typeof siteKey === 'string' && siteKey.trim() !== '') {
    directives['script-src']!.push(...RECAPTCHA.script);
    directives['frame-src'] = [...RECAPTCHA.frame];
  }
  return directives;
}

export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const META = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/;

/** index.html with its meta policy replaced by this one (a page without one gets none added). */
export function withPolicy(html: string, directives: Directives): string {
  return html.replace(
    META,
    (_whole, before: string, after: string) => `${before}${policyText(directives)}${after}`,
  );
}

/** The query that asks for the studio's preview document (the studio frames `/?studio-preview`). */
export const STUDIO_PREVIEW = 'studio-preview';

/** Who may frame the page at this address: its own origin for the studio's preview, else nobody. */
export function frameAncestors(studio: boolean, url: URL): string[] {
  return studio && url.pathname === '/' && url.searchParams.has(STUDIO_PREVIEW) ? ["'self'"] : ["'none'"];
}
