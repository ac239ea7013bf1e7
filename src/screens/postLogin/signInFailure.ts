import { ApiError } from '../../api/errors';
import { loginFailure, type LoginFailure } from '../../domain/signIn';
import type { ActionResult } from '../../engine';

const MESSAGES: Readonly<Record<LoginFailure, string>> = {
  attemptsExceeded: 'login.errorAttemptsExceeded',
  lastAttempt: 'login.errorLastAttempt',
  invalid: 'login.errorInvalid',
  restricted: 'login.errorRestricted',
  offline: 'login.offline',
  noEmail: 'login.errorNoEmail',
  notAuthorized: 'login.errorNotAuthorized',
  server: 'login.errorServer',
};

/** A refused sign-in as the login error catalogue words it; maintenance also marks the screen offline. */
export function signInFailure(error: unknown): ActionResult {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const status = problem?.kind === 'forbidden' ? 403 : problem?.kind === 'http' ? problem.status : undefined;
  const reason = problem && 'reason' in problem ? problem.reason : undefined;
  const remaining = problem?.kind === 'forbidden' ? problem.attemptsRemaining : undefined;
  const failure = loginFailure(status, reason, remaining);
  return {
    ok: false,
    message: MESSAGES[failure],
    data: failure === 'offline' ? { offline: true } : undefined,
  };
}
