// @vitest-environment node
/**
 * A new password ends the user's other sessions (a reset link, the post-login change, an
 * activation, a temporary password), and no way of signing in starts a session for a locked
 * or restricted user (single sign-on included).
 */
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/services/sessions.ts';
import { issueSsoToken } from '../../server/services/ssoTokens.ts';
import { issueUserToken } from '../../server/services/userTokens.ts';
import { settingsFile, testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

const NEW_PASSWORD = 'Harbor#Light42';

function userId(server: Server, username: string): number {
  return server.deps.db.get<{ id: number }>(
    'SELECT id FROM users WHERE username = :username OR activation_username = :username',
    { username },
  )!.id;
}

/** What a session token gets from a signed-in read. */
async function statusOf(server: Server, token: string): Promise<number> {
  return (await server.call('GET', 'Login/UserSession', { token })).status;
}

function sessionsOf(server: Server, username: string): number {
  return server.deps.db.all('SELECT token FROM sessions WHERE user_id = :id', {
    id: userId(server, username),
  }).length;
}

describe('a new password ends the other sessions of the user', () => {
  it('the reset link: the sessions before answer 401, the one it starts works', async () => {
    const server = await testServer();
    const first = (await server.signIn('demo.company')).json.UserToken;
    const second = (await server.signIn('demo.company')).json.UserToken;
    const link = issueUserToken(server.deps.db, server.clock, userId(server, 'demo.company'), 'reset');
    const reset = await server.call('POST', 'Login/ResetPassword', {
      body: { Enc: link, Password: NEW_PASSWORD },
    });
    expect(reset.json).toMatchObject({ HasNoErrors: true, IsLoggedIn: true });
    expect([await statusOf(server, first), await statusOf(server, second)]).toEqual([401, 401]);
    expect(await statusOf(server, reset.json.UserToken)).toBe(200);
  });

  it.each(['demo.terms', 'demo.noquestion'])(
    'the reset link of %s, who owes post-login steps, starts no session: the new password signs in, then the steps',
    async (username) => {
      const server = await testServer();
      const link = issueUserToken(server.deps.db, server.clock, userId(server, username), 'reset');
      const reset = await server.call('POST', 'Login/ResetPassword', {
        body: { Enc: link, Password: NEW_PASSWORD },
      });
      expect(reset.json).toEqual({ HasNoErrors: true, IsLoggedIn: false });
      expect(sessionsOf(server, username)).toBe(0);
      const signedIn = await server.signIn(username, NEW_PASSWORD);
      expect(signedIn.json).toMatchObject({ IsLoggedIn: true });
      expect(
        (await server.call('GET', 'accountList', { token: signedIn.json.UserToken })).json,
      ).toMatchObject({
        Errors: [{ ErrorMessage: 'PendingSignInSteps' }],
      });
    },
  );

  it('the post-login change: the session that made it stays, the other answers 401', async () => {
    const server = await testServer();
    const other = (await server.signIn('demo.newpass')).json.UserToken;
    const own = (await server.signIn('demo.newpass')).json;
    const change = await server.call('POST', 'Login/ResetPassword', {
      token: own.UserToken,
      body: { Enc: own.ChangePasswordToken, Password: NEW_PASSWORD },
    });
    expect(change.json).toEqual({ HasNoErrors: true, IsLoggedIn: true });
    expect([await statusOf(server, other), await statusOf(server, own.UserToken)]).toEqual([401, 200]);
  });

  it('the post-login change without a session of its own ends every session', async () => {
    const server = await testServer();
    const { ChangePasswordToken } = (await server.signIn('demo.newpass')).json;
    expect(sessionsOf(server, 'demo.newpass')).toBe(1);
    await server.call('POST', 'Login/ResetPassword', {
      token: 'not-a-session',
      body: { Enc: ChangePasswordToken, Password: NEW_PASSWORD },
    });
    expect(sessionsOf(server, 'demo.newpass')).toBe(0);
  });

  it('the activation of a migrated account', async () => {
    const server = await testServer();
    const id = userId(server, 'demo.activate');
    const stray = createSession(server.deps.db, server.clock, id, { passwordSupplied: false });
    const token = issueUserToken(server.deps.db, server.clock, id, 'activation');
    const activated = await server.call('POST', 'Register/ActivateAccount', {
      body: { Token: token, Password: NEW_PASSWORD },
    });
    expect(activated.json).toMatchObject({ HasNoErrors: true, LogonNameTaken: false });
    expect(await statusOf(server, stray)).toBe(401);
  });

  it('the temporary password of recovery without a question', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { RecoveryWithoutQuestion: true } }),
    });
    const signedIn = (await server.signIn('demo.company')).json.UserToken;
    const generated = await server.call('POST', 'Recovery/GenerateNewPassword', {
      body: {
        LogonName: 'demo.company',
        EmailAddress: 'ap@harborsupply.example.com',
        ZipCode: '84101',
        ServicingBranch: '0001',
      },
    });
    expect(generated.json).toMatchObject({ HasNoErrors: true });
    expect(await statusOf(server, signedIn)).toBe(401);
  });

  it("leaves other users' sessions alone", async () => {
    const server = await testServer();
    const bystander = (await server.signIn('demo.company')).json.UserToken;
    const link = issueUserToken(server.deps.db, server.clock, userId(server, 'demo.terms'), 'reset');
    await server.call('POST', 'Login/ResetPassword', { body: { Enc: link, Password: NEW_PASSWORD } });
    expect(await statusOf(server, bystander)).toBe(200);
  });
});

const SSO = settingsFile({ institutionOptions: { SingleSignOn: true } });

/** Locks a user's name with wrong passwords, as anyone can. */
async function lockOut(server: Server, username: string) {
  for (let attempt = 0; attempt < 5; attempt++)
    await server.call('POST', 'login/userlogin', { body: { username, password: 'Wrong#Guess1' } });
}

describe('no session for a locked or restricted user', () => {
  it.each([
    ['restricted', 'demo.restricted', 'Restricted'],
    ['locked', 'demo.company', 'LockedOnBadPassword'],
  ])(
    'single sign-on refuses a %s user (%s: 403 %s) and starts no session',
    async (_case, username, reason) => {
      const server = await testServer({ settingsFile: SSO });
      if (username === 'demo.company') await lockOut(server, username);
      const token = issueSsoToken(server.deps.db, server.clock, userId(server, username));
      const { status, json } = await server.call('POST', 'login/ssologin', {
        body: { Token: token, Channel: 'Web' },
      });
      expect([status, json.Errors[0].ErrorMessage]).toEqual([403, reason]);
      expect(sessionsOf(server, username)).toBe(0);
    },
  );

  it('the security code does not sign in a user locked after the password step', async () => {
    const server = await testServer();
    const first = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: 'Borrower#2026' },
    });
    expect(first.json).toMatchObject({ IsLoggedIn: false });
    const code = await server.latestCode('demo.borrower');
    await lockOut(server, 'demo.borrower');
    const { status, json } = await server.call('POST', 'Login/ValidateCode', {
      body: { UserId: 'demo.borrower', Code: code },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'LockedOnBadPassword']);
    expect(sessionsOf(server, 'demo.borrower')).toBe(0);
  });
});
