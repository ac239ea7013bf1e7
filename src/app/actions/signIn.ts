/**
 * The signIn action of the login form: posts the credentials and maps a refusal to the
 * login error catalogue. A maintenance answer also marks the screen offline, which
 * hides the form and shows the offline banner.
 */
import { ApiError } from '../../api/errors';
import { userLogin } from '../../api/login';
import { loginFailure, type LoginFailure } from '../../domain/signIn';
import type { Action, ActionResult } from '../../engine';

const MESSAGES: Readonly<Record<LoginFailure, string>> = {
  attemptsExceeded: 'login.errorAttemptsExceeded',
  invalid: 'login.errorInvalid',
  restricted: 'login.errorRestricted',
  offline: 'login.offline',
  noEmail: 'login.errorNoEmail',
  notAuthorized: 'login.errorNotAuthorized',
  server: 'login.errorServer',
};

function failed(error: unknown): ActionResult {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const status = problem?.kind === 'forbidden' ? 403 : problem?.kind === 'http' ? problem.status : undefined;
  const reason = problem && 'reason' in problem ? problem.reason : undefined;
  const failure = loginFailure(status, reason);
  return {
    ok: false,
    message: MESSAGES[failure],
    data: failure === 'offline' ? { offline: true } : undefined,
  };
}

export function createSignIn(onSignedIn: (username: string) => void): Action {
  return async (values) => {
    try {
      const response = await userLogin({
        username: String(values.username ?? ''),
        password: String(values.password ?? ''),
        trustedDeviceTokens: {},
      });
      onSignedIn(response.UserName);
      return { ok: true };
    } catch (error) {
      return failed(error);
    }
  };
}
