// @vitest-environment jsdom
/**
 * The code only a sign-in needs (the post-login flow, the sign-in's idle actions and blocks)
 * loads when the browser is idle while nobody is signed in (whenIdleSignedOut): a visitor's
 * first page fetches it, a signed-in page's first load does not, and signing out fetches it
 * then, once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleSignedOut } from '../../../src/app/idle';
import { clearSession, setSession } from '../../../src/app/session/store';
import { SESSION } from '../../support/session';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

const signIn = () => setSession(SESSION);
const nothing = () => undefined;

describe('whenIdleSignedOut', () => {
  it.each<[string, () => void, () => void, number]>([
    ['signed out: runs once the browser is idle', nothing, nothing, 1],
    ['signed in: does not run', signIn, nothing, 0],
    ['signed in, then out: runs after the sign-out', signIn, clearSession, 1],
    [
      'signed out, in and out again: runs once',
      nothing,
      () => (vi.runAllTimers(), signIn(), clearSession()),
      1,
    ],
  ])('%s', (_case, before, after, runs) => {
    const work = vi.fn();
    before();
    whenIdleSignedOut(work);
    expect(work).not.toHaveBeenCalled();
    after();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(runs);
  });
});
