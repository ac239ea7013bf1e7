// @vitest-environment node
/** Credential recovery: Recovery/GetSecretQuestion, AnswerSecretQuestion and GenerateNewPassword. */
import { describe, expect, it } from 'vitest';
import { recordFailedAttempt, tooManyAttempts } from '../../server/services/recovery.ts';
import { reasons } from './registrationData';
import { expectSchema, settingsFile, testServer, tokenOf } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

/** demo.borrower's identity as the recovery form sends it. */
const BORROWER = {
  EmailAddress: 'alex.morgan@example.com',
  DateOfBirth: '05/17/1980',
  ZipCode: '84101',
  ServicingBranch: '0001',
};
const QUESTION = 'What was the name of your first pet?';
const WITHOUT_QUESTION = { institutionOptions: { RecoveryWithoutQuestion: true } };

const question = (server: Server, body: object) =>
  server.call('POST', 'Recovery/GetSecretQuestion', { body });
const answer = (server: Server, body: object = {}) =>
  server.call('POST', 'Recovery/AnswerSecretQuestion', {
    body: {
      ...BORROWER,
      LogonName: 'demo.borrower',
      SecretQuestion: QUESTION,
      SecretAnswer: 'rover',
      ...body,
    },
  });
const generate = (server: Server, body: object = {}) =>
  server.call('POST', 'Recovery/GenerateNewPassword', {
    body: {
      LogonName: 'demo.terms',
      EmailAddress: 'taylor.reed@example.com',
      ZipCode: '84101',
      ServicingBranch: '0001',
      CredentialExpiration: '',
      ...body,
    },
  });

describe('POST Recovery/GetSecretQuestion', () => {
  it.each([
    ['every field', BORROWER],
    [
      'the e-mail alone (other fields hidden)',
      { EmailAddress: 'ALEX.MORGAN@example.com', DateOfBirth: '', ZipCode: '', ServicingBranch: '' },
    ],
    ['the branch and date of birth alone', { ServicingBranch: '1', DateOfBirth: '05171980' }],
    [
      'the branch, a date of birth written YYYY-MM-DD and the zip',
      { ServicingBranch: '0001', DateOfBirth: '1980-05-17', ZipCode: '84101' },
    ],
  ])('finds demo.borrower by %s', async (_case, body) => {
    const server = await testServer();
    const { status, json } = await question(server, body);
    expect([status, json]).toEqual([
      200,
      {
        HasNoErrors: true,
        Errors: [],
        Credentials: { SecretQuestion: QUESTION, LogonName: 'demo.borrower' },
      },
    ]);
    expectSchema('api/recovery.json#/$defs/GetSecretQuestionResponse', json);
  });

  it.each([
    ['another zip', { ...BORROWER, ZipCode: '84102' }],
    ['another date of birth', { ...BORROWER, DateOfBirth: '05/18/1980' }],
    ['an unreadable date of birth', { ...BORROWER, DateOfBirth: '17.05.1980' }],
    ['an unknown e-mail', { EmailAddress: 'nobody@example.com' }],
    ['the branch alone (every demo user has it)', { ServicingBranch: '0001', ZipCode: '84101' }],
    ['nothing', {}],
  ])('answers Invalid for %s', async (_case, body) => {
    const server = await testServer();
    const { status, json } = await question(server, body);
    expect([status, json]).toEqual([200, { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] }]);
    expectSchema('api/common.json#/$defs/ErrorResponse', json);
  });

  it('answers BadQuestion for a user without a question, unless recovery works without one', async () => {
    const server = await testServer();
    expect(reasons((await question(server, { EmailAddress: 'casey.brooks@example.com' })).json)).toEqual([
      'BadQuestion',
    ]);
    const without = await testServer({ settingsFile: settingsFile(WITHOUT_QUESTION) });
    expect((await question(without, { EmailAddress: 'casey.brooks@example.com' })).json.Credentials).toEqual({
      SecretQuestion: '',
      LogonName: 'demo.noquestion',
    });
    expect((await question(without, BORROWER)).json.Credentials.SecretQuestion).toBe('');
  });

  it('closes after 5 failed attempts within 30 minutes (RecoveryMaxAttempts), even for the right identity', async () => {
    const server = await testServer();
    for (let attempt = 0; attempt < 5; attempt++)
      expect(reasons((await question(server, { ...BORROWER, ZipCode: '99999' })).json)).toEqual(['Invalid']);
    expect(reasons((await question(server, BORROWER)).json)).toEqual(['RecoveryMaxAttempts']);
    server.clock.advanceMinutes(31);
    expect((await question(server, BORROWER)).json.HasNoErrors).toBe(true);
  });

  it('counts attempts per e-mail address and per client address', async () => {
    const { deps } = await testServer();
    for (let attempt = 0; attempt < 4; attempt++) recordFailedAttempt(deps, 'a@example.com', '203.0.113.1');
    recordFailedAttempt(deps, 'a@example.com', '203.0.113.2');
    expect(tooManyAttempts(deps, 'A@example.com', '198.51.100.9')).toBe(true);
    expect(tooManyAttempts(deps, 'b@example.com', '198.51.100.9')).toBe(false);
    expect(tooManyAttempts(deps, '', '203.0.113.1')).toBe(false);
    recordFailedAttempt(deps, '', '203.0.113.1');
    expect(tooManyAttempts(deps, '', '203.0.113.1')).toBe(true);
  });

  it('answers 500 when the server fails', async () => {
    const server = await testServer();
    server.deps.db.run('DROP TABLE recovery_attempts');
    const { status, json } = await question(server, BORROWER);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([500, 'ServerError']);
  });

  it.each([
    ['a zip of 4 digits', { ZipCode: '8410' }, 'ZipCode must match pattern'],
    ['a branch of 5 digits', { ServicingBranch: '00001' }, 'ServicingBranch must match pattern'],
    ['an unknown property', { LogonName: 'demo.borrower' }, 'unknown property LogonName'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const server = await testServer();
    const { status, json } = await question(server, body);
    expect([status, json.Errors[0].ErrorMessage, json.Message]).toEqual([
      400,
      'BadRequest',
      expect.stringContaining(message),
    ]);
  });
});

