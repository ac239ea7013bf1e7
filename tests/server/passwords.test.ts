// @vitest-environment node
/**
 * Passwords by token: Login/ResetPassword with a recovery reset token (the change-password
 * token of sign-in is in login.test.ts), the token checks, LookupLoginFromToken, and the
 * server-side checks ValidatePasswordForLoggedInUser and ValidatePasswordForResetPassword.
 */
import { describe, expect, it } from 'vitest';
import { expectSchema, testServer, tokenOf } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;
const NEW_PASSWORD = 'Harbor#Light42';

/** demo.borrower's reset token, from the link recovery e-mails. */
async function resetToken(server: Server): Promise<string> {
  const { json } = await server.call('POST', 'Recovery/AnswerSecretQuestion', {
    body: { EmailAddress: 'alex.morgan@example.com', LogonName: 'demo.borrower', SecretAnswer: 'rover' },
  });
  expect(json.HasNoErrors).toBe(true);
  return tokenOf((await server.outbox('demo.borrower'))[0]!.link);
}

const reset = (server: Server, Enc: string, Password = NEW_PASSWORD) =>
  server.call('POST', 'Login/ResetPassword', { body: { Enc, Password } });

describe('POST Login/ResetPassword with a recovery reset token', () => {
  it('sets the password and signs the user in with a new session, once', async () => {
    const server = await testServer();
    const token = await resetToken(server);
    const { status, json } = await reset(server, token);
    expect(status).toBe(200);
    expect(json).toEqual({
      HasNoErrors: true,
      IsLoggedIn: true,
      UserToken: expect.stringMatching(/^[\w-]{40,}$/),
    });
    expectSchema('api/login.json#/$defs/ResetPasswordResponse', json);
    const session = await server.call('GET', 'Login/UserSession', { token: json.UserToken });
    expect(session.json.UserName).toBe('demo.borrower');
    const again = await reset(server, token, 'Other#Light43');
    expect([again.status, again.json.Errors[0].ErrorMessage]).toEqual([403, 'Expired']);
    expect((await server.signIn('demo.borrower', NEW_PASSWORD)).json.IsLoggedIn).toBe(true);
  });

  it('expires the link after 30 minutes', async () => {
    const server = await testServer();
    const token = await resetToken(server);
    server.clock.advanceMinutes(30);
    const { status, json } = await reset(server, token);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Expired']);
  });

  it('refuses a password against the rules, keeping the link', async () => {
    const server = await testServer();
    const token = await resetToken(server);
    for (const [password, reason] of [
      ['Borrower#2026', 'ReusedPassword'],
      ['alex.morgan1@example.com', 'PasswordMissingCapitalLetter'],
      ['Alex.Morgan1@example.com', 'PasswordMatchesEmail'],
      ['Pw#11-12-23-33-3', 'PasswordSameAsSSN'],
    ]) {
      const { status, json } = await reset(server, token, password);
      expect([status, json.Errors[0].ErrorMessage]).toEqual([403, reason]);
    }
    expect((await reset(server, token)).status).toBe(200);
  });

  it('unlocks a user locked by wrong passwords', async () => {
    const server = await testServer();
    server.deps.db.run(
      "INSERT INTO sign_in_failures VALUES ('demo.borrower', 5, '2026-11-22T15:00:00.000Z', '2026-11-22T15:30:00.000Z')",
    );
    await reset(server, await resetToken(server));
    expect((await server.signIn('demo.borrower', NEW_PASSWORD)).json.IsLoggedIn).toBe(true);
  });

  it('refuses a restricted user (403 Restricted)', async () => {
    const server = await testServer();
    const token = await resetToken(server);
    server.deps.db.run("UPDATE customers SET restricted = 1 WHERE customer_id = 'C1001'");
    const { status, json } = await reset(server, token);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Restricted']);
  });

  it('refuses an activation token (403 Expired)', async () => {
    const server = await testServer();
    const { status, json } = await reset(server, tokenOf((await server.outbox('demo.activate'))[0]!.link));
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Expired']);
  });
});

describe.each(['Login/CheckResetToken', 'Login/CheckTokenExpiration'])('POST %s', (path) => {
  const check = (server: Server, Token: string) => server.call('POST', path, { body: { Token } });

  it('answers Expired false for a live reset or change-password token', async () => {
    const server = await testServer();
    const { json } = await check(server, await resetToken(server));
    expect(json).toEqual({ Expired: false });
    expectSchema('api/passwords.json#/$defs/TokenExpirationResponse', json);
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.newpass', password: 'Borrower#2026' },
    });
    expect((await check(server, login.json.ChangePasswordToken)).json).toEqual({ Expired: false });
  });

  it('answers Expired true for an unknown, used or expired token', async () => {
    const server = await testServer();
    expect((await check(server, 'not-a-token')).json).toEqual({ Expired: true });
    const used = await resetToken(server);
    await reset(server, used);
    expect((await check(server, used)).json).toEqual({ Expired: true });
    const old = await resetToken(server);
    server.clock.advanceMinutes(30);
    expect((await check(server, old)).json).toEqual({ Expired: true });
  });

  it('refuses a body without Token (400)', async () => {
    const server = await testServer();
    expect((await server.call('POST', path, { body: {} })).status).toBe(400);
  });
});

