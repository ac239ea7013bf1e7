/**
 * The User Information form's messages (spec 01 §5 "Profile, user information", §8): which
 * settings key each field shows for the values typed, and which key each user-information
 * error code of the server shows, on the rules of
 * userInfo.ts and src/domain/passwords, which the server's refusal (refusal.ts) reads too.
 *
 * Choices: the login name's length, character and logon rules are checked only once it differs
 * from the stored one (an old name the rules have since tightened does not block other changes);
 * a new password failing the rule list shows 'Password requirements are not met' (the checklist
 * beside it says which rule); a hidden code (profileErrors.hide<Code>) shows the generic error.
 */
import {
  type CredentialLimits,
  type RuleSet,
  type ServerFindings,
  legacyPasswordError,
  logonErrors,
  ruleErrors,
  codePointLength,
} from '../passwords';
import type { UserInfoForm } from './changes';
import {
  EMAIL_MAX_LENGTH,
  answerProblem,
  emailProblem,
  logonProblem,
  needsCurrentPassword,
  questionChanged,
} from './userInfo';

export type UserInfoField = keyof UserInfoForm | 'confirmPassword';

/** A message: its settings key and the value of its {limit}. */
export interface FieldMessage {
  key: string;
  limit?: number;
}

/** The stored user information the form is compared with. */
export interface LoadedUserInfo {
  LogonName: string;
  EmailAddress: string;
  SecretQuestion: string | null;
}

export interface UserInfoMessageContext {
  loaded: LoadedUserInfo;
  /** The confirmation field's value (the ConfirmPassword option shows it). */
  confirmPassword?: string;
  /** The password rule set when the rule list is on and loaded; legacy rules otherwise. */
  passwordRules?: RuleSet;
  /** The server's findings for the new password as typed (after its pause). */
  findings?: ServerFindings;
  /** The published logon rules, when loaded. */
  logonRules?: RuleSet;
  passwordLimits: CredentialLimits;
  logonLimits: CredentialLimits;
  /** Settings postLogin.answerPattern. */
  answerPattern: string;
  /** RecoveryWithoutQuestion: the question and answer are not shown. */
  questionHidden: boolean;
  /** The question is the custom-question variant (free text). */
  customQuestion: boolean;
}

const LOGON_PROBLEM_KEYS = {
  required: 'profile.logonNameRequired',
  tooShort: 'profile.logonNameTooShort',
  tooLong: 'profile.logonNameTooLong',
  pattern: 'profile.logonNamePattern',
} as const;

const EMAIL_PROBLEM_KEYS = {
  required: 'profile.emailRequired',
  invalid: 'profile.emailInvalid',
  tooLong: 'profile.emailTooLong',
} as const;

function logonMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  const logon = form.logonName.trim();
  if (logon === '') return { key: LOGON_PROBLEM_KEYS.required };
  if (logon === context.loaded.LogonName) return undefined;
  const problem = logonProblem(logon, context.logonLimits);
  if (problem === 'tooShort') return { key: LOGON_PROBLEM_KEYS.tooShort, limit: context.logonLimits.minimum };
  if (problem === 'tooLong') return { key: LOGON_PROBLEM_KEYS.tooLong, limit: context.logonLimits.maximum };
  if (problem) return { key: LOGON_PROBLEM_KEYS[problem] };
  const [broken] = context.logonRules
    ? logonErrors(context.logonRules, logon, { email: form.emailAddress })
    : [];
  return broken ? { key: `passwords.${broken}` } : undefined;
}

function emailMessage(form: UserInfoForm): FieldMessage | undefined {
  const problem = emailProblem(form.emailAddress);
  if (!problem) return undefined;
  return problem === 'tooLong'
    ? { key: EMAIL_PROBLEM_KEYS.tooLong, limit: EMAIL_MAX_LENGTH }
    : { key: EMAIL_PROBLEM_KEYS[problem] };
}

function oldPasswordMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  const { minimum, maximum } = context.passwordLimits;
  if (form.oldPassword === '') {
    const credentialChange = needsCurrentPassword({
      LogonName: form.logonName.trim() !== context.loaded.LogonName ? form.logonName : undefined,
      EmailAddress: form.emailAddress.trim() !== context.loaded.EmailAddress ? form.emailAddress : undefined,
      NewPassword: form.newPassword !== '' ? form.newPassword : undefined,
    });
    return credentialChange ? { key: 'profile.oldPasswordRequired' } : undefined;
  }
  const length = codePointLength(form.oldPassword);
  if (length < minimum) return { key: 'profile.oldPasswordTooShort', limit: minimum };
  if (length > maximum) return { key: 'profile.passwordTooLong', limit: maximum };
  return undefined;
}

const LEGACY_KEYS = {
  minLength: 'passwords.doesNotMeetMinimumLength',
  maxLength: 'profile.passwordTooLong',
  needsLettersAndNumbers: 'passwords.needsLettersAndNumbers',
  containsUsername: 'passwords.containsUsername',
  containsSsn: 'passwords.containsSsn',
} as const;

function newPasswordMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  const password = form.newPassword;
  if (password === '') return undefined;
  const { minimum, maximum } = context.passwordLimits;
  if (codePointLength(password) > maximum) return { key: 'profile.passwordTooLong', limit: maximum };
  const facts = { logon: form.logonName, email: form.emailAddress };
  if (context.passwordRules) {
    const broken = ruleErrors(context.passwordRules, password, facts, context.findings);
    return broken.length > 0 ? { key: 'profile.passwordRequirementsNotMet' } : undefined;
  }
  const legacy = legacyPasswordError(password, facts, context.passwordLimits);
  if (!legacy || legacy === 'required') return undefined;
  return legacy === 'minLength'
    ? { key: LEGACY_KEYS.minLength, limit: minimum }
    : legacy === 'maxLength'
      ? { key: LEGACY_KEYS.maxLength, limit: maximum }
      : { key: LEGACY_KEYS[legacy] };
}

function confirmMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  const confirm = context.confirmPassword;
  if (confirm === undefined || form.newPassword === '') return undefined;
  if (confirm === '') return { key: 'postLogin.confirmRequired' };
  return confirm === form.newPassword ? undefined : { key: 'profile.passwordsDoNotMatch' };
}

function questionMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  if (context.questionHidden || form.secretQuestion.trim() !== '') return undefined;
  if (!questionChanged(form.secretQuestion, context.loaded.SecretQuestion)) return undefined;
  return { key: context.customQuestion ? 'postLogin.customQuestionRequired' : 'postLogin.questionRequired' };
}

function answerMessage(form: UserInfoForm, context: UserInfoMessageContext): FieldMessage | undefined {
  if (context.questionHidden) return undefined;
  const changed = questionChanged(form.secretQuestion, context.loaded.SecretQuestion);
  const problem = answerProblem(form.secretAnswer, { changed, pattern: context.answerPattern });
  if (problem === 'required') return { key: 'profile.answerRequired' };
  if (problem === 'invalid') return { key: 'profile.answerInvalid' };
  return undefined;
}

/** Each field's message for the values typed; a field without one is fine. */
export function userInfoMessages(
  form: UserInfoForm,
  context: UserInfoMessageContext,
): Partial<Record<UserInfoField, FieldMessage>> {
  const messages: Partial<Record<UserInfoField, FieldMessage | undefined>> = {
    logonName: logonMessage(form, context),
    emailAddress: emailMessage(form),
    oldPassword: oldPasswordMessage(form, context),
    newPassword: newPasswordMessage(form, context),
    confirmPassword: confirmMessage(form, context),
    secretQuestion: questionMessage(form, context),
    secretAnswer: answerMessage(form, context),
  };
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => message !== undefined));
}

/** The user-information error codes of spec 01 §8 and the settings key of each one's message. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  LogonNameExists: 'register.errorLoginNameExists',
  LogonMissingCapitalLetter: 'register.errorLogonMissingCapitalLetter',
  LogonMissingLowercaseLetter: 'register.errorLogonMissingLowercaseLetter',
  LogonMissingLetter: 'register.errorLogonMissingLetter',
  LogonMissingNumber: 'register.errorLogonMissingNumber',
  LogonMissingSpecialCharacter: 'register.errorLogonMissingSpecialCharacter',
  LogonMatchesEmail: 'register.errorLogonMatchesEmail',
  LogonTooShort: 'register.errorUserNameTooShort',
  LogonNameLength: 'profileErrors.logonNameLength',
  PasswordNeedsLetterNumber: 'passwordErrors.passwordNeedsLetterNumber',
  PasswordTooShort: 'passwordErrors.passwordTooShort',
  PasswordSameAsLogin: 'passwordErrors.passwordSameAsLogin',
  ChooseDifferentPassword: 'passwordErrors.chooseDifferentPassword',
  PasswordSameAsSSN: 'passwordErrors.passwordSameAsSsn',
  ReusedPassword: 'passwordErrors.reusedPassword',
  InvalidCurrentPassword: 'profileErrors.invalidCurrentPassword',
  PasswordMissingCapitalLetter: 'passwordErrors.passwordMissingCapitalLetter',
  PasswordMissingLowercaseLetter: 'passwordErrors.passwordMissingLowercaseLetter',
  PasswordMissingLetter: 'passwordErrors.passwordMissingLetter',
  PasswordMissingNumber: 'passwordErrors.passwordMissingNumber',
  PasswordMissingSpecialCharacter: 'passwordErrors.passwordMissingSpecialCharacter',
  PasswordEqualsPortionOfLogon: 'passwordErrors.passwordEqualsPortionOfLogon',
  PasswordMatchesEmail: 'passwordErrors.passwordMatchesEmail',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters: 'passwordErrors.passwordRepeats',
  Invalid: 'profileErrors.invalid',
  CorrectErrors: 'profileErrors.correctErrors',
  Error: 'profileErrors.error',
  BiometricsNotUpdated: 'profileErrors.biometricsNotUpdated',
};

/** Codes whose message an institution may hide (profileErrors.hide<Code>): all but the generic ones. */
const NOT_HIDEABLE = new Set(['Invalid', 'CorrectErrors', 'Error', 'BiometricsNotUpdated']);

export const USER_INFO_ERROR_CODES: readonly string[] = Object.keys(ERROR_KEYS);

/** A server code's message key and, for a hideable one, its hide flag; an unknown code is Error. */
export function userInfoErrorMessage(code: string | undefined): { key: string; hideFlag?: string } {
  const known = code !== undefined && Object.hasOwn(ERROR_KEYS, code) ? code : 'Error';
  return NOT_HIDEABLE.has(known)
    ? { key: ERROR_KEYS[known]! }
    : { key: ERROR_KEYS[known]!, hideFlag: `profileErrors.hide${known}` };
}

/** The key shown for a server code, given which hide flags are on. */
export function userInfoErrorKey(code: string | undefined, hidden: (flag: string) => boolean): string {
  const { key, hideFlag } = userInfoErrorMessage(code);
  return hideFlag && hidden(hideFlag) ? ERROR_KEYS.Error! : key;
}
