/**
 * Where focus goes when a screen changes under the user (WCAG 2.4.3): a new step's heading,
 * or the heading or banner that appeared in place of what had focus. Without this, a
 * form disabled while its action runs drops focus to the page, and a screen-reader user
 * hears nothing of the step or message that followed.
 */

/** What can receive focus when it appears: headings and banners (the error summary among them). */
const TARGETS = 'h1, h2, h3, h4, .banner';

/** Shown: not inside a hidden element (a wizard's other steps) or a dialog (which handles its own focus). */
function isShown(element: Element): boolean {
  return element.closest('[hidden], dialog, [role="dialog"]') === null;
}

/** The headings and banners of the screen that are shown now, in document order. */
export function shownTargets(screen: ParentNode): HTMLElement[] {
  return [...screen.querySelectorAll<HTMLElement>(TARGETS)].filter(isShown);
}

/** Focuses an element that is not focusable by itself (a heading) without adding it to the tab order. */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/**
 * The new step's landmark: the first heading of the wizard step shown (the step itself
 * when it has none), or without a wizard the screen's first shown heading.
 */
export function stepTarget(screen: HTMLElement): HTMLElement | undefined {
  const step = [...screen.querySelectorAll<HTMLElement>('.wizard__step')].find(isShown);
  const scope = step ?? screen;
  const heading = [...scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4')].find(isShown);
  return heading ?? step;
}

/** Focus is nowhere the user can see: on the page itself, or on an element removed or hidden. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    active === document.documentElement ||
    !active.isConnected ||
    active.closest('[hidden]') !== null
  );
}

/**
 * An element the user let go of on purpose: still in the page, shown and enabled. Focus that
 * left it for nothing (a tap outside any control, a phone keyboard's Done) was given up, not
 * lost under the user as when a control is removed, hidden or disabled.
 */
export function stillUsable(element: Element | null): boolean {
  return (
    element !== null &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.closest('[hidden], [inert]') === null
  );
}
