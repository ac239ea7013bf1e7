// @vitest-environment node
/**
 * The post-login steps, enforced by the server: while a user owes a step of the queue
 * (rules/post-login.json), the session may make only the calls of its pending steps (and
 * Logout); every other signed-in call answers 403 PendingSignInSteps. Once the step is done,
 * the same calls answer 200.
 */
import { describe, expect, it } from 'vitest';
import { issueSsoToken } from '../../server/services/ssoTokens.ts';
import { settingsFile, testServer, type Answer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

const PASSWORD = 'Borrower#2026';

/** The signed-in reads a user owing a step must not make yet. */
const GUARDED_CALLS = [
  ['GET', 'accountList'],
  ['GET', 'Profile'],
  ['GET', 'Profile/LoginHistory'],
  ['GET', 'Login/UserSession'],
  ['GET', 'Application/GetList'],
  ['GET', 'PassableToken/GetPassableToken'],
] as const;

interface Session {
  server: Server;
  token: string;
  changeToken: string;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
}

async function signedIn(username: string, server?: Server): Promise<Session> {
  const own = server ?? (await testServer());
  const { json } = await own.signIn(username);
  const token = json.UserToken as string;
  return {
    server: own,
    token,
    changeToken: json.ChangePasswordToken as string,
    call: (method, path, body) => own.call(method, path, { token, body }),
  };
}

/** Each demo user's pending step, and the call that does it. */
const STEP_USERS = [
  {
    username: 'demo.terms',
    step: 'agreements',
    doStep: (session: Session) =>
      session.call('POST', 'AgreementLogging', { Agreements: [11337], UserName: 'demo.terms' }),
  },
  {
    username: 'demo.newpass',
    step: 'passwordChange',
    doStep: (session: Session) =>
      session.call('POST', 'Login/ResetPassword', { Enc: session.changeToken, Password: 'Harbor#Light42' }),
  },
  {
    username: 'demo.noquestion',
    step: 'secretQuestion',
    doStep: (session: Session) =>
      session.call('POST', 'register/SetPasswordQuestion', {
        PasswordQuestion: 'Where did you grow up?',
        PasswordAnswer: 'Ogden',
      }),
  },
  {
    username: 'demo.ssn',
    step: 'ssnValidation',
    doStep: (session: Session) =>
      session.call('POST', 'Login/VerifyNewUser', {
        Credentials: { UserName: 'demo.ssn', Password: PASSWORD },
        SocialSecurityNumber: '123456789',
      }),
  },
] as const;

/** What each guarded call answers a session: its status and reason. */
async function answers(session: Session) {
  const rows: [string, number, string | undefined][] = [];
  for (const [method, path] of GUARDED_CALLS) {
    const { status, json } = await session.call(method, path);
    rows.push([`${method} ${path}`, status, json.Errors?.[0]?.ErrorMessage]);
  }
  return rows;
}

describe('a session that owes a post-login step', () => {
  it.each(STEP_USERS)(
    '$username: every other call answers 403 PendingSignInSteps naming $step',
    async (user) => {
      const session = await signedIn(user.username);
      expect(await answers(session)).toEqual(
        GUARDED_CALLS.map(([method, path]) => [`${method} ${path}`, 403, 'PendingSignInSteps']),
      );
      expect((await session.call('GET', 'accountList')).json.Message).toBe(
        `Finish signing in first: this call waits for the pending sign-in steps ${user.step}.`,
      );
    },
  );

  it.each(STEP_USERS)('$username: the $step call works, and then every call answers 200', async (user) => {
    const session = await signedIn(user.username);
    const done = await user.doStep(session);
    expect([done.status, done.json.HasNoErrors]).toEqual([200, true]);
    expect(await answers(session)).toEqual(
      GUARDED_CALLS.map(([method, path]) => [`${method} ${path}`, 200, undefined]),
    );
  });

  it.each(STEP_USERS)('$username may log out before the step', async (user) => {
    const session = await signedIn(user.username);
    expect((await session.call('POST', 'Login/Logout')).status).toBe(200);
    expect((await session.call('GET', 'accountList')).status).toBe(401);
  });

  it('lets the password step check a password as the user types', async () => {
    const session = await signedIn('demo.newpass');
    const { status, json } = await session.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
      PasswordToValidate: PASSWORD,
      InvalidWhenPasswordExists: true,
    });
    expect([status, json.PasswordExists]).toEqual([200, true]);
  });

  it.each([
    ['demo.terms', 'register/SetPasswordQuestion', { PasswordQuestion: 'Where?', PasswordAnswer: 'Here' }],
    ['demo.noquestion', 'AgreementLogging', { Agreements: [11337], UserName: 'demo.noquestion' }],
    [
      'demo.terms',
      'Login/VerifyNewUser',
      { Credentials: { UserName: 'demo.terms', Password: PASSWORD }, SocialSecurityNumber: '1' },
    ],
  ])('%s may not make the call of a step it does not owe (%s)', async (username, path, body) => {
    const session = await signedIn(username);
    const { status, json } = await session.call('POST', path, body);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'PendingSignInSteps']);
  });

  it('names every pending step, in the order of the queue', async () => {
    const server = await testServer();
    server.deps.db.run("UPDATE users SET secret_question = NULL WHERE username = 'demo.newpass'");
    const session = await signedIn('demo.newpass', server);
    const { json } = await session.call('GET', 'Profile');
    expect(json.Message).toContain('steps passwordChange, secretQuestion.');
    // The password step's call is allowed while both are pending, the question's too.
    const question = await session.call('POST', 'register/SetPasswordQuestion', {
      PasswordQuestion: 'Where did you grow up?',
      PasswordAnswer: 'Ogden',
    });
    expect(question.status).toBe(200);
    expect((await session.call('GET', 'Profile')).json.Message).toContain('steps passwordChange.');
  });
});

describe('the facts of the steps', () => {
  it('a user without pending steps makes every call', async () => {
    const session = await signedIn('demo.borrower');
    expect(await answers(session)).toEqual(
      GUARDED_CALLS.map(([method, path]) => [`${method} ${path}`, 200, undefined]),
    );
  });

  it('asks no SSN of a single sign-on session: no password was supplied', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { SingleSignOn: true } }),
    });
    const user = server.deps.db.get<{ id: number }>("SELECT id FROM users WHERE username = 'demo.ssn'")!;
    const sso = await server.call('POST', 'login/ssologin', {
      body: { Token: issueSsoToken(server.deps.db, server.clock, user.id), Channel: 'Web' },
    });
    expect(sso.json).toMatchObject({ IsLoggedIn: true, EmailIsVerified: false });
    expect((await server.call('GET', 'accountList', { token: sso.json.UserToken })).status).toBe(200);
  });

  it('asks no secret question when recovery needs none (RecoveryWithoutQuestion)', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { RecoveryWithoutQuestion: true } }),
    });
    const session = await signedIn('demo.noquestion', server);
    expect((await session.call('GET', 'accountList')).status).toBe(200);
  });

  it('asks for an agreement dated later than the one the user accepted', async () => {
    const server = await testServer({
      settingsFile: settingsFile({
        gassySettings: {
          shared: { agreements: { agreement2: '/terms/new.html|2026-11-01|New Terms|login' } },
        },
      }),
    });
    const session = await signedIn('demo.company', server);
    expect((await session.call('GET', 'accountList')).json.Message).toContain('steps agreements.');
    const agreed = await session.call('POST', 'AgreementLogging', {
      Agreements: [11338],
      UserName: 'demo.company',
    });
    expect(agreed.status).toBe(200);
    expect((await session.call('GET', 'accountList')).status).toBe(200);
  });
});
