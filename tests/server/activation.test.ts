// @vitest-environment node
/** The migrated demo.activate: its activation e-mail from the seed, and Register/ActivateAccount. */
import { describe, expect, it } from 'vitest';
import { expectSchema, settingsFile, testServer, tokenOf } from './support';

const PASSWORD = 'Harbor#Light42';

async function seeded(options: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(options);
  const [message] = await server.outbox('demo.activate');
  return { ...server, message: message!, token: tokenOf(message!.link) };
}

function activate(server: Awaited<ReturnType<typeof testServer>>, Token: string, Password = PASSWORD) {
  return server.call('POST', 'Register/ActivateAccount', { body: { Token, Password } });
}

describe('the migrated user demo.activate', () => {
  it('gets the activation link by e-mail when the data is seeded', async () => {
    const { message, logged } = await seeded();
    expect(message).toMatchObject({
      to: 'jamie.fischer@example.com',
      subject: 'Activate your account',
      code: null,
    });
    expect(message.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/home\/activate\?token=[\w-]{40,}$/);
    expect(logged.join('\n')).toContain(
      '[outbox] to jamie.fischer@example.com (demo.activate): Activate your account',
    );
  });

  it('cannot sign in before activation', async () => {
    const { call } = await seeded();
    const { status, json } = await call('POST', 'login/userlogin', {
      body: { username: 'demo.activate', password: 'Borrower#2026' },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });
});

describe('POST Register/ActivateAccount', () => {
  it('sets the password and the logon name, once; the user then signs in', async () => {
    const server = await seeded();
    const { status, json } = await activate(server, server.token);
    expect([status, json]).toEqual([
      200,
      { HasNoErrors: true, LogonNameTaken: false, Restricted: false, UserName: 'demo.activate' },
    ]);
    expectSchema('api/register.json#/$defs/ActivateAccountResponse', json);
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.activate', password: PASSWORD },
    });
    expect(login.json).toMatchObject({
      IsLoggedIn: true,
      EmailIsVerified: true,
      HasPasswordQuestion: true,
      MustChangePassword: false,
    });
    const again = await activate(server, server.token, 'Other#Light43');
    expect([again.status, again.json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });

  it.each([
    ['an unknown token', 0, 'not-a-token'],
    ['a token 30 days old', 30 * 24 * 60, undefined],
  ])('refuses %s (403 Invalid)', async (_case, minutes, token) => {
    const server = await seeded();
    server.clock.advanceMinutes(minutes);
    const { status, json } = await activate(server, token ?? server.token);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });

  it.each([
    ['too short', 'Ab1#', 'PasswordTooShort'],
    ['without a special character', 'HarborLight42', 'PasswordMissingSpecialCharacter'],
    ['containing the logon name', 'Demo.activate#1', 'PasswordSameAsLogin'],
  ])('refuses a password %s, keeping the link', async (_case, password, reason) => {
    const server = await seeded();
    const { status, json } = await activate(server, server.token, password);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, reason]);
    expect((await activate(server, server.token)).status).toBe(200);
  });

  it("takes a password of up to 128 characters even without customer credentials, as the portal's activation form does (spec 01 §5)", async () => {
    const server = await seeded({
      settingsFile: settingsFile({ institutionOptions: { UseCustomerCredentials: false } }),
    });
    const long = `Harbor#Light42${'abc'.repeat(38)}`;
    const refused = await activate(server, server.token, `${long}y`);
    expect([refused.status, refused.json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect((await activate(server, server.token, long)).status).toBe(200);
  });

  it('answers LogonNameTaken when someone took the name meanwhile, changing nothing', async () => {
    const server = await seeded();
    server.deps.db.run("UPDATE users SET username = 'demo.activate' WHERE username = 'demo.company'");
    const { status, json } = await activate(server, server.token);
    expect([status, json]).toEqual([
      200,
      { HasNoErrors: true, LogonNameTaken: true, Restricted: false, UserName: 'demo.activate' },
    ]);
    const waiting = server.deps.db.get(
      "SELECT username FROM users WHERE activation_username = 'demo.activate'",
    );
    expect(waiting).toEqual({ username: '~activation:C1008' });
    expect(
      (await server.call('POST', 'Login/LookupLoginFromToken', { body: { UserToken: server.token } })).json,
    ).toEqual({
      Logon: 'demo.activate',
    });
  });

  it('activates a restricted customer, answering Restricted; sign-in says Restricted', async () => {
    const server = await seeded();
    server.deps.db.run("UPDATE customers SET restricted = 1 WHERE customer_id = 'C1008'");
    expect((await activate(server, server.token)).json).toMatchObject({
      Restricted: true,
      LogonNameTaken: false,
    });
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.activate', password: PASSWORD },
    });
    expect([login.status, login.json.Errors[0].ErrorMessage]).toEqual([403, 'Restricted']);
  });

  it('refuses a reset token of another kind (403 Invalid)', async () => {
    const server = await seeded();
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.newpass', password: 'Borrower#2026' },
    });
    const { status, json } = await activate(server, login.json.ChangePasswordToken);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });

  it.each([
    ['no password', { Token: 't' }, 'needs Password'],
    ['an empty token', { Token: '', Password: PASSWORD }, 'Token must NOT have fewer'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const server = await seeded();
    const { status, json } = await server.call('POST', 'Register/ActivateAccount', { body });
    expect([status, json.Errors[0].ErrorMessage, json.Message]).toEqual([
      400,
      'BadRequest',
      expect.stringContaining(message),
    ]);
  });
});
