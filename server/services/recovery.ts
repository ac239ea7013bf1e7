/**
 * Credential recovery (spec 01 §2 Recovery, §4, §8): finding the user from the identity
 * fields the portal shows, counting failed attempts (five within 30 minutes, per e-mail
 * address or per client address, close recovery for a while), the reset link sent after
 * a right secret answer, and the temporary password of recovery without a question.
 */
import { randomInt } from 'node:crypto';
import type {
  AnswerSecretQuestionRequest,
  GetSecretQuestionRequest,
} from '../../src/generated/api-types/recovery.ts';
import type { Deps } from '../http/env.ts';
import { hashPassword } from '../security/passwords.ts';
import { addMinutes } from './clock.ts';
import { send } from './outbox.ts';
import { issueUserToken } from './userTokens.ts';
import { setPassword, userById, type User } from './users.ts';

export const MAX_RECOVERY_ATTEMPTS = 5;
export const RECOVERY_WINDOW_MINUTES = 30;
/** How long a temporary password works when the request does not say. */
export const TEMPORARY_PASSWORD_HOURS = 24;

/** The identity fields of the recovery requests, and the logon name of the later steps. */
export type Identity = GetSecretQuestionRequest & Partial<Pick<AnswerSecretQuestionRequest, 'LogonName'>>;

/** YYYY-MM-DD of MM/DD/YYYY, MMDDYYYY (a masked field's digits) or YYYY-MM-DD; '' when blank or unreadable. */
export function isoDate(text: string): string {
  const us = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(text.trim());
  return us ? `${us[3]}-${us[1]}-${us[2]}` : /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : '';
}

export function tooManyAttempts({ db, clock }: Deps, email: string, ip: string): boolean {
  const row = db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM recovery_attempts
      WHERE attempted_at > :since AND ((:email <> '' AND email = :email) OR ip = :ip)`,
    { since: addMinutes(clock.now(), -RECOVERY_WINDOW_MINUTES), email: email.trim(), ip },
  );
  return (row?.n ?? 0) >= MAX_RECOVERY_ATTEMPTS;
}

export function recordFailedAttempt({ db, clock }: Deps, email: string, ip: string) {
  db.run('INSERT INTO recovery_attempts (email, ip, attempted_at) VALUES (:email, :ip, :now)', {
    email: email.trim() || null,
    ip,
    now: clock.now().toISOString(),
  });
}

/**
 * The one user the given fields name (blank fields are not compared). Enough to go on is an
 * e-mail address, or a branch with a date of birth or a logon name.
 */
export function findByIdentity({ db }: Deps, identity: Identity): User | undefined {
  const email = identity.EmailAddress?.trim().toLowerCase() ?? '';
  const branch = identity.ServicingBranch?.trim() ?? '';
  const dob = isoDate(identity.DateOfBirth ?? '');
  const zip = identity.ZipCode?.trim() ?? '';
  const logon = identity.LogonName?.trim().toLowerCase() ?? '';
  if (!email && !(branch && (dob || logon))) return undefined;
  if (identity.DateOfBirth?.trim() && !dob) return undefined;
  const rows = db.all<{
    id: number;
    username: string;
    email: string | null;
    branch: string;
    dob: string | null;
    zip: string | null;
  }>(
    `SELECT u.id, u.username, c.email, c.servicing_branch AS branch, c.date_of_birth AS dob, c.zip
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.activation_username IS NULL`,
  );
  const matches = rows.filter(
    (row) =>
      (!email || row.email?.toLowerCase() === email) &&
      (!branch || Number(row.branch) === Number(branch)) &&
      (!dob || row.dob === dob) &&
      (!zip || row.zip === zip) &&
      (!logon || row.username.toLowerCase() === logon),
  );
  return matches.length === 1 ? userById(db, matches[0]!.id) : undefined;
}

export function secretAnswerHash({ db }: Deps, userId: number): string | null {
  return (
    db.get<{ hash: string | null }>('SELECT secret_answer_hash AS hash FROM users WHERE id = :userId', {
      userId,
    })?.hash ?? null
  );
}

export function sendResetLink(deps: Deps, user: User) {
  const token = issueUserToken(deps.db, deps.clock, user.id, 'reset');
  send(deps, {
    recipient: user.email!,
    username: user.username,
    subject: 'Reset your password',
    text: 'Open the link of this message to choose a new password for {username}. It works once, for 30 minutes. If you did not ask for it, contact your institution.',
    values: { username: user.username },
    link: `/#/home/forcePasswordChange/${encodeURIComponent(token)}`,
    transactional: true,
  });
}

/** Letters, digits and a special character, with no three identical characters in a row. */
export function temporaryPassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)]!;
  for (;;) {
    const password = [
      pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
      ...Array.from({ length: 4 }, () => pick('abcdefghijkmnopqrstuvwxyz')),
      '#',
      ...Array.from({ length: 4 }, () => pick('23456789')),
    ].join('');
    if (!/(.)\1\1/.test(password)) return password;
  }
}

/** Sets and e-mails a temporary password that must be changed at sign-in and stops working after `hours`. */
export async function sendTemporaryPassword(deps: Deps, user: User, hours: number) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const expires = addMinutes(deps.clock.now(), hours * 60);
  setPassword(deps.db, user.id, passwordHash, { temporary: { expires } });
  send(deps, {
    recipient: user.email!,
    username: user.username,
    subject: 'Your temporary password',
    text: `Your temporary password for {username} is {password}. It works for ${hours} hours; you choose a new password when you sign in.`,
    values: { username: user.username, password },
    code: password,
    transactional: true,
  });
}
