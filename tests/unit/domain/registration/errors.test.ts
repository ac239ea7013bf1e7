/** src/domain/registration/errors.ts: every code of spec 01 §8 'Registration errors' to its message. */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { loadDeferred } from '../../../../src/app/deferred';
import { createSettings } from '../../../../src/engine';
import { REGISTRATION_ERROR_CODES, registrationErrorMessage } from '../../../../src/domain/registration';

// The settings groups and field checks these read load with every screen but the login (src/app/deferred.ts).
beforeAll(() => loadDeferred());

const settings = createSettings({}, catalogue, () => {});
const GENERIC = 'Something went wrong. Please try again later.';
const FAILED =
  'Sorry, there was an error trying to register your account. Please contact your institution for help.';

/** The codes whose wording the spec gives. */
const WORDED: [string, string, string][] = [
  ['user info issue', 'UserInfo', 'There is an issue with the information you have entered'],
  ['LoginNameExists', 'LoginNameExists', 'The logon name you chose is already taken.'],
  ['Failed', 'Failed', FAILED],
  ['Error', 'Error', FAILED],
  ['SSNNull', 'SSNNull', FAILED],
  [
    'Invalid',
    'Invalid',
    'Sorry, there was an error... Please check your information and try again or contact your institution for help.',
  ],
  ['Restricted', 'Restricted', 'Your account has been registered, however it is currently restricted.'],
  ['SSN', 'SSN', 'The social security information you have entered is in an invalid format.'],
  ['DateOfBirth', 'DateOfBirth', 'Date of Birth is invalid.'],
  ['UserNameTooShort', 'UserNameTooShort', 'Username is too short.'],
  ['LogonTooShort', 'LogonTooShort', 'Username is too short.'],
  ['AccountNumberError', 'AccountNumberError', 'The account number is not in the correct format.'],
  ['MustAgreeToAllError', 'MustAgreeToAllError', 'You must agree to all the agreements.'],
  ['AgreementRecordingError', 'AgreementRecordingError', 'You must agree to all the agreements.'],
];

/** The codes with a configurable text of their own (the spec gives no wording). */
const CONFIGURABLE: [string, string][] = [
  ['PasswordSameSSN', 'register.errorPasswordSameSsn'],
  ['PasswordMatchesSSN (same text as PasswordSameSSN)', 'register.errorPasswordSameSsn'],
  ['PasswordSameUserName', 'register.errorPasswordSameUserName'],
  ['PasswordLettersNumbers', 'register.errorPasswordLettersNumbers'],
  ['PasswordTooShort', 'register.errorPasswordTooShort'],
  ['PasswordMissingCapitalLetter', 'register.errorPasswordMissingCapitalLetter'],
  ['PasswordMissingLowercaseLetter', 'register.errorPasswordMissingLowercaseLetter'],
  ['PasswordMissingLetter', 'register.errorPasswordMissingLetter'],
  ['PasswordMissingNumber', 'register.errorPasswordMissingNumber'],
  ['PasswordMissingSpecialCharacter', 'register.errorPasswordMissingSpecialCharacter'],
  ['PasswordEqualsPortionOfLogon', 'register.errorPasswordEqualsPortionOfLogon'],
  ['PasswordMatchesEmail', 'register.errorPasswordMatchesEmail'],
  ['PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters', 'register.errorPasswordRepeats'],
  ['LogonMissingCapitalLetter', 'register.errorLogonMissingCapitalLetter'],
  ['LogonMissingLowercaseLetter', 'register.errorLogonMissingLowercaseLetter'],
  ['LogonMissingLetter', 'register.errorLogonMissingLetter'],
  ['LogonMissingNumber', 'register.errorLogonMissingNumber'],
  ['LogonMissingSpecialCharacter', 'register.errorLogonMissingSpecialCharacter'],
  ['LogonMatchesEmail', 'register.errorLogonMatchesEmail'],
];

const codeOf = (label: string) => label.split(' ')[0]!;

describe('registrationErrorMessage', () => {
  it.each(WORDED)('%s: the spec wording', (_rule, code, text) => {
    expect(settings.text(registrationErrorMessage(code))).toBe(text);
  });

  it.each(CONFIGURABLE)('%s: its own configurable text', (label, key) => {
    const message = registrationErrorMessage(codeOf(label));
    expect(message).toBe(key);
    expect(settings.text(message)).not.toBe('');
    expect(settings.text(message)).not.toBe(GENERIC);
  });

  it('the configurable texts can be reworded by the institution', () => {
    const reworded = createSettings(
      { shared: { register: { errorPasswordTooShort: 'Longer, please.' } } },
      catalogue,
      () => {},
    );
    expect(reworded.text(registrationErrorMessage('PasswordTooShort'))).toBe('Longer, please.');
  });

  it.each([
    ['an unknown code', 'SomethingNew'],
    ['no code', undefined],
    ['an empty code', ''],
    ['a code that differs only in case', 'loginnameexists'],
    ['an inherited property name', 'toString'],
    ['a prototype name', '__proto__'],
  ])('%s: the generic message', (_rule, code) => {
    expect(registrationErrorMessage(code)).toBe('register.errorGeneric');
    expect(settings.text(registrationErrorMessage(code))).toBe(GENERIC);
  });

  it('knows exactly the codes of the spec', () => {
    expect([...REGISTRATION_ERROR_CODES].sort()).toEqual(
      [...WORDED.map(([, code]) => code), ...CONFIGURABLE.map(([label]) => codeOf(label))].sort(),
    );
  });
});
