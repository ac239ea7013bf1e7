/**
 * Password checks when the institution shows no rule list (spec 01 §5: registration logon
 * step, new password, activation password and profile "Legacy rules"): required, minimum and
 * maximum length, letters and a number, not containing the username, not containing the SSN.
 * Only the first failing check is reported, in that order.
 */
import type { PasswordFacts } from './facts';
import type { CredentialLimits } from './limits';
import { codePointLength } from './rules';

export type LegacyKey =
  'required' | 'minLength' | 'maxLength' | 'needsLettersAndNumbers' | 'containsUsername' | 'containsSsn';

const SSN_DIGITS = 9;

/** At least one letter (A-Z, a-z) and one digit. */
export function hasLettersAndNumbers(password: string): boolean {
  return /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

function containsUsername(password: string, logon: string): boolean {
  return logon !== '' && password.toLowerCase().includes(logon.toLowerCase());
}

/** Only a full SSN is looked for; the password's dashes are ignored ("123-45-6789" counts). */
function containsSsn(password: string, ssn: string): boolean {
  const digits = ssn.replace(/\D/g, '');
  return digits.length === SSN_DIGITS && password.replace(/-/g, '').includes(digits);
}

export function legacyPasswordError(
  password: string,
  facts: PasswordFacts,
  limits: CredentialLimits,
): LegacyKey | undefined {
  if (password === '') return 'required';
  const length = codePointLength(password);
  if (length < limits.minimum) return 'minLength';
  if (length > limits.maximum) return 'maxLength';
  if (!hasLettersAndNumbers(password)) return 'needsLettersAndNumbers';
  if (containsUsername(password, (facts.logon ?? '').trim())) return 'containsUsername';
  if (containsSsn(password, facts.ssn ?? '')) return 'containsSsn';
  return undefined;
}
