/**
 * Focus follows a screen's changes, once for every screen and flow (the post-login queue,
 * the wizards, the self-service landings), instead of per screen:
 * - when `data.step` changes, focus moves to the new step's heading;
 * - when other data changes while focus, last in the screen, is lost (the pressed button was
 *   disabled while its action ran, or removed with its form), to the first heading or banner
 *   that appeared; focus the user gave up (a field left for nothing, which may publish what
 *   makes a step appear) is never moved: a blur moves no focus;
 * - a failure banner of an action focuses itself (FailureBanner), as the error summary.
 * Nothing moves on the screen's first render: the shell's own navigation focus runs then.
 */
import { createContext, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';
import { focusElement, focusIsLost, shownTargets, stepTarget, stillUsable } from './focus';

/** Whether the screen has rendered once: what appears after that appears under the user. */
const SettledContext = createContext<RefObject<boolean>>({ current: false });
export const ScreenSettledProvider = SettledContext.Provider;

export function useScreenSettled(): RefObject<boolean> {
  return useContext(SettledContext);
}

/** Focuses the element when it appears after the screen settled (an action's failure banner). */
export function useFocusOnAppear<E extends HTMLElement>(): RefObject<E | null> {
  const settled = useScreenSettled();
  const ref = useRef<E>(null);
  useEffect(() => {
    if (settled.current && ref.current) focusElement(ref.current);
  }, [settled]);
  return ref;
}

type Data = Readonly<Record<string, unknown>>;

/**
 * Watches one screen: returns the settled flag for its blocks and `beforeChange`, which
 * the screen calls before it merges new data (it notes what was shown then, so that what
 * appeared can be told from what was there).
 */
export function useScreenFocus(screen: RefObject<HTMLElement | null>, data: Data) {
  const settled = useRef(false);
  const step = useRef(data.step);
  const before = useRef<ReadonlySet<Element> | undefined>(undefined);
  // Whether the user was working in the screen: focus went into it and did not move to
  // something outside (a control disabled or removed under it moves focus to nothing).
  // A screen loaded under the user's eyes but not touched keeps the page's own focus.
  const worked = useRef(false);
  // The element focus last left for nothing, until focus comes back into the screen.
  const letGo = useRef<Element | null>(null);
  useEffect(() => {
    const root = screen.current;
    if (!root) return undefined;
    const enter = () => {
      worked.current = true;
      letGo.current = null;
    };
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) worked.current = false;
      letGo.current = event.relatedTarget === null && event.target instanceof Element ? event.target : null;
    };
    root.addEventListener('focusin', enter);
    root.addEventListener('focusout', leave);
    return () => {
      root.removeEventListener('focusin', enter);
      root.removeEventListener('focusout', leave);
    };
  }, [screen]);

  const beforeChange = useCallback(() => {
    if (!before.current && screen.current) before.current = new Set(shownTargets(screen.current));
  }, [screen]);

  useEffect(() => {
    const root = screen.current;
    const shownBefore = before.current;
    before.current = undefined;
    if (!root) return;
    if (!settled.current) {
      settled.current = true;
      return;
    }
    if (!Object.is(step.current, data.step)) {
      step.current = data.step;
      const target = stepTarget(root);
      if (target) focusElement(target);
      return;
    }
    if (!shownBefore || !worked.current || !focusIsLost() || stillUsable(letGo.current)) return;
    const appeared = shownTargets(root).find((element) => !shownBefore.has(element));
    if (appeared) focusElement(appeared);
  }, [screen, data]);

  return { settled, beforeChange };
}
