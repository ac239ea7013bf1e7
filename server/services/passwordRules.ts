/**
 * Checks a new password by the published rules with the portal's own checks
 * (src/domain/passwords); the answer is the reason code of spec 01 §8. The server adds what
 * only it knows: whether the password is the owner's SSN (kept as a keyed hash) or current
 * password.
 */
import type { KeyObject } from 'node:crypto';
import { credentialRuleSet } from '../config/demoCredentialRules.ts';
import type { Deps } from '../http/env.ts';
import { verifyPassword } from '../security/passwords.ts';
import { ssnHash } from '../security/ssnHash.ts';
import {
  type RuleKey,
  codePointLength,
  credentialLimits,
  hasLettersAndNumbers,
  isEmailAddress,
  looksLikeEmail,
  ruleErrors,
  ssnDigitsOf,
} from '../../src/domain/passwords/index.ts';

/** The reason code of each broken rule, in the order the first one is reported. */
const CODES: readonly (readonly [RuleKey, string])[] = [
  ['doesNotMeetMinimumLength', 'PasswordTooShort'],
  ['missingCapitalLetter', 'PasswordMissingCapitalLetter'],
  ['missingLowercaseLetter', 'PasswordMissingLowercaseLetter'],
  ['missingLetter', 'PasswordMissingLetter'],
  ['missingNumber', 'PasswordMissingNumber'],
  ['missingSpecialCharacter', 'PasswordMissingSpecialCharacter'],
  [
    'containsThreeOrMoreConsecutiveIdenticalCharacters',
    'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
  ],
  ['containsLogon', 'PasswordSameAsLogin'],
  ['equalsPortionOfLogon', 'PasswordEqualsPortionOfLogon'],
  ['matchesSSN', 'PasswordSameAsSSN'],
  ['matchesEmail', 'PasswordMatchesEmail'],
];

/** Whose password it is: a user, or the data of a registration that has no user yet. */
export interface PasswordOwner {
  username: string;
  /** The keyed hash of the SSN (security/ssnHash.ts); null when none is known. */
  ssn_hash: string | null;
  email: string | null;
  /** The current password's hash, to refuse reusing it; none at registration. */
  password_hash?: string;
}

/** The password's digits are the SSN (dashes, spaces or other characters around them ignored). */
export function matchesSsn(owner: PasswordOwner, password: string, ssnKey: KeyObject): boolean {
  const digits = ssnDigitsOf(password);
  return owner.ssn_hash !== null && digits !== undefined && ssnHash(ssnKey, digits) === owner.ssn_hash;
}

/** The password is the owner's e-mail address, or looks like one. */
export function matchesEmail(owner: Pick<PasswordOwner, 'email'>, password: string): boolean {
  return isEmailAddress(password, owner.email ?? '') || looksLikeEmail(password);
}

/** The password is the current one (only the current password's hash is kept). */
export async function isCurrentPassword(owner: PasswordOwner, password: string): Promise<boolean> {
  return owner.password_hash !== undefined && (await verifyPassword(password, owner.password_hash));
}

/** The first broken rule, given whether the password is the SSN (the server's secret). */
function ruleProblem(
  owner: PasswordOwner,
  password: string,
  institution: Deps['institution'],
  kind: 'password' | 'activation',
  isSsn: boolean,
): string | undefined {
  const { minimum, maximum } = credentialLimits(institution.options.institutionOptions, kind);
  const length = codePointLength(password);
  if (length < minimum || length > maximum) return 'PasswordTooShort';
  if (!hasLettersAndNumbers(password)) return 'PasswordNeedsLetterNumber';
  const broken = ruleErrors(
    credentialRuleSet(institution, 'password'),
    password,
    { logon: owner.username, email: owner.email ?? '' },
    { matchesSsn: isSsn, matchesEmail: matchesEmail(owner, password) },
  );
  return CODES.find(([key]) => broken.includes(key))?.[1];
}

/**
 * The first broken rule that needs no secret (length, letters and numbers, the institution's
 * rule set but the SSN and the current password), undefined when the password could be set:
 * the password checks answer their secret questions only for such a candidate (secretChecks.ts).
 */
export function publicRuleProblem(
  owner: PasswordOwner,
  password: string,
  { institution }: Pick<Deps, 'institution'>,
  kind: 'password' | 'activation' = 'password',
): string | undefined {
  return ruleProblem(owner, password, institution, kind, false);
}

/** The first broken rule's reason code, undefined when the password may be set. */
export async function checkNewPassword(
  owner: PasswordOwner,
  password: string,
  { institution, ssnKey }: Pick<Deps, 'institution' | 'ssnKey'>,
  /** An activation's password may be up to 128 characters long (spec 01 §5), like the portal's form. */
  kind: 'password' | 'activation' = 'password',
): Promise<string | undefined> {
  const problem = ruleProblem(owner, password, institution, kind, matchesSsn(owner, password, ssnKey));
  if (problem !== undefined) return problem;
  // The domain's passwordReused, asked last and only then: hashing is the slow part.
  return (await isCurrentPassword(owner, password)) ? 'ReusedPassword' : undefined;
}
