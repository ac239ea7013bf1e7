/**
 * Length limits of credentials (spec 01 §5 registration logon step, new password, activation
 * password, profile user information; §9 "Username length", "Password length"). Lengths are
 * counted in code points, as `codePointLength` does.
 */

export type CredentialKind = 'password' | 'logon' | 'activation';

export interface CredentialLimits {
  minimum: number;
  maximum: number;
}

/** The option values these limits read; they come from the server, so any value may arrive. */
export interface CredentialOptions {
  PasswordMinimumLength?: unknown;
  UserNameMinimumLength?: unknown;
  UseCustomerCredentials?: unknown;
}

export const DEFAULT_MINIMUM_LENGTH = 8;
export const SHORT_MAXIMUM_LENGTH = 12;
export const CUSTOMER_CREDENTIALS_MAXIMUM_LENGTH = 128;

/**
 * A minimum the institution set: a whole number from 1 (a number, or digits in a string as
 * some institution feeds send them); anything else (absent, 0, negative, fractional, text)
 * falls back to the default of 8.
 */
function minimumOption(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1
    ? number
    : DEFAULT_MINIMUM_LENGTH;
}

/**
 * Password: minimum PasswordMinimumLength (default 8); logon: minimum UserNameMinimumLength
 * (default 8); both at most 128 when UseCustomerCredentials is true, else 12. Activation sets a
 * password too (same minimum) but always allows 128. A minimum above the maximum is returned
 * as configured: the configuration is wrong, and hiding it would hide the mistake.
 */
export function credentialLimits(options: CredentialOptions, kind: CredentialKind): CredentialLimits {
  const minimum = minimumOption(
    kind === 'logon' ? options.UserNameMinimumLength : options.PasswordMinimumLength,
  );
  const maximum =
    kind === 'activation' || options.UseCustomerCredentials === true
      ? CUSTOMER_CREDENTIALS_MAXIMUM_LENGTH
      : SHORT_MAXIMUM_LENGTH;
  return { minimum, maximum };
}
