/**
 * Password rules and password checks (spec 01 §3 Password rule set, §5, §7): the
 * institution's rule lists, the reset token of the forced change, the logon behind a token,
 * and the server-side checks the password fields run as the user types (cancellable: a newer
 * keystroke aborts the older request). An expired token is an ApiError of kind forbidden,
 * reason Expired.
 */
import type {
  TokenExpirationResponse,
  ValidatePasswordForLoggedInUserRequest,
  ValidatePasswordForResetPasswordRequest,
  ValidatePasswordResponse,
} from '../generated/api-types/passwords';
import type { ValidationRulesResponse } from '../generated/api-types/support';
import { request } from './client';
import { ApiError } from './errors';
import { schemaCheck } from './validation';

/** These areas' answer validators, loaded with the first call that needs them (./validation.ts). */
const passwords = () => import('../generated/api/passwords');
const support = () => import('../generated/api/support');

/**
 * A credential rule (ValidationRuleType 0-11: capital, lowercase, letter, number, special,
 * not SSN, minimum length, not e-mail, no repeats, not part of logon, not containing logon,
 * not previous) and a rule list, as schemas/api/support.json describes them.
 */
export type { ValidationRule } from '../generated/api-types/support';
export type ValidationRules = ValidationRulesResponse;

/** The checks the password fields ask for; the portal always says which it wants. */
export type PasswordCheckRequest = Required<ValidatePasswordForLoggedInUserRequest>;
export type PasswordCheckResponse = ValidatePasswordResponse;

const rulesAnswer = schemaCheck(support, 'ValidationRulesResponse');
const checkAnswer = schemaCheck(passwords, 'ValidatePasswordResponse');

export function passwordValidationRules(): Promise<ValidationRules> {
  return request('CredentialValidationRules/GetPasswordValidationRules', {
    method: 'POST',
    body: {},
    check: rulesAnswer,
  });
}

export function logonValidationRules(): Promise<ValidationRules> {
  return request('CredentialValidationRules/GetLogonValidationRules', {
    method: 'POST',
    body: {},
    check: rulesAnswer,
  });
}

/** POST /api/Login/CheckResetToken (the path the spec does not show): Expired for unknown, used or expired tokens. */
export function checkResetToken(token: string): Promise<TokenExpirationResponse> {
  return request('Login/CheckResetToken', {
    method: 'POST',
    body: { Token: token },
    check: schemaCheck(passwords, 'TokenExpirationResponse'),
  });
}

/** The logon name of a reset, change-password or activation token. */
export async function lookupLoginFromToken(token: string): Promise<string> {
  const answer = await request('Login/LookupLoginFromToken', {
    method: 'POST',
    body: { UserToken: token },
    check: schemaCheck(passwords, 'LookupLoginFromTokenResponse'),
  });
  return answer.Logon;
}

/** The checks of a reset token's password still in flight (resetChecksSettled). */
const resetChecks = new Set<Promise<unknown>>();

/**
 * Settles once every check of a reset token's password made so far has been answered (or
 * aborted). The reset itself waits for it (./login.ts resetPassword): a check the server handled
 * after the reset had used the token up was refused 403, an error in the console of a reset that
 * succeeded.
 */
export function resetChecksSettled(): Promise<unknown> {
  return Promise.allSettled([...resetChecks]);
}

/**
 * Reset tokens a successful reset has used up (resetTokenUsed). The server refuses every later
 * check of such a token (403 Expired), so none is sent: a form still on screen after its reset
 * (while the new session opens) would otherwise ask again once it is no longer busy, and log the
 * refusal in the console.
 */
const usedTokens = new Set<string>();

/** Records that a reset succeeded with this token (./login.ts resetPassword). */
export function resetTokenUsed(token: string): void {
  usedTokens.add(token);
}

const CHECK_PATH = 'Login/ValidatePasswordForResetPassword';

export function validatePasswordForResetPassword(
  body: PasswordCheckRequest & Pick<ValidatePasswordForResetPasswordRequest, 'ResetToken'>,
  signal?: AbortSignal,
): Promise<PasswordCheckResponse> {
  if (usedTokens.has(body.ResetToken))
    return Promise.reject(new ApiError({ kind: 'forbidden', reason: 'Expired' }, CHECK_PATH));
  const call = request(CHECK_PATH, {
    method: 'POST',
    body,
    check: checkAnswer,
    signal,
  });
  resetChecks.add(call);
  const settled = () => void resetChecks.delete(call);
  call.then(settled, settled);
  return call;
}

export function validatePasswordForLoggedInUser(
  body: PasswordCheckRequest,
  signal?: AbortSignal,
): Promise<PasswordCheckResponse> {
  return request('Login/ValidatePasswordForLoggedInUser', {
    method: 'POST',
    body,
    check: checkAnswer,
    signal,
  });
}
