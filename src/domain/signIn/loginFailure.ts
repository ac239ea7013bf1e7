/**
 * Why a sign-in failed, from the answer's status and first error message (spec 01 §8,
 * "Login, HTTP 403"). The screen shows the matching text; offline also hides the form.
 */

import { own } from '../own';

export type LoginFailure =
  'attemptsExceeded' | 'invalid' | 'restricted' | 'offline' | 'noEmail' | 'notAuthorized' | 'server';

const BY_REASON: Readonly<Record<string, LoginFailure>> = {
  LockedOnBadPassword: 'attemptsExceeded',
  MaxAttemptsReached: 'attemptsExceeded',
  Invalid: 'invalid',
  Restricted: 'restricted',
  maintenanceModeEnabled: 'offline',
  ServerError: 'offline',
  MFANoEmail: 'noEmail',
};

/** `status` is the HTTP status, or undefined when the server could not be reached. */
export function loginFailure(status: number | undefined, reason: string | undefined): LoginFailure {
  if (status !== 403) return 'server';
  return (reason !== undefined && own(BY_REASON, reason)) || 'notAuthorized';
}
