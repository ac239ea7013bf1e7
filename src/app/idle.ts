/** Runs `work` once the browser is idle (soon after the first screen has rendered), at most 2 s later. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