describe('POST Recovery/AnswerSecretQuestion', () => {
  it('e-mails a reset link for the right answer', async () => {
    const server = await testServer();
    const { status, json } = await answer(server, { SecretAnswer: '  rover ' });
    expect([status, json.HasNoErrors]).toEqual([200, true]);
    expect(json.SuccessMessage).toEqual(expect.any(String));
    expectSchema('api/recovery.json#/$defs/RecoveryResponse', json);
    const [message] = await server.outbox('demo.borrower');
    expect(message).toMatchObject({
      to: 'alex.morgan@example.com',
      subject: 'Reset your password',
      code: null,
    });
    expect(message!.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/home\/forcePasswordChange\/[\w-]{40,}$/);
    const check = await server.call('POST', 'Login/CheckResetToken', {
      body: { Token: tokenOf(message!.link) },
    });
    expect(check.json).toEqual({ Expired: false });
  });

  it('answers RecoveryFailed for a wrong answer, counting it', async () => {
    const server = await testServer();
    for (let attempt = 0; attempt < 5; attempt++)
      expect(reasons((await answer(server, { SecretAnswer: 'fido' })).json)).toEqual(['RecoveryFailed']);
    expect(reasons((await answer(server)).json)).toEqual(['RecoveryMaxAttempts']);
    expect(await server.outbox('demo.borrower')).toEqual([]);
  });

  it('answers Invalid when the logon name is not the identity’s', async () => {
    const server = await testServer();
    expect(reasons((await answer(server, { LogonName: 'demo.terms' })).json)).toEqual(['Invalid']);
  });

  it('answers BadQuestion for a user without a question', async () => {
    const server = await testServer();
    const { json } = await answer(server, {
      EmailAddress: 'casey.brooks@example.com',
      DateOfBirth: '',
      LogonName: 'demo.noquestion',
    });
    expect(reasons(json)).toEqual(['BadQuestion']);
  });

  it('answers Error for a user without an e-mail address to send the link to', async () => {
    const server = await testServer();
    server.deps.db.run("UPDATE customers SET email = NULL WHERE customer_id = 'C1001'");
    const { json } = await answer(server, { EmailAddress: '' });
    expect(reasons(json)).toEqual(['Error']);
  });

  it('refuses a body without SecretAnswer (400)', async () => {
    const server = await testServer();
    const { status } = await server.call('POST', 'Recovery/AnswerSecretQuestion', {
      body: { ...BORROWER, LogonName: 'demo.borrower' },
    });
    expect(status).toBe(400);
  });
});

