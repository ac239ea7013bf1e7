// @vitest-environment node
/**
 * The administrator API: off without PORTAL_ADMIN_TOKEN, refused without the token, and
 * POST /api/admin/unlock lifts a lockout, for a name nobody has alike.
 */
import { describe, expect, it } from 'vitest';
import { assemble, optionsFromEnvironment } from '../../server/start.ts';
import { TestClock } from './support';

const TOKEN = 'admin-token-0123456789';
const quiet = { log: () => {}, error: () => {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function server(adminToken?: string) {
  const { app } = await assemble({ clock: new TestClock(), logger: quiet, adminToken });
  return async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    // Without the API the answer is the server's 404, whatever its body.
    const json: unknown = text.startsWith('{') ? JSON.parse(text) : {};
    return { status: response.status, json: isRecord(json) ? json : {} };
  };
}

type Post = Awaited<ReturnType<typeof server>>;

const reason = (answer: { json: Record<string, unknown> }) =>
  (answer.json.Errors as { ErrorMessage: string }[] | undefined)?.[0]?.ErrorMessage;

async function signIn(post: Post, username: string, password: string) {
  return reason(await post('login/userlogin', { username, password })) ?? 'signed in';
}

async function lock(post: Post, username: string) {
  for (let attempt = 0; attempt < 5; attempt++) await signIn(post, username, 'nope');
  expect(await signIn(post, username, 'nope')).toBe('LockedOnBadPassword');
}

describe('POST /api/admin/unlock', () => {
  it('does not exist without PORTAL_ADMIN_TOKEN', async () => {
    const post = await server();
    const answer = await post('admin/unlock', { UserName: 'demo.company' }, { AdminToken: '' });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['no AdminToken', {}],
    ['an empty AdminToken', { AdminToken: '' }],
    ['a wrong AdminToken', { AdminToken: 'admin-token-0123456780' }],
    ['the token with one more character', { AdminToken: `${TOKEN}x` }],
  ])('refuses %s with 403 before reading the body', async (_case, headers) => {
    const post = await server(TOKEN);
    await lock(post, 'demo.company');
    const answer = await post('admin/unlock', { Unknown: 1 }, headers);
    expect([answer.status, reason(answer)]).toEqual([403, 'NotAuthorized']);
    expect(await signIn(post, 'demo.company', 'Borrower#2026')).toBe('LockedOnBadPassword');
  });

  it('lifts the lock of a user, who signs in with the right password at once', async () => {
    const post = await server(TOKEN);
    await lock(post, 'demo.company');
    const answer = await post('admin/unlock', { UserName: 'Demo.Company' }, { AdminToken: TOKEN });
    expect([answer.status, answer.json]).toEqual([200, { HasNoErrors: true }]);
    expect(await signIn(post, 'demo.company', 'Borrower#2026')).toBe('signed in');
  });

  it('answers a name nobody has alike, forgetting its wrong passwords', async () => {
    const post = await server(TOKEN);
    await lock(post, 'nobody.here');
    const answer = await post('admin/unlock', { UserName: 'nobody.here' }, { AdminToken: TOKEN });
    expect([answer.status, answer.json]).toEqual([200, { HasNoErrors: true }]);
    expect(await signIn(post, 'nobody.here', 'nope')).toBe('Invalid');
  });

  it('answers 400 for a body without UserName', async () => {
    const post = await server(TOKEN);
    const answer = await post('admin/unlock', { Name: 'demo.company' }, { AdminToken: TOKEN });
    expect([answer.status, reason(answer)]).toEqual([400, 'BadRequest']);
  });
});

describe('PORTAL_ADMIN_TOKEN', () => {
  it('switches the administrator API on', () => {
    expect(optionsFromEnvironment({ PORTAL_ADMIN_TOKEN: TOKEN }).adminToken).toBe(TOKEN);
    expect(optionsFromEnvironment({}).adminToken).toBeUndefined();
  });

  it('must be long enough not to be guessed', () => {
    expect(() => optionsFromEnvironment({ PORTAL_ADMIN_TOKEN: 'short' })).toThrow(
      'PORTAL_ADMIN_TOKEN must have at least 16 characters',
    );
  });
});