describe('POST Login/LookupLoginFromToken', () => {
  it('answers the logon of a reset token', async () => {
    const server = await testServer();
    const { json } = await server.call('POST', 'Login/LookupLoginFromToken', {
      body: { UserToken: await resetToken(server) },
    });
    expect(json).toEqual({ Logon: 'demo.borrower' });
    expectSchema('api/passwords.json#/$defs/LookupLoginFromTokenResponse', json);
  });

  it('answers the migrated logon of an activation token', async () => {
    const server = await testServer();
    const token = tokenOf((await server.outbox('demo.activate'))[0]!.link);
    const { json } = await server.call('POST', 'Login/LookupLoginFromToken', { body: { UserToken: token } });
    expect(json).toEqual({ Logon: 'demo.activate' });
  });

  it('refuses an unknown token (403 Expired), and a body without UserToken (400)', async () => {
    const server = await testServer();
    const unknown = await server.call('POST', 'Login/LookupLoginFromToken', { body: { UserToken: 'x' } });
    expect([unknown.status, unknown.json.Errors[0].ErrorMessage]).toEqual([403, 'Expired']);
    expect((await server.call('POST', 'Login/LookupLoginFromToken', { body: { Token: 'x' } })).status).toBe(
      400,
    );
  });
});

const ALL_CHECKS = {
  InvalidWhenMatchesSSN: true,
  InvalidWhenMatchEmail: true,
  InvalidWhenPasswordExists: true,
};
const NONE = { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: false };

describe('POST Login/ValidatePasswordForLoggedInUser', () => {
  async function signedIn() {
    const server = await testServer();
    return { ...server, token: (await server.signIn('demo.borrower')).json.UserToken as string };
  }

  it.each([
    ['a password holding the SSN’s digits', '11A12233b33#', { PasswordMatchesSSN: true }],
    ['the SSN itself, which could never be a password (not answered)', '111-22-3333', {}],
    ['the e-mail address', 'Alex.Morgan@example.com', { PasswordMatchesEmail: true }],
    ['something shaped like an e-mail address', 'me@home.example', { PasswordMatchesEmail: true }],
    ['the current password', 'Borrower#2026', { PasswordExists: true }],
    ['a new password', 'Harbor#Light42', {}],
  ])('flags %s', async (_case, password, flags) => {
    const server = await signedIn();
    const { status, json } = await server.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
      token: server.token,
      body: { PasswordToValidate: password, ...ALL_CHECKS },
    });
    expect([status, json]).toEqual([200, { ...NONE, ...flags }]);
    expectSchema('api/passwords.json#/$defs/ValidatePasswordResponse', json);
  });

  it('checks only what the flags ask for', async () => {
    const server = await signedIn();
    for (const password of ['111223333', 'alex.morgan@example.com', 'Borrower#2026']) {
      const { json } = await server.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
        token: server.token,
        body: { PasswordToValidate: password, InvalidWhenMatchesSSN: false },
      });
      expect(json).toEqual(NONE);
    }
  });

  it('needs a session (401) and a password (400)', async () => {
    const server = await signedIn();
    const body = { PasswordToValidate: 'x', ...ALL_CHECKS };
    expect((await server.call('POST', 'Login/ValidatePasswordForLoggedInUser', { body })).status).toBe(401);
    const bad = await server.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
      token: server.token,
      body: { ...ALL_CHECKS },
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST Login/ValidatePasswordForResetPassword', () => {
  const validate = (server: Server, ResetToken: string, PasswordToValidate: string) =>
    server.call('POST', 'Login/ValidatePasswordForResetPassword', {
      body: { PasswordToValidate, ResetToken, ...ALL_CHECKS },
    });

  it('checks for the user of a reset token', async () => {
    const server = await testServer();
    const token = await resetToken(server);
    expect((await validate(server, token, 'Borrower#2026')).json).toEqual({ ...NONE, PasswordExists: true });
    expect((await validate(server, token, '11A12233b33#')).json).toEqual({
      ...NONE,
      PasswordMatchesSSN: true,
    });
  });

  it('checks for the user of a change-password token and of an activation token', async () => {
    const server = await testServer();
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.newpass', password: 'Borrower#2026' },
    });
    expect(
      (await validate(server, login.json.ChangePasswordToken, 'Borrower#2026')).json.PasswordExists,
    ).toBe(true);
    const activation = tokenOf((await server.outbox('demo.activate'))[0]!.link);
    expect((await validate(server, activation, 'jamie.fischer@example.com')).json).toEqual({
      ...NONE,
      PasswordMatchesEmail: true,
    });
  });

  it('refuses a dead token (403 Expired) and a body without ResetToken (400)', async () => {
    const server = await testServer();
    const dead = await validate(server, 'not-a-token', 'x');
    expect([dead.status, dead.json.Errors[0].ErrorMessage]).toEqual([403, 'Expired']);
    const bad = await server.call('POST', 'Login/ValidatePasswordForResetPassword', {
      body: { PasswordToValidate: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});
