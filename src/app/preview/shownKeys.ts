/**
 * studio:shown: once a screen has settled (no new key read and no change of the page for a
 * moment, so lazy blocks and loaded data have rendered), the route and the keys read, sorted.
 * A navigation to another route starts a new list (the history's push and replace tell it:
 * the router updates the history before it renders the new screen).
 */
import { postToStudio } from './messages';
import { routeOfHash } from './previewSession';

export const SETTLE_MS = 250;

export interface ShownReporter {
  /** Something may have changed: report once things are quiet again. */
  touch: () => void;
  stop: () => void;
}

export function reportShown(keys: () => string[], onNavigate: () => void): ShownReporter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  let route = routeOfHash(window.location.hash);

  const post = () => {
    const shown = { type: 'studio:shown' as const, route, keys: keys() };
    const signature = JSON.stringify(shown);
    if (signature === last) return;
    last = signature;
    postToStudio(shown);
  };
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(post, SETTLE_MS);
  };
  const navigated = () => {
    const next = routeOfHash(window.location.hash);
    if (next !== route) {
      route = next;
      onNavigate();
    }
    touch();
  };

  const { pushState, replaceState } = window.history;
  window.history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    navigated();
  };
  window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    navigated();
  };
  window.addEventListener('popstate', navigated);
  window.addEventListener('hashchange', navigated);
  const observer = new MutationObserver(touch);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });

  return {
    touch,
    stop() {
      clearTimeout(timer);
      observer.disconnect();
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      window.removeEventListener('popstate', navigated);
      window.removeEventListener('hashchange', navigated);
    },
  };
}
