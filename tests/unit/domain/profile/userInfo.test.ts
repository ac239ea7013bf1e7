/** The profile's user-information rules and change builders (src/domain/profile userInfo.ts, changes.ts). */
import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  emailProblem,
  logonProblem,
  personalInfoChanges,
  userInfoChanges,
  userInfoForm,
} from '../../../../src/domain/profile';
import type { PersonalInfo, UserInfo } from '../../../../src/generated/api-types/profile';

const LIMITS = { minimum: 8, maximum: 12 };

describe('user information rules', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['alex@example', 'invalid'],
    ['alex @example.com', 'invalid'],
    [`${'a'.repeat(95)}@x.com`, 'tooLong'],
    ['alex@example.com', undefined],
  ])('emailProblem(%j) is %s', (email, problem) => expect(emailProblem(email)).toBe(problem));

  it.each([
    ['', 'required'],
    ['alex', 'tooShort'],
    ['alexandermorgan', 'tooLong'],
    ['alex morgan', 'pattern'],
    ['alex.morgan', undefined],
  ])('logonProblem(%j) is %s', (logon, problem) => expect(logonProblem(logon, LIMITS)).toBe(problem));

  it.each([
    ['', true, 'required'],
    ['', false, undefined],
    ['O<g>den', false, 'invalid'],
    ['Ogden', true, undefined],
  ])('answerProblem(%j, changed %s) is %s', (answer, changed, problem) =>
    expect(answerProblem(answer, { changed, pattern: "^[A-Za-z0-9 .,'&?-]+$" })).toBe(problem),
  );

  it('treats a pattern that does not compile as accepting nothing', () =>
    expect(answerProblem('Ogden', { changed: true, pattern: '[' })).toBe('invalid'));
});

const LOADED: UserInfo = {
  LogonName: 'demo.borrower',
  EmailAddress: 'alex@example.com',
  EmailIsVerified: true,
  SecretQuestion: 'What is your favorite book?',
  SecretQuestionIsCustom: false,
};

describe('userInfoChanges', () => {
  const form = userInfoForm(LOADED);
  it.each([
    ['nothing changed', {}, undefined],
    ['spaces only', { emailAddress: ' alex@example.com ' }, undefined],
    [
      'the e-mail, with the current password',
      { emailAddress: 'new@example.com', oldPassword: 'Old#1' },
      { EmailAddress: 'new@example.com', OldPassword: 'Old#1' },
    ],
    [
      'the login name and password',
      { logonName: 'alex.m', newPassword: 'New#1', oldPassword: 'Old#1' },
      { LogonName: 'alex.m', NewPassword: 'New#1', OldPassword: 'Old#1' },
    ],
    [
      'the question, with its answer and no password',
      { secretQuestion: 'Where?', secretAnswer: ' Ogden ', oldPassword: 'Old#1' },
      { SecretQuestion: 'Where?', SecretAnswer: 'Ogden' },
    ],
    ['a new answer alone', { secretAnswer: 'Provo' }, { SecretAnswer: 'Provo' }],
    ['only the current password', { oldPassword: 'Old#1' }, undefined],
  ])('%s', (_, edits, payload) => expect(userInfoChanges(LOADED, { ...form, ...edits })).toEqual(payload));
});

describe('personalInfoChanges', () => {
  const loaded: PersonalInfo = {
    Address: { Address1: '245 E 300 S', City: 'Salt Lake City', ZipCode: '84101', State: 'UT' },
    PhoneNumbers: [{ PhoneNumber: '8015550100', Primary: true, OptInToTexting: false, Textable: true }],
  };
  const phones = [
    { PhoneNumber: '801-555-0100', Primary: true, OptInToTexting: false },
    { PhoneNumber: '', Primary: false, OptInToTexting: false },
  ];
  it.each([
    [
      'nothing (formatted and empty second phone)',
      { Address: loaded.Address, PhoneNumbers: phones },
      undefined,
    ],
    [
      'the address only',
      { Address: { ...loaded.Address, Address1: '1 Main St' }, PhoneNumbers: phones },
      {
        Address: { ...loaded.Address, Address1: '1 Main St' },
        PhoneNumbers: [{ PhoneNumber: '8015550100', Primary: true, OptInToTexting: false }],
      },
    ],
    [
      'a second phone made primary',
      {
        Address: loaded.Address,
        PhoneNumbers: [
          { ...phones[0]!, Primary: false },
          { PhoneNumber: '385-555-0187', Primary: true, OptInToTexting: true },
        ],
      },
      {
        Address: null,
        PhoneNumbers: [
          { PhoneNumber: '8015550100', Primary: false, OptInToTexting: false },
          { PhoneNumber: '3855550187', Primary: true, OptInToTexting: true },
        ],
      },
    ],
  ])('%s', (_, form, payload) => expect(personalInfoChanges(loaded, form)).toEqual(payload));
});
