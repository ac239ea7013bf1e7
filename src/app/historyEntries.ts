/**
 * Every history entry of the portal carries the router's number. React Router's hash history
 * numbers the entries it makes (history.state.idx) and tells a Back or a Forward by the
 * difference of two numbers; that is how a blocker (the leave guard, dialogs/LeaveGuard.tsx)
 * stops one and, on Yes, replays it. An entry the router did not make has no number: an address
 * typed into the address bar, or a hash set by other code. A Back to such an entry could not be
 * stopped (React Router warns "a blocker on a POP navigation") and a Back from one was misread,
 * so the page was left without the question. When the browser arrives on an entry without a
 * number, it gets the number after the entry it came from (a typed address is a new entry after
 * the current one), before the router reads it: the popstate listener here is a capturing one,
 * which a window runs before the router's own.
 */

interface Followed {
  /** The router's subscription to its state changes (a navigation it made: a push or a replace). */
  subscribe(listener: () => void): () => void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function numberOf(state: unknown): number | undefined {
  return isObject(state) && typeof state.idx === 'number' ? state.idx : undefined;
}

/** A key like the router's own (a location's key; only its being new matters). */
function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Starts numbering the entries the browser arrives on; `follow` then keeps the number of the
 * current entry as the router pushes and replaces. Made before the router, for its first entry.
 */
export function numberHistoryEntries(win: Window) {
  const { history } = win;
  let current = numberOf(history.state) ?? 0;
  const arrived = () => {
    const number = numberOf(history.state);
    if (number !== undefined) {
      current = number;
      return;
    }
    current += 1;
    const state = isObject(history.state) ? history.state : {};
    history.replaceState({ usr: null, key: newKey(), ...state, idx: current }, '');
  };
  win.addEventListener('popstate', arrived, { capture: true });
  const noteCurrent = () => {
    current = numberOf(history.state) ?? current;
  };
  return {
    follow(router: Followed): () => void {
      noteCurrent();
      const unsubscribe = router.subscribe(noteCurrent);
      return () => {
        unsubscribe();
        win.removeEventListener('popstate', arrived, { capture: true });
      };
    },
  };
}
