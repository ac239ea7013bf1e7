// @vitest-environment jsdom
/** src/api/recovery.ts: paths, bodies, answers checked at the boundary, and the catalogue's refusals. */
import { describe, expect, it } from 'vitest';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from '../../../src/api/recovery';
import { answerPost, forbidden, problemOf } from './support';

const IDENTITY = {
  EmailAddress: 'alex.morgan@example.com',
  ServicingBranch: '0001',
  DateOfBirth: '05/17/1980',
  ZipCode: '84101',
};
const FOUND = {
  HasNoErrors: true,
  Errors: [],
  Credentials: { SecretQuestion: 'What was the name of your first pet?', LogonName: 'demo.borrower' },
};
const ANSWER = {
  ...IDENTITY,
  LogonName: 'demo.borrower',
  SecretQuestion: 'What was the name of your first pet?',
  SecretAnswer: 'rover',
};
const GENERATE = {
  LogonName: 'demo.borrower',
  EmailAddress: IDENTITY.EmailAddress,
  ZipCode: '84101',
  ServicingBranch: '0001',
  CredentialExpiration: 24,
};

describe('getSecretQuestion', () => {
  it('posts the identity and answers the logon name and question', async () => {
    const bodies = answerPost('Recovery/GetSecretQuestion', FOUND);
    expect(await getSecretQuestion(IDENTITY)).toEqual(FOUND);
    expect(bodies).toEqual([IDENTITY]);
  });

  it('turns an answer without Credentials into a malformed error', async () => {
    answerPost('Recovery/GetSecretQuestion', { HasNoErrors: true });
    expect(await problemOf(getSecretQuestion(IDENTITY))).toMatchObject({
      kind: 'malformed',
      detail: expect.stringContaining('GetSecretQuestionResponse'),
    });
  });

  it.each(['Invalid', 'RecoveryMaxAttempts', 'BadQuestion'])('fails as rejected %s', async (reason) => {
    answerPost('Recovery/GetSecretQuestion', forbidden(reason));
    expect(await problemOf(getSecretQuestion(IDENTITY))).toEqual({ kind: 'rejected', reason });
  });

  it('fails as http 500 on a server error, and forbidden in maintenance', async () => {
    answerPost('Recovery/GetSecretQuestion', forbidden('ServerError'), 500);
    expect(await problemOf(getSecretQuestion(IDENTITY))).toEqual({
      kind: 'http',
      status: 500,
      reason: 'ServerError',
    });
    answerPost('Recovery/GetSecretQuestion', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(getSecretQuestion(IDENTITY))).toEqual({
      kind: 'forbidden',
      reason: 'maintenanceModeEnabled',
    });
  });
});

describe('answerSecretQuestion', () => {
  it('posts the user object with the answer', async () => {
    const bodies = answerPost('Recovery/AnswerSecretQuestion', {
      HasNoErrors: true,
      SuccessMessage: 'On its way.',
    });
    expect(await answerSecretQuestion(ANSWER)).toEqual({ HasNoErrors: true, SuccessMessage: 'On its way.' });
    expect(bodies).toEqual([ANSWER]);
  });

  it('fails as rejected RecoveryFailed, forbidden in maintenance, malformed for a bad answer', async () => {
    answerPost('Recovery/AnswerSecretQuestion', forbidden('RecoveryFailed'));
    expect(await problemOf(answerSecretQuestion(ANSWER))).toEqual({
      kind: 'rejected',
      reason: 'RecoveryFailed',
    });
    answerPost('Recovery/AnswerSecretQuestion', forbidden('maintenanceModeEnabled'), 403);
    expect((await problemOf(answerSecretQuestion(ANSWER))).kind).toBe('forbidden');
    answerPost('Recovery/AnswerSecretQuestion', { HasNoErrors: true, SuccessMessage: 7 });
    expect((await problemOf(answerSecretQuestion(ANSWER))).kind).toBe('malformed');
  });
});

describe('generateNewPassword', () => {
  it('posts the logon, identity and expiration', async () => {
    const bodies = answerPost('Recovery/GenerateNewPassword', { HasNoErrors: true, Errors: [] });
    expect(await generateNewPassword(GENERATE)).toEqual({ HasNoErrors: true, Errors: [] });
    expect(bodies).toEqual([GENERATE]);
  });

  it('fails as forbidden NotAuthorized when the institution does not recover without a question', async () => {
    answerPost('Recovery/GenerateNewPassword', forbidden('NotAuthorized'), 403);
    expect(await problemOf(generateNewPassword(GENERATE))).toEqual({
      kind: 'forbidden',
      reason: 'NotAuthorized',
    });
  });

  it('turns a bare string answer into a malformed error', async () => {
    answerPost('Recovery/GenerateNewPassword', 'done');
    expect((await problemOf(generateNewPassword(GENERATE))).kind).toBe('malformed');
  });
});
