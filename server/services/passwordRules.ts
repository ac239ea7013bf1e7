/** Checks a new password by the published rules; the answer is the reason code of spec 01 §8. */
import type { KeyObject } from 'node:crypto';
import { PASSWORD_RULES, RULE } from '../config/credentialRules.ts';
import type { Institution } from '../config/institution.ts';
import type { Deps } from '../http/env.ts';
import { verifyPassword } from '../security/passwords.ts';
import { ssnHash } from '../security/ssnHash.ts';

const MISSING: Record<number, string> = {
  [RULE.capital]: 'PasswordMissingCapitalLetter',
  [RULE.lowercase]: 'PasswordMissingLowercaseLetter',
  [RULE.letter]: 'PasswordMissingLetter',
  [RULE.number]: 'PasswordMissingNumber',
  [RULE.special]: 'PasswordMissingSpecialCharacter',
  [RULE.noRepeats]: 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
};

/** Whose password it is: a user, or the data of a registration that has no user yet. */
export interface PasswordOwner {
  username: string;
  /** The keyed hash of the SSN (security/ssnHash.ts); null when none is known. */
  ssn_hash: string | null;
  email: string | null;
  /** The current password's hash, to refuse reusing it; none at registration. */
  password_hash?: string;
}

export function passwordLimits(institution: Institution) {
  return {
    minimum: Number(institution.option('PasswordMinimumLength') ?? 8),
    maximum: institution.option('UseCustomerCredentials') === true ? 128 : 12,
  };
}

/** The password's digits are the SSN (dashes, spaces or other characters around them ignored). */
export function matchesSsn(owner: PasswordOwner, password: string, ssnKey: KeyObject): boolean {
  const digits = password.replace(/\D/g, '');
  return owner.ssn_hash !== null && digits.length === 9 && ssnHash(ssnKey, digits) === owner.ssn_hash;
}

/** The password is the owner's e-mail address, or looks like one. */
export function matchesEmail(owner: PasswordOwner, password: string): boolean {
  return (
    (owner.email !== null && password.toLowerCase() === owner.email.toLowerCase()) ||
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(password)
  );
}

/** The password is the current one (only the current password's hash is kept). */
export async function isCurrentPassword(owner: PasswordOwner, password: string): Promise<boolean> {
  return owner.password_hash !== undefined && (await verifyPassword(password, owner.password_hash));
}

export async function checkNewPassword(
  owner: PasswordOwner,
  password: string,
  { institution, ssnKey }: Pick<Deps, 'institution' | 'ssnKey'>,
): Promise<string | undefined> {
  const { minimum, maximum } = passwordLimits(institution);
  if ([...password].length < minimum || [...password].length > maximum) return 'PasswordTooShort';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'PasswordNeedsLetterNumber';
  for (const rule of PASSWORD_RULES) {
    if (!rule.ValidationRegex || !MISSING[rule.ValidationRuleType]) continue;
    const matches = new RegExp(rule.ValidationRegex, 'u').test(password);
    if (matches === rule.RegexMatchMeansError) return MISSING[rule.ValidationRuleType];
  }
  const lower = password.toLowerCase();
  const logon = owner.username.toLowerCase();
  if (lower.includes(logon)) return 'PasswordSameAsLogin';
  if (lower.length >= 4 && logon.includes(lower)) return 'PasswordEqualsPortionOfLogon';
  if (matchesSsn(owner, password, ssnKey)) return 'PasswordSameAsSSN';
  if (matchesEmail(owner, password)) return 'PasswordMatchesEmail';
  if (await isCurrentPassword(owner, password)) return 'ReusedPassword';
  return undefined;
}
