// @vitest-environment node
/**
 * The check every browser test runs when it finishes (tests/e2e/support/problems.ts): a
 * console warning or error, a page error or a CSP violation fails it; Chromium's network
 * line for a status the test declared is the only exception.
 */
import { describe, expect, it } from 'vitest';
import { checkProblems, declaredStatuses, unexpectedProblems } from '../../e2e/support/problems';

const NETWORK_403 =
  'console error: Failed to load resource: the server responded with a status of 403 (Forbidden) (http://127.0.0.1:1/api/login/userlogin)';
const NETWORK_401 = NETWORK_403.replace(/403 \(Forbidden\)/, '401 (Unauthorized)');
const WARNING =
  'console warning: You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router.';

describe('checkProblems', () => {
  it('passes a page that logged nothing', () => {
    expect(() => checkProblems([])).not.toThrow();
  });

  it.each([
    ['a console warning', WARNING],
    ['a console error', 'console error: Action "signIn" failed'],
    ['a page error', 'page error: x is not defined'],
    ['a CSP violation', 'console error: CSP violation: script-src blocked inline'],
    ['an undeclared network line', NETWORK_403],
  ])('fails on %s, naming it', (_case, problem) => {
    expect(() => checkProblems([problem])).toThrow(problem);
  });

  it('passes the network line of a status the test declared, and nothing else', () => {
    const problems = [NETWORK_403];
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    expect(declaredStatuses(problems)).toEqual([403]);
    expect(() => checkProblems(problems)).not.toThrow();
    problems.push(NETWORK_401, WARNING);
    expect(() => checkProblems(problems)).toThrow(/2 unexpected problem\(s\)/);
  });

  it('declarations belong to one page: another list keeps none', () => {
    unexpectedProblems([NETWORK_403], 403);
    expect(() => checkProblems([NETWORK_403])).toThrow();
  });
});
