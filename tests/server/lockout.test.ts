// @vitest-environment node
/**
 * Lockout after wrong passwords: per login name whether or not a user has it, for
 * LockoutMinutes, with a warning on the last try, the SSN step counting into it, and the
 * password work done for every name (a spy: timings are never asserted).
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../server/security/passwords.ts';
import { verifyPassword } from '../../server/security/passwords.ts';
import { MAX_TRACKED_NAMES, recordFailedSignIn } from '../../server/services/lockout.ts';
import { expectSchema, settingsFile, testServer } from './support';

vi.mock('../../server/security/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'Borrower#2026';
type Server = Awaited<ReturnType<typeof testServer>>;

async function tryPassword(server: Server, username: string, password: string) {
  const { status, json } = await server.call('POST', 'login/userlogin', { body: { username, password } });
  return status === 200 ? [status] : [status, json.Errors[0].ErrorMessage, json.AttemptsRemaining];
}

async function wrongPasswords(server: Server, username: string, times: number) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt++) answers.push(await tryPassword(server, username, 'nope'));
  return answers;
}

describe('lockout by login name', () => {
  it.each([
    ['a known name', 'demo.company'],
    ['an unknown name', 'nobody.here'],
  ])(
    'answers %s with the same reasons: a warning on the fourth wrong password, locked at the fifth',
    async (_case, name) => {
      const server = await testServer();
      expect(await wrongPasswords(server, name, 6)).toEqual([
        [403, 'Invalid', undefined],
        [403, 'Invalid', undefined],
        [403, 'Invalid', undefined],
        [403, 'Invalid', 1],
        [403, 'LockedOnBadPassword', undefined],
        [403, 'LockedOnBadPassword', undefined],
      ]);
    },
  );

  it('describes its refusals in api/login.json', async () => {
    const server = await testServer();
    for (let attempt = 0; attempt < 5; attempt++) {
      const { json } = await server.call('POST', 'login/userlogin', {
        body: { username: 'demo.company', password: 'nope' },
      });
      expectSchema('api/login.json#/$defs/LoginFailureResponse', json);
    }
  });

  it('refuses a locked user the right password too, in any case of the name', async () => {
    const server = await testServer();
    await wrongPasswords(server, 'demo.company', 5);
    expect(await tryPassword(server, 'demo.company', PASSWORD)).toEqual([
      403,
      'LockedOnBadPassword',
      undefined,
    ]);
    expect(await tryPassword(server, 'DEMO.Company', PASSWORD)).toEqual([
      403,
      'LockedOnBadPassword',
      undefined,
    ]);
  });

  it.each([
    ['the default 30 minutes', undefined, 30],
    ['LockoutMinutes 5', 5, 5],
  ])('lets the right password in again after %s', async (_case, option, minutes) => {
    const server = await testServer(
      option === undefined
        ? {}
        : { settingsFile: settingsFile({ institutionOptions: { LockoutMinutes: option } }) },
    );
    await wrongPasswords(server, 'demo.company', 5);
    server.clock.advanceMinutes(minutes - 1);
    expect(await tryPassword(server, 'demo.company', PASSWORD)).toEqual([
      403,
      'LockedOnBadPassword',
      undefined,
    ]);
    server.clock.advanceMinutes(1);
    expect(await tryPassword(server, 'demo.company', PASSWORD)).toEqual([200]);
    // The lock has run out: the count starts afresh.
    expect(await wrongPasswords(server, 'demo.company', 1)).toEqual([[403, 'Invalid', undefined]]);
  });

  it('forgets wrong passwords older than the lockout period', async () => {
    const server = await testServer();
    await wrongPasswords(server, 'demo.company', 4);
    server.clock.advanceMinutes(31);
    expect(await wrongPasswords(server, 'demo.company', 4)).toEqual([
      [403, 'Invalid', undefined],
      [403, 'Invalid', undefined],
      [403, 'Invalid', undefined],
      [403, 'Invalid', 1],
    ]);
  });

  it.each([
    ['a locked user', 'demo.company', 6],
    ['an unknown name', 'nobody.here', 1],
    ['a restricted user', 'demo.restricted', 1],
  ])('checks the password of %s all the same', async (_case, name, tries) => {
    const server = await testServer();
    await wrongPasswords(server, name, tries - 1);
    vi.mocked(verifyPassword).mockClear();
    await tryPassword(server, name, PASSWORD);
    expect(vi.mocked(verifyPassword).mock.calls.map(([password]) => password)).toEqual([PASSWORD]);
  });
});

describe('the SSN step', () => {
  it('counts wrong SSNs into the lockout, ending the session at the lock', async () => {
    const server = await testServer();
    const token = (await server.signIn('demo.ssn')).json.UserToken;
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const { json } = await server.call('POST', 'Login/VerifyNewUser', {
        token,
        body: {
          Credentials: { UserName: 'demo.ssn', Password: PASSWORD },
          SocialSecurityNumber: '999999999',
        },
      });
      expectSchema('api/login.json#/$defs/VerifyNewUserResponse', json);
      answers.push([json.Errors[0].ErrorMessage, json.AttemptsRemaining]);
    }
    expect(answers).toEqual([
      ['Invalid', undefined],
      ['Invalid', undefined],
      ['Invalid', undefined],
      ['Invalid', 1],
      ['LockedOnBadPassword', undefined],
    ]);
    expect((await server.call('GET', 'Login/UserSession', { token })).status).toBe(401);
    expect(await tryPassword(server, 'demo.ssn', PASSWORD)).toEqual([403, 'LockedOnBadPassword', undefined]);
  });
});

describe('the failures table', () => {
  const count = (server: Server) =>
    server.deps.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sign_in_failures')!.n;

  it('drops names whose failures are older than the period when a new name fails', async () => {
    const server = await testServer();
    recordFailedSignIn(server.deps, 'first.name');
    server.clock.advanceMinutes(31);
    recordFailedSignIn(server.deps, 'second.name');
    expect(server.deps.db.all('SELECT name FROM sign_in_failures')).toEqual([{ name: 'second.name' }]);
  });

  it(`keeps at most ${MAX_TRACKED_NAMES} names, dropping the oldest unlocked ones before any lock`, async () => {
    const server = await testServer();
    for (let attempt = 0; attempt < 5; attempt++) recordFailedSignIn(server.deps, 'locked.name');
    server.clock.advanceMinutes(1);
    server.deps.db.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :rows)
       INSERT INTO sign_in_failures (name, attempts, last_failed_at) SELECT 'name' || i, 1, :now FROM n`,
      { rows: MAX_TRACKED_NAMES - 1, now: server.clock.now().toISOString() },
    );
    server.deps.db.run(
      "UPDATE sign_in_failures SET last_failed_at = '2026-11-22T14:59:00.000Z' WHERE name = 'name7'",
    );
    recordFailedSignIn(server.deps, 'one.more');
    expect(count(server)).toBe(MAX_TRACKED_NAMES);
    const names = server.deps.db
      .all<{ name: string }>('SELECT name FROM sign_in_failures')
      .map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['locked.name', 'one.more']));
    expect(names).not.toContain('name7');
  });
});
