/**
 * One-time codes (six digits, stored as their SHA-256): valid for 10 minutes and for
 * three wrong tries. Issuing a code replaces any earlier one for the same subject and
 * purpose. The subject is a user (`user:<id>`, sign-in) or an anonymous browser session
 * (`anon:<id>`, the e-mail check of self-registration, which has no user yet). A code may
 * remember the mobile device it was asked from (for the biometric token issued once the code
 * is accepted; a resent code keeps it), the address it went to and the digest of the
 * token that came back with it.
 *
 * A resent code continues its series (one sign-in, or one registration's e-mail check): the
 * series allows MAX_SERIES_ATTEMPTS wrong tries over all its codes and MAX_RESENDS resends,
 * so that resending does not give endless guesses. A new sign-in starts a new series.
 */
import type { Database } from '../db/database.ts';
import { digest, newCode } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export const CODE_MINUTES = 10;
export const MAX_ATTEMPTS = 3;
export const MAX_SERIES_ATTEMPTS = 10;
export const MAX_RESENDS = 5;

export type CodeCheck = 'ok' | 'CodeExpired' | 'MaxAttemptsReached' | 'Invalid';

export interface CodeExtras {
  deviceId?: string;
  email?: string;
  tokenHash?: string;
}

export interface PendingCode {
  id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  series_attempts: number;
  resends: number;
  device_id: string | null;
  email: string | null;
  token_hash: string | null;
}

export const userSubject = (userId: number) => `user:${userId}`;
export const anonymousSubject = (id: string) => `anon:${id}`;

/** Replaces the pending code with a new one, counting on from `series` (zero for a new series). */
function replaceCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  extras: CodeExtras,
  series: Pick<PendingCode, 'series_attempts' | 'resends' | 'device_id'>,
): string {
  const code = newCode();
  db.transaction(() => {
    db.run('UPDATE codes SET used = 1 WHERE subject = :subject AND purpose = :purpose AND used = 0', {
      subject,
      purpose,
    });
    db.run(
      `INSERT INTO codes (subject, purpose, code_hash, expires_at, series_attempts, resends, device_id, email, token_hash)
        VALUES (:subject, :purpose, :hash, :expires, :seriesAttempts, :resends, :device, :email, :tokenHash)`,
      {
        subject,
        purpose,
        hash: digest(code),
        expires: addMinutes(clock.now(), CODE_MINUTES),
        seriesAttempts: series.series_attempts,
        resends: series.resends,
        device: extras.deviceId ?? series.device_id,
        email: extras.email,
        tokenHash: extras.tokenHash,
      },
    );
  });
  return code;
}

/** Issues the first code of a new series (a sign-in that passed its password). */
export function issueCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  extras: CodeExtras = {},
): string {
  return replaceCode(db, clock, subject, purpose, extras, {
    series_attempts: 0,
    resends: 0,
    device_id: null,
  });
}

/**
 * Issues the next code of the pending series (a resend), keeping its device. Nothing without a
 * pending code, nor once the series has had its resends or its wrong tries.
 */
export function resendCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  extras: CodeExtras = {},
): string | undefined {
  const pending = pendingCode(db, subject, purpose);
  if (!pending || pending.resends >= MAX_RESENDS || pending.series_attempts >= MAX_SERIES_ATTEMPTS)
    return undefined;
  return replaceCode(db, clock, subject, purpose, extras, { ...pending, resends: pending.resends + 1 });
}

/** The newest unused code of a subject and purpose, if any. */
export function pendingCode(db: Database, subject: string, purpose: string): PendingCode | undefined {
  return db.get<PendingCode>(
    `SELECT id, code_hash, expires_at, attempts, series_attempts, resends, device_id, email, token_hash FROM codes
      WHERE subject = :subject AND purpose = :purpose AND used = 0 ORDER BY id DESC LIMIT 1`,
    { subject, purpose },
  );
}

/** Checks a code against the pending one, counting a wrong try (of the code and of its series) and using up a right one. */
export function checkCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  code: string,
): CodeCheck {
  const row = pendingCode(db, subject, purpose);
  if (!row) return 'Invalid';
  const spent = (tries: Pick<PendingCode, 'attempts' | 'series_attempts'>) =>
    tries.attempts >= MAX_ATTEMPTS || tries.series_attempts >= MAX_SERIES_ATTEMPTS;
  if (spent(row)) return 'MaxAttemptsReached';
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return 'CodeExpired';
  if (row.code_hash !== digest(code)) {
    db.run('UPDATE codes SET attempts = attempts + 1, series_attempts = series_attempts + 1 WHERE id = :id', {
      id: row.id,
    });
    const tried = { attempts: row.attempts + 1, series_attempts: row.series_attempts + 1 };
    return spent(tried) ? 'MaxAttemptsReached' : 'Invalid';
  }
  db.run('UPDATE codes SET used = 1 WHERE id = :id', { id: row.id });
  return 'ok';
}
