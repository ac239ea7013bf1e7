/**
 * Why a sign-in failed, from the answer's status and first error message (spec 01 §8,
 * "Login, HTTP 403"). The screen shows the matching text; offline also hides the form.
 */

import { own } from '../own';

export type LoginFailure =
  | 'attemptsExceeded'
  | 'lastAttempt'
  | 'invalid'
  | 'restricted'
  | 'offline'
  | 'noEmail'
  | 'notAuthorized'
  | 'server';

const BY_REASON: Readonly<Record<string, LoginFailure>> = {
  LockedOnBadPassword: 'attemptsExceeded',
  MaxAttemptsReached: 'attemptsExceeded',
  Invalid: 'invalid',
  Restricted: 'restricted',
  maintenanceModeEnabled: 'offline',
  ServerError: 'offline',
  MFANoEmail: 'noEmail',
};

/**
 * `status` is the HTTP status, or undefined when the server could not be reached;
 * `attemptsRemaining` is the answer's warning before the lock: an Invalid with one try left
 * says so (the spec's catalogue keeps Invalid; the warning is ours).
 */
export function loginFailure(
  status: number | undefined,
  reason: string | undefined,
  attemptsRemaining?: number,
): LoginFailure {
  if (status !== 403) return 'server';
  const failure = (reason !== undefined && own(BY_REASON, reason)) || 'notAuthorized';
  return failure === 'invalid' && attemptsRemaining === 1 ? 'lastAttempt' : failure;
}
