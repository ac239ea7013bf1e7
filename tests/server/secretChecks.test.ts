// @vitest-environment node
/**
 * The password checks that reveal a secret (server/services/secretChecks.ts, issue 32 point 1):
 * the SSN and current-password questions are answered only for a candidate that could be a
 * password, at most 10 times per user and per session or link in 10 minutes (then 429 with
 * Retry-After), and the first refusal of a run is a security event.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_CHECK_LIMIT } from '../../server/services/secretChecks.ts';
import { testServer, tokenOf } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

const ADMIN = 'admin-token-of-the-tests-0123456789';
const ALL_CHECKS = {
  InvalidWhenMatchesSSN: true,
  InvalidWhenMatchEmail: true,
  InvalidWhenPasswordExists: true,
};
const NONE = { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: false };
/** demo.borrower's SSN is 111-22-3333: these digits in a password the demo's rules accept. */
const SSN_INSIDE = '11A12233b33#';
/** A candidate the demo's rules accept that is neither the SSN nor the current password. */
const candidate = (n: number) => `Harbor#${String(n).padStart(2, '0')}x`;

async function signedIn(server?: Server) {
  const running = server ?? (await testServer({ adminToken: ADMIN }));
  const token = (await running.signIn('demo.borrower')).json.UserToken as string;
  const check = (PasswordToValidate: string, flags: object = ALL_CHECKS) =>
    running.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
      token,
      body: { PasswordToValidate, ...flags },
    });
  return { ...running, token, check };
}

async function events(server: Server) {
  return (await server.call('GET', 'admin/SecurityEvents', { headers: { AdminToken: ADMIN } })).json as {
    Kind: string;
    UserName: string;
  }[];
}

describe('the SSN and current-password questions', () => {
  it('are not answered for a candidate that could never be a password (the probe’s request)', async () => {
    const server = await signedIn();
    // The probe sent 100 of these; each answers false now, and none is counted.
    for (let n = 0; n < 2 * SECRET_CHECK_LIMIT.perUser; n++) {
      const { status, json } = await server.check('111-22-3333', { InvalidWhenMatchesSSN: true });
      expect([status, json]).toEqual([200, NONE]);
    }
    expect((await server.check(SSN_INSIDE)).json).toEqual({ ...NONE, PasswordMatchesSSN: true });
  });

  it('are answered for a candidate that could be a password', async () => {
    const server = await signedIn();
    expect((await server.check(SSN_INSIDE)).json).toEqual({ ...NONE, PasswordMatchesSSN: true });
    expect((await server.check('Borrower#2026')).json).toEqual({ ...NONE, PasswordExists: true });
    expect((await server.check(candidate(1))).json).toEqual(NONE);
  });

  it('stop after 10 in 10 minutes with 429 and Retry-After, and answer again once the window moves on', async () => {
    const server = await signedIn();
    for (let n = 0; n < SECRET_CHECK_LIMIT.perHolder; n++) {
      expect((await server.check(candidate(n))).status).toBe(200);
      server.clock.advanceMinutes(0.5);
    }
    const refused = await server.check('Borrower#2026');
    expect([refused.status, refused.json.Errors[0].ErrorMessage]).toEqual([429, 'TooManyRequests']);
    // The first check leaves the window 10 minutes after it was made: 5 minutes from now.
    expect(refused.headers.get('Retry-After')).toBe('300');
    server.clock.advanceMinutes(5);
    expect((await server.check('Borrower#2026')).json).toEqual({ ...NONE, PasswordExists: true });
  });

  it('count per user across sessions', async () => {
    const first = await signedIn();
    const second = await signedIn(first);
    for (let n = 0; n < SECRET_CHECK_LIMIT.perUser; n++)
      expect((await (n % 2 ? first : second).check(candidate(n))).status).toBe(200);
    expect((await first.check(candidate(99))).status).toBe(429);
    expect((await second.check(candidate(99))).status).toBe(429);
    // Another user is not affected.
    const other = await first.signIn('demo.company');
    const answer = await first.call('POST', 'Login/ValidatePasswordForLoggedInUser', {
      token: other.json.UserToken,
      body: { PasswordToValidate: candidate(1), ...ALL_CHECKS },
    });
    expect(answer.status).toBe(200);
  });

  it('count per reset link too', async () => {
    const server = await testServer();
    await server.call('POST', 'Recovery/AnswerSecretQuestion', {
      body: { EmailAddress: 'alex.morgan@example.com', LogonName: 'demo.borrower', SecretAnswer: 'rover' },
    });
    const [mail] = await server.outbox('alex.morgan@example.com');
    const ResetToken = tokenOf(mail!.link);
    const check = (PasswordToValidate: string) =>
      server.call('POST', 'Login/ValidatePasswordForResetPassword', {
        body: { PasswordToValidate, ResetToken, ...ALL_CHECKS },
      });
    expect((await check('111223333')).json).toEqual(NONE);
    for (let n = 0; n < SECRET_CHECK_LIMIT.perHolder; n++)
      expect((await check(candidate(n))).status).toBe(200);
    expect((await check(SSN_INSIDE)).status).toBe(429);
  });

  it('leave the e-mail check alone: it reveals nothing and is not counted', async () => {
    const server = await signedIn();
    for (let n = 0; n < 2 * SECRET_CHECK_LIMIT.perUser; n++) {
      const { status, json } = await server.check('Alex.Morgan@example.com', { InvalidWhenMatchEmail: true });
      expect([status, json]).toEqual([200, { ...NONE, PasswordMatchesEmail: true }]);
    }
  });

  it('record the first refusal of a run as a security event, once', async () => {
    const server = await signedIn();
    for (let n = 0; n < SECRET_CHECK_LIMIT.perUser + 5; n++) await server.check(candidate(n));
    expect(await events(server)).toEqual([
      expect.objectContaining({ Kind: 'secretCheckLimit', UserName: 'demo.borrower' }),
    ]);
    expect(server.logged.join('\n')).toContain('[security] secretCheckLimit');
  });
});
