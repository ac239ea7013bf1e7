/** The User Information form's messages and the error codes' message keys (spec 01 §5, §8). */
import { describe, expect, it } from 'vitest';
import { userInfoForm } from '../../../../src/domain/profile';
import {
  USER_INFO_ERROR_CODES,
  userInfoErrorKey,
  userInfoErrorMessage,
  userInfoMessages,
  type UserInfoMessageContext,
} from '../../../../src/domain/profile/userInfoMessages';
import { catalogueEntries } from '../../../../src/generated/catalogue';
import { CREDENTIAL_RULES } from '../../../support/msw';

const LOADED = {
  LogonName: 'demo.borrower',
  EmailAddress: 'alex@example.com',
  EmailIsVerified: true,
  SecretQuestion: 'In what city were you born?',
  SecretQuestionIsCustom: false,
};
const CONTEXT: UserInfoMessageContext = {
  loaded: LOADED,
  passwordLimits: { minimum: 8, maximum: 12 },
  logonLimits: { minimum: 8, maximum: 12 },
  answerPattern: "^[A-Za-z0-9 .,'&?-]+$",
  questionHidden: false,
  customQuestion: false,
};
const form = (change: Partial<ReturnType<typeof userInfoForm>>) => ({ ...userInfoForm(LOADED), ...change });

describe('userInfoMessages', () => {
  it.each([
    ['nothing changed', {}, {}, {}],
    [
      'an empty login name',
      { logonName: '', oldPassword: 'Current#26' },
      {},
      { logonName: { key: 'profile.logonNameRequired' } },
    ],
    [
      'a short new login name',
      { logonName: 'short', oldPassword: 'Current#26' },
      {},
      { logonName: { key: 'profile.logonNameTooShort', limit: 8 } },
    ],
    [
      'a long new login name',
      { logonName: 'a'.repeat(13), oldPassword: 'Current#26' },
      {},
      { logonName: { key: 'profile.logonNameTooLong', limit: 12 } },
    ],
    [
      'a login name with bad characters',
      { logonName: 'bad name!', oldPassword: 'Current#26' },
      {},
      { logonName: { key: 'profile.logonNamePattern' } },
    ],
    [
      'a login name breaking a logon rule',
      { logonName: '1234567890', oldPassword: 'Current#26' },
      { logonRules: CREDENTIAL_RULES.logon },
      { logonName: { key: 'passwords.logonMissingLetter' } },
    ],
    [
      'an empty e-mail',
      { emailAddress: '' },
      {},
      { emailAddress: { key: 'profile.emailRequired' }, oldPassword: { key: 'profile.oldPasswordRequired' } },
    ],
    [
      'an invalid e-mail',
      { emailAddress: 'x@', oldPassword: 'Current#26' },
      {},
      { emailAddress: { key: 'profile.emailInvalid' } },
    ],
    [
      'a new password without the current one',
      { newPassword: 'Harbor#2027' },
      {},
      { oldPassword: { key: 'profile.oldPasswordRequired' } },
    ],
    [
      'a short current password',
      { newPassword: 'Harbor#2027', oldPassword: 'abc' },
      {},
      { oldPassword: { key: 'profile.oldPasswordTooShort', limit: 8 } },
    ],
    [
      'a short new password (legacy)',
      { newPassword: 'abc1', oldPassword: 'Current#26' },
      {},
      { newPassword: { key: 'passwords.doesNotMeetMinimumLength', limit: 8 } },
    ],
    [
      'a new password without numbers (legacy)',
      { newPassword: 'abcdefghi', oldPassword: 'Current#26' },
      {},
      { newPassword: { key: 'passwords.needsLettersAndNumbers' } },
    ],
    [
      'a new password breaking the rule list',
      { newPassword: 'abcdefgh1', oldPassword: 'Current#26' },
      { passwordRules: CREDENTIAL_RULES.password, passwordLimits: { minimum: 8, maximum: 128 } },
      { newPassword: { key: 'profile.passwordRequirementsNotMet' } },
    ],
    [
      'an unconfirmed new password',
      { newPassword: 'Harbor#2027', oldPassword: 'Current#26' },
      { confirmPassword: '' },
      { confirmPassword: { key: 'postLogin.confirmRequired' } },
    ],
    [
      'a mismatched confirmation',
      { newPassword: 'Harbor#2027', oldPassword: 'Current#26' },
      { confirmPassword: 'Harbor#2028' },
      { confirmPassword: { key: 'profile.passwordsDoNotMatch' } },
    ],
    [
      'a changed question without an answer',
      { secretQuestion: 'What is your favorite book?' },
      {},
      { secretAnswer: { key: 'profile.answerRequired' } },
    ],
    [
      'an answer with bad characters',
      { secretAnswer: 'a<b' },
      {},
      { secretAnswer: { key: 'profile.answerInvalid' } },
    ],
    [
      'an emptied custom question',
      { secretQuestion: '' },
      { customQuestion: true },
      {
        secretQuestion: { key: 'postLogin.customQuestionRequired' },
        secretAnswer: { key: 'profile.answerRequired' },
      },
    ],
    ['the question hidden', { secretQuestion: '', secretAnswer: 'a<b' }, { questionHidden: true }, {}],
  ])('%s', (_name, change, context, expected) => {
    expect(userInfoMessages(form(change), { ...CONTEXT, ...context })).toEqual(expected);
  });

  it('names only settings keys of the catalogue', () => {
    const keys = [
      'profile.logonNameRequired',
      'profile.logonNameTooShort',
      'profile.passwordRequirementsNotMet',
      'postLogin.confirmRequired',
      'postLogin.customQuestionRequired',
      'passwords.doesNotMeetMinimumLength',
    ];
    for (const key of keys) expect(catalogueEntries).toHaveProperty([key]);
  });
});

describe('the error codes', () => {
  it.each(USER_INFO_ERROR_CODES)(
    '%s has a message in the catalogue, and its hide flag when hideable',
    (code) => {
      const { key, hideFlag } = userInfoErrorMessage(code);
      expect(catalogueEntries).toHaveProperty([key]);
      if (hideFlag) expect(catalogueEntries).toHaveProperty([hideFlag]);
    },
  );

  it.each([
    ['InvalidCurrentPassword', false, 'profileErrors.invalidCurrentPassword'],
    ['LogonNameExists', false, 'register.errorLoginNameExists'],
    ['LogonNameExists', true, 'profileErrors.error'],
    ['Error', true, 'profileErrors.error'],
    ['BiometricsNotUpdated', true, 'profileErrors.biometricsNotUpdated'],
    ['SomethingNew', false, 'profileErrors.error'],
    [undefined, false, 'profileErrors.error'],
  ])('%s (hidden: %s) shows %s', (code, hidden, key) => {
    expect(userInfoErrorKey(code, () => hidden)).toBe(key);
  });
});
