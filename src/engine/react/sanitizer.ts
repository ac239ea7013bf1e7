/**
 * DOMPurify, loaded with the first institution text that holds markup: the sign-in screen
 * and most texts are plain, and the sanitiser is the biggest library the login route would
 * otherwise carry. Until it is there, a text with markup is not shown at all (never
 * unsanitised).
 */
import type { Config } from 'dompurify';

export type Sanitize = (html: string) => string;

/** Style attributes would break the strict CSP; forms and scripts have no place in institution text. */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser once it has loaded. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

/** Loads DOMPurify (once; a failed load is tried again by the next call). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      loaded = (html) => purify.sanitize(html, CONFIG);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether a text needs the sanitiser: without `<` or `&` it is plain text, written as such. */
export function hasMarkup(text: string): boolean {
  return text.includes('<') || text.includes('&');
}
