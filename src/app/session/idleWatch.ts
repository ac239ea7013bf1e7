/**
 * The inactivity watch (spec 01 §4): mouse, key, scroll and touch activity count as use;
 * after `idleMs` without any, `onIdle` runs. Activity only records the time (cheap on
 * every mouse move); a single timer checks, and re-arms for the rest when there was use.
 */
import { useEffect, useRef } from 'react';

/** 3 minutes without activity opens the time-out dialog. */
export const IDLE_MS = 180_000;

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function useIdleWatch(active: boolean, onIdle: () => void, idleMs: number = IDLE_MS) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return undefined;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - last;
      if (idle >= idleMs) onIdleRef.current();
      else timer = setTimeout(check, idleMs - idle);
    };
    const used = () => {
      last = Date.now();
    };
    timer = setTimeout(check, idleMs);
    // Capture: scroll does not bubble, and a handler that stops propagation must not hide use.
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY) window.addEventListener(type, used, options);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, used, options);
    };
  }, [active, idleMs]);
}
