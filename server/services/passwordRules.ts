/** Checks a new password by the published rules; the answer is the reason code of spec 01 §8. */
import { PASSWORD_RULES, RULE } from '../config/credentialRules.ts';
import type { Institution } from '../config/institution.ts';
import { verifyPassword } from '../security/passwords.ts';
import type { User } from './users.ts';

const MISSING: Record<number, string> = {
  [RULE.capital]: 'PasswordMissingCapitalLetter',
  [RULE.lowercase]: 'PasswordMissingLowercaseLetter',
  [RULE.letter]: 'PasswordMissingLetter',
  [RULE.number]: 'PasswordMissingNumber',
  [RULE.special]: 'PasswordMissingSpecialCharacter',
  [RULE.noRepeats]: 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
};

export function passwordLimits(institution: Institution) {
  return {
    minimum: Number(institution.option('PasswordMinimumLength') ?? 8),
    maximum: institution.option('UseCustomerCredentials') === true ? 128 : 12,
  };
}

export function checkNewPassword(user: User, password: string, institution: Institution): string | undefined {
  const { minimum, maximum } = passwordLimits(institution);
  if ([...password].length < minimum || [...password].length > maximum) return 'PasswordTooShort';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'PasswordNeedsLetterNumber';
  for (const rule of PASSWORD_RULES) {
    if (!rule.ValidationRegex || !MISSING[rule.ValidationRuleType]) continue;
    const matches = new RegExp(rule.ValidationRegex, 'u').test(password);
    if (matches === rule.RegexMatchMeansError) return MISSING[rule.ValidationRuleType];
  }
  const lower = password.toLowerCase();
  const logon = user.username.toLowerCase();
  if (lower.includes(logon)) return 'PasswordSameAsLogin';
  if (lower.length >= 4 && logon.includes(lower)) return 'PasswordEqualsPortionOfLogon';
  if (user.ssn && password.replace(/\D/g, '') === user.ssn) return 'PasswordSameAsSSN';
  if (user.email && lower === user.email.toLowerCase()) return 'PasswordMatchesEmail';
  if (verifyPassword(password, user.password_hash)) return 'ReusedPassword';
  return undefined;
}
