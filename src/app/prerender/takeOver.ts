/**
 * The server's prerendered sign-in page (server/http/prerender.ts) shows before the portal's code
 * has arrived, and the borrower may already type into it. When React's own page is committed, it
 * takes over: what was typed or ticked goes into the live fields as if typed there (their own
 * change handling runs), focus and the caret move to the same field, a Sign In pressed meanwhile
 * is pressed again, and the prerendered copy is removed, all before the browser paints.
 *
 * The page's gate script (public/prerender-gate.js) hides the copy for any other address or a
 * remembered language other than English; the portal then drops it at start.
 */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

/** The prerendered copy's element id, and the attribute the gate sets when it must not show. */
export const PRERENDER_ID = 'prerender';
export const PRERENDER_OFF = 'data-prerender';
/** Set by the gate on a prerendered form whose submission it held back. */
export const HELD_SUBMIT = 'data-submitted';
/**
 * The copy's status region (role status, out of sight), whose value is the institution's "please
 * wait" text: the gate writes it in when it holds a Sign In back, so a screen reader hears it.
 */
export const HELD_STATUS = 'data-held-status';

function prerendered(doc: Document): HTMLElement | null {
  return doc.getElementById(PRERENDER_ID);
}

/** Whether the prerendered copy is what the borrower sees (then the boot shows no spinner over it). */
export function prerenderShowing(doc: Document = document): boolean {
  return prerendered(doc) !== null && !doc.documentElement.hasAttribute(PRERENDER_OFF);
}

/** At start: a copy the gate hid is dropped at once, so its ids never meet the portal's. */
export function dropHiddenPrerender(doc: Document = document): void {
  if (doc.documentElement.hasAttribute(PRERENDER_OFF)) dropPrerender(doc);
}

/** The live field of the same id and kind, if the portal's page has one. */
function liveTwin(field: HTMLInputElement, root: ParentNode): HTMLInputElement | null {
  if (!field.id) return null;
  const twin = [...root.querySelectorAll('input')].find((input) => input.id === field.id);
  return twin && twin.type === field.type ? twin : null;
}

/** Hands what was entered in one prerendered field to its live twin, through its change handling. */
function handOver(field: HTMLInputElement, twin: HTMLInputElement): void {
  if (/^(checkbox|radio)$/.test(field.type)) {
    if (field.checked !== twin.checked) twin.click();
  } else if (field.value && field.value !== twin.value) {
    // The prototype's setter, as typing sets it, so that React sees the change as the field's own.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(twin, field.value);
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What can hold focus in the copy and in the live page, which have the same markup. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Focus (and, in a field, the caret) moves to the live element at the same place as in the copy. */
function moveFocus(active: Element | null, copy: HTMLElement, root: ParentNode): void {
  if (!(active instanceof HTMLElement) || !copy.contains(active)) return;
  const index = [...copy.querySelectorAll(FOCUSABLE)].indexOf(active);
  const twin = root.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  if (!twin) return;
  twin.focus();
  if (!(active instanceof HTMLInputElement) || !(twin instanceof HTMLInputElement)) return;
  try {
    if (active.selectionStart !== null) twin.setSelectionRange(active.selectionStart, active.selectionEnd);
  } catch {
    // a field kind without a caret
  }
}

/** How long the copy waits at most for the live page's fields (a lazy widget still loading). */
export const FIELDS_WAIT_MS = 3000;

function twinsOf(copy: HTMLElement, root: ParentNode) {
  return [...copy.querySelectorAll('input')].map((field) => [field, liveTwin(field, root)] as const);
}

/** Hands the copy over to the live page now, and removes it. */
function handOverAll(copy: HTMLElement, root: HTMLElement, doc: Document): void {
  const active = doc.activeElement;
  const held = [...copy.querySelectorAll('form')].map((form) => form.hasAttribute(HELD_SUBMIT));
  const fields = twinsOf(copy, root);
  // Removed first, so the ids are the live page's alone when its handlers run.
  copy.remove();
  doc.documentElement.removeAttribute(PRERENDER_OFF);
  // Rendered at once, so that the caret set next stays and a held Sign In sends these values.
  flushSync(() => {
    for (const [field, twin] of fields) if (twin) handOver(field, twin);
  });
  moveFocus(active, copy, root);
  const forms = [...root.querySelectorAll('form')];
  held.forEach((submitted, index) => {
    if (submitted) forms[index]?.requestSubmit();
  });
}

/** The screen a page shows (ScreenRenderer's data-screen). */
const screenOf = (element: ParentNode) => element.querySelector('[data-screen]')?.getAttribute('data-screen');

let waiting = false;

/**
 * A screen of the portal is committed: when it is the screen of the copy, the copy hands over to
 * it as soon as its fields are all there (at once, or when a lazy widget has arrived: at most
 * FIELDS_WAIT_MS); another screen just replaces the copy. Safe to call more than once and
 * without a copy.
 */
export function takeOverPrerender(doc: Document = document): void {
  const copy = prerendered(doc);
  const root = doc.getElementById('root');
  if (!copy || !root || waiting) return;
  const ready = () => screenOf(copy) !== screenOf(root) || twinsOf(copy, root).every(([, twin]) => twin);
  // After React's commit (a layout effect calls this), before the browser paints.
  if (ready()) return queueMicrotask(() => copy.isConnected && handOverAll(copy, root, doc));
  waiting = true;
  const done = () => {
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
    if (copy.isConnected) handOverAll(copy, root, doc);
  };
  // Its callbacks run right after React's commit, before the browser paints.
  const observer = new MutationObserver(() => {
    if (ready()) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(done, FIELDS_WAIT_MS);
}

/** Removes the copy at once, for a page that is not a screen (an error): nothing to hand over. */
export function dropPrerender(doc: Document = document): void {
  prerendered(doc)?.remove();
  doc.documentElement.removeAttribute(PRERENDER_OFF);
}

/** Takes the prerendered copy over when this screen is committed. */
export function useTakeOverPrerender(): void {
  useLayoutEffect(() => takeOverPrerender(), []);
}

/** Removes the prerendered copy when this page (an error) is committed. */
export function useDropPrerender(): void {
  useLayoutEffect(() => dropPrerender(), []);
}
