// @vitest-environment jsdom
/** src/api/register.ts: paths, bodies, answers checked at the boundary, and refusals as ApiError. */
import { describe, expect, it } from 'vitest';
import {
  activateAccount,
  generateMfaCode,
  registerUser,
  validateEmail,
  validateRegistrationCode,
  type RegistrationRequest,
} from '../../../src/api/register';
import { RIVERA } from '../../server/registrationData';
import { answerPost, forbidden, problemOf } from './support';

/** Sam Rivera's registration, as the server tests send it, with one agreement accepted. */
const PAYLOAD: RegistrationRequest = { ...RIVERA, Agreements: [{ AgreedTo: true, AgreementType: 11338 }] };
const CODE = { Code: '123456', MFAToken: 'mfa-token', UserId: '6f1c2a9e-4b7d-4e0a' };

describe('generateMfaCode', () => {
  it('posts the id, name and address and answers the MFAToken', async () => {
    const bodies = answerPost('Register/GenerateMFACode', { MFAToken: 'mfa-token' });
    const body = { Id: '6f1c2a9e-4b7d-4e0a', FirstName: 'Sam', EmailAddress: 'new.rivera@example.com' };
    expect(await generateMfaCode(body)).toBe('mfa-token');
    expect(bodies).toEqual([body]);
  });

  it('turns an answer without MFAToken into a malformed error', async () => {
    answerPost('Register/GenerateMFACode', { Token: 'x' });
    expect(await problemOf(generateMfaCode({ Id: 'i', FirstName: '', EmailAddress: 'a@b.c' }))).toMatchObject(
      {
        kind: 'malformed',
        detail: expect.stringContaining('GenerateMfaCodeResponse'),
      },
    );
  });

  it('turns 403 maintenanceModeEnabled into a forbidden error', async () => {
    answerPost('Register/GenerateMFACode', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(generateMfaCode({ Id: 'i', FirstName: '', EmailAddress: 'a@b.c' }))).toEqual({
      kind: 'forbidden',
      reason: 'maintenanceModeEnabled',
    });
  });
});

describe('validateRegistrationCode', () => {
  it('posts the code, token and id', async () => {
    const bodies = answerPost('Register/ValidateCode', { HasNoErrors: true });
    expect(await validateRegistrationCode(CODE)).toEqual({ HasNoErrors: true });
    expect(bodies).toEqual([CODE]);
  });

  it.each(['Invalid', 'CodeExpired', 'MaxAttemptsReached'])('fails with forbidden %s', async (reason) => {
    answerPost('Register/ValidateCode', forbidden(reason), 403);
    expect(await problemOf(validateRegistrationCode(CODE))).toEqual({ kind: 'forbidden', reason });
  });

  it('turns an answer without HasNoErrors into a malformed error', async () => {
    answerPost('Register/ValidateCode', {});
    expect((await problemOf(validateRegistrationCode(CODE))).kind).toBe('malformed');
  });
});

describe('registerUser', () => {
  it('posts the payload to Register/RegisterUser', async () => {
    const bodies = answerPost('Register/RegisterUser', { HasNoErrors: true, Errors: [] });
    expect(await registerUser(PAYLOAD)).toEqual({ HasNoErrors: true, Errors: [] });
    expect(bodies).toEqual([PAYLOAD]);
  });

  it.each(['LoginNameExists', 'Invalid', 'Restricted', 'MustAgreeToAllError'])(
    'fails with the first reason code, %s, as rejected',
    async (reason) => {
      answerPost('Register/RegisterUser', {
        HasNoErrors: false,
        Errors: [{ ErrorMessage: reason }, { ErrorMessage: 'SSN' }],
      });
      expect(await problemOf(registerUser(PAYLOAD))).toEqual({ kind: 'rejected', reason });
    },
  );

  it('turns 403 maintenanceModeEnabled into a forbidden error and a malformed answer into malformed', async () => {
    answerPost('Register/RegisterUser', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(registerUser(PAYLOAD))).toEqual({
      kind: 'forbidden',
      reason: 'maintenanceModeEnabled',
    });
    answerPost('Register/RegisterUser', { HasNoErrors: 'yes' });
    expect((await problemOf(registerUser(PAYLOAD))).kind).toBe('malformed');
  });
});

describe('activateAccount', () => {
  const ANSWER = { HasNoErrors: true, LogonNameTaken: false, Restricted: false, UserName: 'demo.activate' };

  it('posts the token and password and answers the activation', async () => {
    const bodies = answerPost('Register/ActivateAccount', ANSWER);
    expect(await activateAccount({ Token: 't', Password: 'Harbor#Light42' })).toEqual(ANSWER);
    expect(bodies).toEqual([{ Token: 't', Password: 'Harbor#Light42' }]);
  });

  it('turns an answer without UserName into a malformed error', async () => {
    answerPost('Register/ActivateAccount', { ...ANSWER, UserName: undefined });
    expect((await problemOf(activateAccount({ Token: 't', Password: 'p' }))).kind).toBe('malformed');
  });

  it.each(['Invalid', 'PasswordTooShort'])('fails with forbidden %s', async (reason) => {
    answerPost('Register/ActivateAccount', forbidden(reason), 403);
    expect(await problemOf(activateAccount({ Token: 't', Password: 'p' }))).toEqual({
      kind: 'forbidden',
      reason,
    });
  });
});

describe('validateEmail', () => {
  it('posts the link value as EncryptedUserData', async () => {
    const bodies = answerPost('Login/ValidateEmail', { HasNoErrors: true });
    expect(await validateEmail('enc-1')).toEqual({ HasNoErrors: true });
    expect(bodies).toEqual([{ EncryptedUserData: 'enc-1' }]);
  });

  it('fails as rejected Invalid for a dead link, forbidden in maintenance, malformed for a bad answer', async () => {
    answerPost('Login/ValidateEmail', forbidden('Invalid'));
    expect(await problemOf(validateEmail('enc-1'))).toEqual({ kind: 'rejected', reason: 'Invalid' });
    answerPost('Login/ValidateEmail', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(validateEmail('enc-1'))).toEqual({
      kind: 'forbidden',
      reason: 'maintenanceModeEnabled',
    });
    answerPost('Login/ValidateEmail', ['ok']);
    expect((await problemOf(validateEmail('enc-1'))).kind).toBe('malformed');
  });
});
