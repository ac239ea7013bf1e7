// @vitest-environment node
/**
 * The check every browser test runs when it finishes (tests/e2e/support/problems.ts): a
 * console warning or error, a page error or a CSP violation fails it; Chromium's network
 * line for a status the test declared, or for a request to an origin it declared
 * unreachable, are the only exceptions.
 */
import { describe, expect, it } from 'vitest';
import {
  checkProblems,
  declaredStatuses,
  declareUnreachable,
  unexpectedProblems,
} from '../../e2e/support/problems';

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

  it('passes the lines of requests to an origin the test declared unreachable, and no other origin’s', () => {
    const tile = (url: string) =>
      `console error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED (${url})`;
    const problems = [tile('https://tile.openstreetmap.org/10/193/384.png')];
    expect(() => checkProblems(problems)).toThrow();
    declareUnreachable(problems, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => checkProblems(problems)).not.toThrow();
    problems.push(tile('https://tile.openstreetmap.org.evil.test/1.png'));
    expect(() => checkProblems(problems)).toThrow(/1 unexpected problem/);
  });

  it('does not let an unreachable origin excuse its HTTP answers or anything else', () => {
    const problems = [
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found) (https://tile.openstreetmap.org/1/1/1.png)',
      'console error: CSP violation: img-src blocked https://tile.openstreetmap.org/1/1/1.png',
    ];
    declareUnreachable(problems, 'https://tile.openstreetmap.org');
    expect(() => checkProblems(problems)).toThrow(/2 unexpected problem/);
  });
});
