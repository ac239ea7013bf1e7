/**
 * The refusal of an UpdateProfile (spec 01 §8 profile user-info codes, personal-info codes):
 * the first reason code a user-information or personal-information update breaks, judged by the
 * same rules as the portal's form (userInfo.ts, phones.ts, the password and logon rule code of
 * src/domain/passwords, the address rules of src/domain/accounts/address.ts). What only the
 * server knows (the current password, whether a login name is taken, the password checks that
 * need the SSN or the stored hash) arrives as facts.
 */
import { addressProblem, cleanAddress, type AddressProblem, type ZipCities } from '../accounts/address';
import { type LogonRuleKey, type RuleSet, logonErrors, looksLikeEmail } from '../passwords';
import { type PhonesProblem, phonesProblem, phonesToSave } from './phones';
import type { PersonalInfoUpdate, UserInfoRefusalCode, UserInfoUpdate } from './types';

/** profile.json PersonalInfoRefusalCode: the address codes and the phone codes. */
export type PersonalInfoRefusalCode = AddressProblem | PhonesProblem;
import { answerProblem, emailProblem, logonProblem, needsCurrentPassword, questionChanged } from './userInfo';

/** The profile names of the broken logon rules (spec 01 §8). */
const LOGON_CODES: Readonly<Record<LogonRuleKey, UserInfoRefusalCode>> = {
  logonTooShort: 'LogonTooShort',
  logonMissingCapitalLetter: 'LogonMissingCapitalLetter',
  logonMissingLowercaseLetter: 'LogonMissingLowercaseLetter',
  logonMissingLetter: 'LogonMissingLetter',
  logonMissingNumber: 'LogonMissingNumber',
  logonMissingSpecialCharacter: 'LogonMissingSpecialCharacter',
  logonMatchesEmail: 'LogonMatchesEmail',
};

/** What the user-information refusal reads beside the update. */
export interface UserInfoFacts {
  /** The stored user information. */
  loaded: { LogonName: string; EmailAddress: string; SecretQuestion: string | null };
  /** The login name's lengths (src/domain/passwords credentialLimits 'logon'). */
  logonLimits: { minimum: number; maximum: number };
  /** The published logon rules (GetLogonValidationRules). */
  logonRules: RuleSet;
  /** Settings postLogin.answerPattern. */
  answerPattern: string;
  /** OldPassword is the current password (false when none was sent). */
  currentPasswordOk: boolean;
  /** Another user has the new login name. */
  logonTaken: boolean;
  /** The new password's reason code by the password rules (server/services/passwordRules.ts), if any. */
  passwordProblem?: string;
}

const PASSWORD_CODES = new Set<string>([
  'PasswordNeedsLetterNumber',
  'PasswordTooShort',
  'PasswordSameAsLogin',
  'ChooseDifferentPassword',
  'PasswordSameAsSSN',
  'ReusedPassword',
  'PasswordMissingCapitalLetter',
  'PasswordMissingLowercaseLetter',
  'PasswordMissingLetter',
  'PasswordMissingNumber',
  'PasswordMissingSpecialCharacter',
  'PasswordEqualsPortionOfLogon',
  'PasswordMatchesEmail',
  'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
]);

/** The form's own rules: a broken one is Invalid (the portal never sends such an update). */
function formInvalid(update: UserInfoUpdate, facts: UserInfoFacts): boolean {
  if (update.EmailAddress !== undefined && emailProblem(update.EmailAddress)) return true;
  if (update.LogonName !== undefined && logonProblem(update.LogonName, facts.logonLimits) === 'pattern')
    return true;
  if (update.LogonName !== undefined && update.LogonName === '') return true;
  if (update.NewPassword !== undefined && update.NewPassword === '') return true;
  if (update.SecretQuestion !== undefined) {
    if (update.SecretQuestion.trim() === '') return true;
    const changed = questionChanged(update.SecretQuestion, facts.loaded.SecretQuestion);
    if (answerProblem(update.SecretAnswer ?? '', { changed, pattern: facts.answerPattern })) return true;
  } else if (update.SecretAnswer !== undefined) {
    // A new answer to the stored question: there must be one, and the answer must be usable.
    if (facts.loaded.SecretQuestion === null) return true;
    if (answerProblem(update.SecretAnswer, { changed: true, pattern: facts.answerPattern })) return true;
  }
  return false;
}

/** The first reason code the user-information update breaks, or undefined when it may be saved. */
export function userInfoRefusal(
  update: UserInfoUpdate,
  facts: UserInfoFacts,
): UserInfoRefusalCode | undefined {
  if (formInvalid(update, facts)) return 'Invalid';
  // The current password first: nothing else is told to someone who does not know it.
  if (needsCurrentPassword(update) && !facts.currentPasswordOk) return 'InvalidCurrentPassword';
  if (update.LogonName !== undefined) {
    const length = logonProblem(update.LogonName, facts.logonLimits);
    if (length === 'tooShort') return 'LogonTooShort';
    if (length === 'tooLong') return 'LogonNameLength';
    const email = update.EmailAddress ?? facts.loaded.EmailAddress;
    const broken = logonErrors(
      facts.logonRules,
      update.LogonName,
      { email },
      {
        matchesEmail: looksLikeEmail(update.LogonName),
      },
    );
    if (broken[0]) return LOGON_CODES[broken[0]];
    if (facts.logonTaken) return 'LogonNameExists';
  }
  if (update.NewPassword !== undefined && facts.passwordProblem !== undefined)
    return PASSWORD_CODES.has(facts.passwordProblem)
      ? (facts.passwordProblem as UserInfoRefusalCode)
      : 'Error';
  return undefined;
}

/** The first reason code the personal-information update breaks (address first, then phones), or undefined. */
export function personalInfoRefusal(
  update: PersonalInfoUpdate,
  zipCities: ZipCities,
): PersonalInfoRefusalCode | undefined {
  if (update.Address !== null) {
    const problem = addressProblem(cleanAddress(update.Address), zipCities);
    if (problem) return problem;
  }
  return phonesProblem(phonesToSave(update.PhoneNumbers));
}
