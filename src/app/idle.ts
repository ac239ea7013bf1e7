import { getSession, subscribe } from './session/store';

/** Runs `work` once the browser is idle (soon after the first screen has rendered), at most 2 s later. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Runs `work` once, when the browser is idle while nobody is signed in: soon after the first
 * screen for a visitor, after the sign-out for someone who opened a signed-in page. For the
 * code only a sign-in needs, which a signed-in page's own files should not compete with.
 */
export function whenIdleSignedOut(work: () => void): void {
  let done = false;
  let stop = () => {};
  const run = () => {
    if (done || getSession() !== null) return;
    done = true;
    stop();
    work();
  };
  stop = subscribe(() => whenIdle(run));
  whenIdle(run);
}
