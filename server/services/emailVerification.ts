/**
 * Proving an e-mail address (spec 01 §2 Self-registration, Verify e-mail): during
 * registration a code goes to the address typed in, for the browser's anonymous id (there
 * is no user yet), answered by a token (MFAToken) the code must come back with; a right
 * code marks the address verified for an hour, long enough to finish registering. A user
 * who registered without it gets a link (/#/home/verifyEmail/<token>) instead.
 */
import type { Deps } from '../http/env.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes } from './clock.ts';
import { anonymousSubject, checkCode, issueCode, pendingCode, resendCode, type CodeCheck } from './codes.ts';
import { send } from './outbox.ts';
import { forgetStaleCodes } from './retention.ts';
import { issueUserToken, liveToken, useUpToken } from './userTokens.ts';

/** How long a verified address stays good for registering. */
export const VERIFIED_MINUTES = 60;
const PURPOSE = 'register';

/**
 * Sends a new code to the address (replacing the id's earlier one) and answers its MFAToken.
 * A code for an id with one pending is a resend of its series (codes.ts): once the series has
 * had its resends or its wrong tries, nothing is sent and the answer is undefined.
 */
export function sendRegistrationCode(
  deps: Deps,
  id: string,
  firstName: string,
  email: string,
): string | undefined {
  forgetStale(deps);
  const token = newToken();
  const subject = anonymousSubject(id);
  const extras = { email, tokenHash: digest(token) };
  const code = pendingCode(deps.db, subject, PURPOSE)
    ? resendCode(deps.db, deps.clock, subject, PURPOSE, extras)
    : issueCode(deps.db, deps.clock, subject, PURPOSE, extras);
  if (code === undefined) return undefined;
  send(deps, {
    recipient: email,
    subject: 'Your registration code',
    text: `${firstName ? 'Hello {firstName}, y' : 'Y'}our code to verify this e-mail address is {code}. It expires in 10 minutes.`,
    values: { firstName, code },
    code,
    transactional: true,
  });
  return token;
}

/** Anyone can have codes sent: old codes and verifications are not kept (retention.ts). */
function forgetStale({ db, clock }: Deps) {
  forgetStaleCodes(db, clock);
  db.run('DELETE FROM verified_emails WHERE verified_at <= :since', {
    since: addMinutes(clock.now(), -VERIFIED_MINUTES),
  });
}

export function checkRegistrationCode(deps: Deps, id: string, token: string, code: string): CodeCheck {
  const subject = anonymousSubject(id);
  const pending = pendingCode(deps.db, subject, PURPOSE);
  if (!pending?.email || pending.token_hash !== digest(token)) return 'Invalid';
  const outcome = checkCode(deps.db, deps.clock, subject, PURPOSE, code);
  if (outcome === 'ok') {
    deps.db.run('INSERT INTO verified_emails (email, verified_at) VALUES (:email, :now)', {
      email: pending.email,
      now: deps.clock.now().toISOString(),
    });
  }
  return outcome;
}

/** Whether a code sent to the address was answered within the last hour. */
export function recentlyVerified({ db, clock }: Deps, email: string): boolean {
  return (
    db.get('SELECT id FROM verified_emails WHERE email = :email AND verified_at > :since', {
      email,
      since: addMinutes(clock.now(), -VERIFIED_MINUTES),
    }) !== undefined
  );
}

export function sendVerifyLink(deps: Deps, user: { id: number; username: string; email: string }) {
  const token = issueUserToken(deps.db, deps.clock, user.id, 'verifyEmail');
  send(deps, {
    recipient: user.email,
    username: user.username,
    subject: 'Verify your e-mail address',
    text: 'Open the link of this message to verify your e-mail address. It works for 7 days.',
    link: `/#/home/verifyEmail/${encodeURIComponent(token)}`,
    transactional: true,
  });
}

/** Marks the e-mail of the link's user verified; false for an unknown, used or expired link. */
export function verifyEmail({ db, clock }: Deps, token: string): boolean {
  const live = liveToken(db, clock, token, ['verifyEmail']);
  if (!live) return false;
  db.transaction(() => {
    db.run(
      'UPDATE customers SET email_verified = 1 WHERE id = (SELECT customer_id FROM users WHERE id = :userId)',
      { userId: live.userId },
    );
    useUpToken(db, token);
  });
  return true;
}
