/**
 * A JSDOM window installed as node's globals, so React DOM can render in the bench
 * process. Install it before importing react-dom or anything that imports it.
 */
import { JSDOM } from 'jsdom';

let installed: JSDOM | undefined;

export function installDom(): JSDOM {
  if (installed) return installed;
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    pretendToBeVisual: true,
    url: 'http://localhost/',
  });
  const target = globalThis as unknown as Record<string, unknown>;
  const source = dom.window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in target) continue;
    Object.defineProperty(target, key, { configurable: true, writable: true, value: source[key] });
  }
  // `window` and friends would be skipped above where node has a same-named global.
  for (const key of ['window', 'document', 'navigator'] as const) {
    Object.defineProperty(target, key, { configurable: true, writable: true, value: source[key] });
  }
  target.IS_REACT_ACT_ENVIRONMENT = true;
  // React's development build logs every component render to the User Timing API (DevTools
  // performance tracks) when console.timeStamp exists, as it does in node; production builds
  // never do. Hidden before react-dom loads, so that cost is not charged to either form.
  (console as unknown as Record<string, unknown>).timeStamp = undefined;
  installed = dom;
  return dom;
}
