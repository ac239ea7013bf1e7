// @vitest-environment jsdom
/**
 * Every history entry carries the router's number (src/app/historyEntries.ts): an entry the
 * browser arrives on without one (a typed address) gets the number after the entry it came
 * from; the router's own entries keep theirs, and its pushes move the count on.
 */
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { numberHistoryEntries } from '../../../src/app/historyEntries';

/**
 * A window of its own for each test: the test files of a worker share the global one, where a
 * portal rendered by another file has left its router's listeners (they number entries too).
 */
let window: Window & typeof globalThis;
beforeEach(() => {
  window = new JSDOM('', { url: 'http://localhost/' }).window as unknown as Window & typeof globalThis;
});

/** What the browser does for an address typed into the address bar: a new entry, no state, a popstate. */
function typeAddress(hash: string) {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new window.PopStateEvent('popstate', { state: null }));
}

/** A stand-in for the router: its pushes number the entry after the current one and tell the subscribers. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(hash: string) {
      const idx = (window.history.state as { idx: number }).idx + 1;
      window.history.pushState({ usr: null, key: 'k', idx }, '', hash);
      for (const listener of listeners) listener();
    },
  };
}

const idx = () => (window.history.state as { idx?: number } | null)?.idx;

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  window.close();
});

describe('numberHistoryEntries', () => {
  it('numbers a typed address after the entry it came from, the router going on from there', () => {
    window.history.replaceState({ usr: null, key: 'first', idx: 0 }, '', '#/myaccount/dashboard');
    const router = fakeRouter();
    stop = numberHistoryEntries(window).follow(router);

    typeAddress('#/myaccount/payment');
    expect(idx()).toBe(1);
    expect(window.history.state).toMatchObject({ usr: null, key: expect.any(String) });

    router.push('#/myaccount/loans');
    expect(idx()).toBe(2);
    typeAddress('#/myaccount/dashboard');
    expect(idx()).toBe(3);
  });

  it('leaves an entry that has its number as it is, and counts on from it', () => {
    window.history.replaceState({ usr: { handed: 1 }, key: 'mine', idx: 5 }, '', '#/a');
    stop = numberHistoryEntries(window).follow(fakeRouter());
    window.dispatchEvent(new window.PopStateEvent('popstate', { state: window.history.state }));
    expect(window.history.state).toEqual({ usr: { handed: 1 }, key: 'mine', idx: 5 });
    typeAddress('#/b');
    expect(idx()).toBe(6);
  });

  it('stops numbering once stopped', () => {
    window.history.replaceState({ idx: 0 }, '', '#/a');
    numberHistoryEntries(window).follow(fakeRouter())();
    typeAddress('#/b');
    expect(idx()).toBeUndefined();
  });
});
