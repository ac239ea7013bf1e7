/**
 * Password rules and password checks (spec 01 §3 Password rule set, §5, §7): the
 * institution's rule lists, the reset token of the forced change, the logon behind a token,
 * and the server-side checks the password fields run as the user types (cancellable: a newer
 * keystroke aborts the older request). An expired token is an ApiError of kind forbidden,
 * reason Expired.
 */
import passwords from '../generated/api/passwords';
import support from '../generated/api/support';
import { request } from './client';
import { schemaCheck } from './validation';

export interface ValidationRule {
  /** 0-11: capital, lowercase, letter, number, special, not SSN, minimum length, not e-mail, no repeats, not part of logon, not containing logon, not previous. */
  ValidationRuleType: number;
  ValidationRegex?: string;
  RegexMatchMeansError: boolean;
}

export interface ValidationRules {
  MinimumLength: number;
  PasswordValidationRules: ValidationRule[];
}

export interface PasswordCheckRequest {
  PasswordToValidate: string;
  InvalidWhenMatchesSSN: boolean;
  InvalidWhenMatchEmail: boolean;
  InvalidWhenPasswordExists: boolean;
}

export interface PasswordCheckResponse {
  PasswordMatchesSSN: boolean;
  PasswordMatchesEmail: boolean;
  PasswordExists: boolean;
}

const rulesAnswer = schemaCheck<ValidationRules>(support.ValidationRulesResponse, 'ValidationRulesResponse');
const checkAnswer = schemaCheck<PasswordCheckResponse>(
  passwords.ValidatePasswordResponse,
  'ValidatePasswordResponse',
);

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
export function checkResetToken(token: string): Promise<{ Expired: boolean }> {
  return request('Login/CheckResetToken', {
    method: 'POST',
    body: { Token: token },
    check: schemaCheck<{ Expired: boolean }>(passwords.TokenExpirationResponse, 'TokenExpirationResponse'),
  });
}

/** The logon name of a reset, change-password or activation token. */
export async function lookupLoginFromToken(token: string): Promise<string> {
  const answer = await request('Login/LookupLoginFromToken', {
    method: 'POST',
    body: { UserToken: token },
    check: schemaCheck<{ Logon: string }>(
      passwords.LookupLoginFromTokenResponse,
      'LookupLoginFromTokenResponse',
    ),
  });
  return answer.Logon;
}

export function validatePasswordForResetPassword(
  body: PasswordCheckRequest & { ResetToken: string },
  signal?: AbortSignal,
): Promise<PasswordCheckResponse> {
  return request('Login/ValidatePasswordForResetPassword', {
    method: 'POST',
    body,
    check: checkAnswer,
    signal,
  });
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
