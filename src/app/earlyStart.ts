/**
 * What the first page needs, asked for as soon as the entry script runs and all at once: the
 * institution's settings (ApplicationOptions, through boot), the definition chunk of the route
 * the address opens and, for a signed-in route, the deferred settings, rules and checks and the
 * signed-in frame. Without this, the route's chunk was requested only once the settings had
 * answered and React had rendered (a waterfall the browser bench's request timeline showed).
 * The router's loaders ask for the same modules later and get them from the module cache.
 */
import { screens } from '../generated/screens';
import { boot, type BootResult } from './boot';
import { loadDeferred } from './deferred';
import { loadSignedInShell, screenAt } from './routes';

/** The portal path of a hash address ("#/myaccount/profile?x=1" → "myaccount/profile"); the login screen when none. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#\/?/, '').replace(/[?#].*$/, '');
  return path === '' ? 'home/login' : path;
}

/** The screen entry the path opens, if any. */
export function screenOf(path: string) {
  return screenAt(screens, path);
}

/** Starts the first page's requests; the boot's answer is the promise the root renders from. */
export function startEarly(hash: string): Promise<BootResult> {
  const booting = boot();
  const path = pathOfHash(hash);
  const entry = screenOf(path);
  // Failures here are the loaders' to report, when they ask again.
  const quietly = (work: () => Promise<unknown>) => void work().catch(() => {});
  if (entry) quietly(entry.load);
  if (path.startsWith('myaccount/')) {
    quietly(loadDeferred);
    quietly(loadSignedInShell);
  }
  return booting;
}
