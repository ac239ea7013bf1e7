/**
 * The registration error catalogue (spec 01 §8 'Registration errors'): the server's
 * first error code to the settings key of its message. Unknown codes get the generic one.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  UserInfo: 'register.errorUserInfo',
  LoginNameExists: 'register.errorLoginNameExists',
  Failed: 'register.errorFailed',
  Error: 'register.errorFailed',
  SSNNull: 'register.errorFailed',
  Invalid: 'register.errorInvalid',
  Restricted: 'register.errorRestricted',
  SSN: 'register.errorSsn',
  DateOfBirth: 'register.errorDateOfBirth',
  PasswordSameSSN: 'register.errorPasswordSameSsn',
  PasswordMatchesSSN: 'register.errorPasswordSameSsn',
  PasswordSameUserName: 'register.errorPasswordSameUserName',
  PasswordLettersNumbers: 'register.errorPasswordLettersNumbers',
  PasswordTooShort: 'register.errorPasswordTooShort',
  PasswordMissingCapitalLetter: 'register.errorPasswordMissingCapitalLetter',
  PasswordMissingLowercaseLetter: 'register.errorPasswordMissingLowercaseLetter',
  PasswordMissingLetter: 'register.errorPasswordMissingLetter',
  PasswordMissingNumber: 'register.errorPasswordMissingNumber',
  PasswordMissingSpecialCharacter: 'register.errorPasswordMissingSpecialCharacter',
  PasswordEqualsPortionOfLogon: 'register.errorPasswordEqualsPortionOfLogon',
  PasswordMatchesEmail: 'register.errorPasswordMatchesEmail',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters: 'register.errorPasswordRepeats',
  UserNameTooShort: 'register.errorUserNameTooShort',
  LogonTooShort: 'register.errorUserNameTooShort',
  LogonMissingCapitalLetter: 'register.errorLogonMissingCapitalLetter',
  LogonMissingLowercaseLetter: 'register.errorLogonMissingLowercaseLetter',
  LogonMissingLetter: 'register.errorLogonMissingLetter',
  LogonMissingNumber: 'register.errorLogonMissingNumber',
  LogonMissingSpecialCharacter: 'register.errorLogonMissingSpecialCharacter',
  LogonMatchesEmail: 'register.errorLogonMatchesEmail',
  AccountNumberError: 'register.errorAccountNumber',
  MustAgreeToAllError: 'register.errorMustAgree',
  AgreementRecordingError: 'register.errorMustAgree',
};

export const REGISTRATION_ERROR_CODES: readonly string[] = Object.keys(MESSAGES);

export function registrationErrorMessage(code: string | undefined): string {
  return (
    (code !== undefined && Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined) ??
    'register.errorGeneric'
  );
}
