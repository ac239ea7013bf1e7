// @vitest-environment node
/**
 * Wrong current passwords in the profile (POST /api/UpdateProfile UserInfo, issue 32 point 2)
 * count toward the sign-in lockout: the fifth locks the login name and ends the session (401
 * LockedOnBadPassword); a locked name's current password is not checked at all.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_SIGN_INS } from '../../server/services/lockout.ts';
import { testServer } from './support';

const ADMIN = 'admin-token-of-the-tests-0123456789';
const WRONG = { EmailAddress: 'alex.new@example.com', OldPassword: 'Wrong#2026' };
const RIGHT = { EmailAddress: 'alex.new@example.com', OldPassword: 'Borrower#2026' };

async function signedIn() {
  const server = await testServer({ adminToken: ADMIN });
  const token = (await server.signIn('demo.borrower')).json.UserToken as string;
  const update = (UserInfo: object) => server.call('POST', 'UpdateProfile', { token, body: { UserInfo } });
  const wrongSignIn = () =>
    server.call('POST', 'login/userlogin', { body: { username: 'demo.borrower', password: 'Wrong#2026' } });
  return { ...server, token, update, wrongSignIn };
}

const reason = (json: { Errors?: { ErrorMessage: string }[] }) => json.Errors?.[0]?.ErrorMessage;

describe('wrong current passwords in the profile', () => {
  it('lock the name on the fifth, end the session and refuse the right password at sign-in', async () => {
    const server = await signedIn();
    for (let n = 1; n < MAX_FAILED_SIGN_INS; n++) {
      const { status, json } = await server.update(WRONG);
      expect([status, reason(json)]).toEqual([200, 'InvalidCurrentPassword']);
    }
    const locked = await server.update(WRONG);
    expect([locked.status, reason(locked.json)]).toEqual([401, 'LockedOnBadPassword']);
    expect((await server.call('GET', 'Profile', { token: server.token })).status).toBe(401);
    const signIn = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: 'Borrower#2026' },
    });
    expect([signIn.status, reason(signIn.json)]).toEqual([403, 'LockedOnBadPassword']);
    const events = (await server.call('GET', 'admin/SecurityEvents', { headers: { AdminToken: ADMIN } }))
      .json;
    expect(events).toEqual([
      expect.objectContaining({ Kind: 'currentPasswordLockout', UserName: 'demo.borrower' }),
    ]);
  });

  it('count together with wrong sign-in passwords', async () => {
    const server = await signedIn();
    for (let n = 1; n < MAX_FAILED_SIGN_INS; n++) expect((await server.wrongSignIn()).status).toBe(403);
    const locked = await server.update(WRONG);
    expect([locked.status, reason(locked.json)]).toEqual([401, 'LockedOnBadPassword']);
  });

  it('are not checked while the name is locked: the right one neither saves nor answers', async () => {
    const server = await signedIn();
    for (let n = 0; n < MAX_FAILED_SIGN_INS; n++) await server.wrongSignIn();
    const refused = await server.update(RIGHT);
    expect([refused.status, reason(refused.json)]).toEqual([401, 'LockedOnBadPassword']);
    const email = server.deps.db.get<{ email: string }>(
      "SELECT c.email FROM customers c JOIN users u ON u.customer_id = c.id WHERE u.username = 'demo.borrower'",
    );
    expect(email).toEqual({ email: 'alex.morgan@example.com' });
  });

  it('are forgotten once the right one is given', async () => {
    const server = await signedIn();
    for (let n = 1; n < MAX_FAILED_SIGN_INS; n++) await server.update(WRONG);
    expect((await server.update(RIGHT)).json.HasNoErrors).toBe(true);
    const again = await server.update({ ...WRONG, EmailAddress: 'alex.other@example.com' });
    expect([again.status, reason(again.json)]).toEqual([200, 'InvalidCurrentPassword']);
  });

  it('do not count a save without a current password', async () => {
    const server = await signedIn();
    for (let n = 0; n < MAX_FAILED_SIGN_INS + 1; n++) {
      const { status, json } = await server.update({ EmailAddress: 'alex.new@example.com' });
      expect([status, reason(json)]).toEqual([200, 'InvalidCurrentPassword']);
    }
    expect((await server.update(RIGHT)).json.HasNoErrors).toBe(true);
  });
});