describe('POST Recovery/GenerateNewPassword', () => {
  it('is refused unless recovery works without a question (403 NotAuthorized)', async () => {
    const server = await testServer();
    const { status, json } = await generate(server);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'NotAuthorized']);
  });

  it('e-mails a temporary password that must be changed at sign-in', async () => {
    const server = await testServer({ settingsFile: settingsFile(WITHOUT_QUESTION) });
    const { json } = await generate(server);
    expect(json).toMatchObject({ HasNoErrors: true });
    expectSchema('api/recovery.json#/$defs/RecoveryResponse', json);
    const [message] = await server.outbox('demo.terms');
    expect(message).toMatchObject({ subject: 'Your temporary password', link: null });
    expect(message!.code).toMatch(/^[A-Z][a-z]{4}#[2-9]{4}$/);
    expect(message!.text).toContain('24 hours');
    expect(
      (
        await server.call('POST', 'login/userlogin', {
          body: { username: 'demo.terms', password: 'Borrower#2026' },
        })
      ).status,
    ).toBe(403);
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.terms', password: message!.code },
    });
    expect(login.json).toMatchObject({ IsLoggedIn: true, MustChangePassword: true });
    const changed = await server.call('POST', 'Login/ResetPassword', {
      body: { Enc: login.json.ChangePasswordToken, Password: 'Harbor#Light42' },
    });
    expect(changed.json).toEqual({ HasNoErrors: true, IsLoggedIn: true });
    server.clock.advanceMinutes(25 * 60);
    const later = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.terms', password: 'Harbor#Light42' },
    });
    expect(later.json).toMatchObject({ IsLoggedIn: true, MustChangePassword: false });
  });

  it.each([
    ['2', 2],
    [3, 3],
  ])('lets the temporary password work for CredentialExpiration %s hours', async (expiration, hours) => {
    const server = await testServer({ settingsFile: settingsFile(WITHOUT_QUESTION) });
    await generate(server, { CredentialExpiration: expiration });
    const [message] = await server.outbox('demo.terms');
    const login = () =>
      server.call('POST', 'login/userlogin', { body: { username: 'demo.terms', password: message!.code } });
    server.clock.advanceMinutes(hours * 60 - 1);
    expect((await login()).status).toBe(200);
    server.clock.advanceMinutes(1);
    const late = await login();
    expect([late.status, late.json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });

  it('answers Invalid for an identity that does not match, counting it', async () => {
    const server = await testServer({ settingsFile: settingsFile(WITHOUT_QUESTION) });
    for (let attempt = 0; attempt < 5; attempt++)
      expect(reasons((await generate(server, { ZipCode: '84102' })).json)).toEqual(['Invalid']);
    expect(reasons((await generate(server)).json)).toEqual(['RecoveryMaxAttempts']);
  });

  it('refuses an expiration that is not a number of hours (400)', async () => {
    const server = await testServer({ settingsFile: settingsFile(WITHOUT_QUESTION) });
    expect((await generate(server, { CredentialExpiration: 'soon' })).status).toBe(400);
  });
});
