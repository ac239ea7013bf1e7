/**
 * A debounced, latest-only runner for the server password check (spec 01 §5, §9: the check
 * runs after a 500 ms pause). Each schedule() restarts the pause and aborts the call still
 * running for an older input, whose answer (or error) is then dropped: onResult and onError
 * only ever hear about the latest input. Timers may be injected; without them the runner
 * uses the global setTimeout/clearTimeout, looked up when needed (so fake timers work).
 */
import { SERVER_CHECK_PAUSE_MS } from './serverCheck';

export interface LatestCheckDeps<T> {
  run: (input: string, signal: AbortSignal) => Promise<T>;
  onResult: (input: string, result: T) => void;
  onError?: (input: string, error: unknown) => void;
  pauseMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface LatestCheck {
  /** Check `input` once it has been left alone for the pause; supersedes anything older. */
  schedule(input: string): void;
  /** Drop the pending pause and abort the running call; nothing more is reported. */
  cancel(): void;
}

export function createLatestCheck<T>(deps: LatestCheckDeps<T>): LatestCheck {
  const pauseMs = deps.pauseMs ?? SERVER_CHECK_PAUSE_MS;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimer ??
    ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));

  let timer: { handle: unknown } | undefined;
  let running: AbortController | undefined;

  function cancel(): void {
    if (timer) clearTimer(timer.handle);
    timer = undefined;
    running?.abort();
    running = undefined;
  }

  function start(input: string): void {
    timer = undefined;
    const controller = new AbortController();
    running = controller;
    const isLatest = () => running === controller && !controller.signal.aborted;
    let call: Promise<T>;
    try {
      call = deps.run(input, controller.signal);
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      (result) => {
        if (!isLatest()) return;
        running = undefined;
        deps.onResult(input, result);
      },
      (error: unknown) => {
        if (!isLatest()) return;
        running = undefined;
        deps.onError?.(input, error);
      },
    );
  }

  return {
    schedule(input) {
      cancel();
      // The guard keeps a timer that a faulty clearTimer let through from running stale input.
      const pending: { handle: unknown } = { handle: undefined };
      timer = pending;
      pending.handle = setTimer(() => {
        if (timer === pending) start(input);
      }, pauseMs);
    },
    cancel,
  };
}
