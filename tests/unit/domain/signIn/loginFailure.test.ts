import { describe, expect, it } from 'vitest';
import { loginFailure, type LoginFailure } from '../../../../src/domain/signIn/loginFailure';

describe('loginFailure', () => {
  // Every reason of spec 01 §8, "Login, HTTP 403".
  it.each<[string | undefined, LoginFailure]>([
    ['LockedOnBadPassword', 'attemptsExceeded'],
    ['MaxAttemptsReached', 'attemptsExceeded'],
    ['Invalid', 'invalid'],
    ['Restricted', 'restricted'],
    ['maintenanceModeEnabled', 'offline'],
    ['ServerError', 'offline'],
    ['MFANoEmail', 'noEmail'],
    ['SomethingElse', 'notAuthorized'],
    ['invalid', 'notAuthorized'],
    ['', 'notAuthorized'],
    [undefined, 'notAuthorized'],
  ])('403 with reason %j is %s', (reason, expected) => {
    expect(loginFailure(403, reason)).toBe(expected);
  });

  // The warning before the lock: only an Invalid with exactly one try left.
  it.each<[string | undefined, number | undefined, LoginFailure]>([
    ['Invalid', 1, 'lastAttempt'],
    ['Invalid', 2, 'invalid'],
    ['Invalid', 0, 'invalid'],
    ['Invalid', undefined, 'invalid'],
    ['LockedOnBadPassword', 1, 'attemptsExceeded'],
    ['Restricted', 1, 'restricted'],
  ])('403 %j with %j attempts remaining is %s', (reason, remaining, expected) => {
    expect(loginFailure(403, reason, remaining)).toBe(expected);
  });

  it.each<[number | undefined, string | undefined]>([
    [undefined, undefined],
    [undefined, 'Invalid'],
    [200, undefined],
    [400, 'Invalid'],
    [401, 'LockedOnBadPassword'],
    [404, undefined],
    [500, 'ServerError'],
    [503, 'maintenanceModeEnabled'],
  ])('status %j with reason %j is server', (status, reason) => {
    expect(loginFailure(status, reason)).toBe('server');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '403 with reason %j is notAuthorized',
    (reason) => {
      expect(loginFailure(403, reason)).toBe('notAuthorized');
    },
  );
});
