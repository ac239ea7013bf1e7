/**
 * One-time codes (six digits, stored as their SHA-256): valid for 10 minutes and for
 * three wrong tries. Issuing a code replaces any earlier one for the same subject and
 * purpose. The subject is a user (`user:<id>`, sign-in) or an anonymous browser session
 * (`anon:<id>`, the e-mail check of self-registration, which has no user yet). A code may
 * remember the mobile device it was asked from (for the biometric token issued once the code
 * is accepted; a resent code keeps it), the address it went to and the digest of the
 * token that came back with it.
 */
import type { Database } from '../db/database.ts';
import { digest, newCode } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export const CODE_MINUTES = 10;
export const MAX_ATTEMPTS = 3;

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
  device_id: string | null;
  email: string | null;
  token_hash: string | null;
}

export const userSubject = (userId: number) => `user:${userId}`;
export const anonymousSubject = (id: string) => `anon:${id}`;

export function issueCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  extras: CodeExtras = {},
): string {
  const code = newCode();
  db.transaction(() => {
    const device = extras.deviceId ?? pendingCode(db, subject, purpose)?.device_id;
    db.run('UPDATE codes SET used = 1 WHERE subject = :subject AND purpose = :purpose AND used = 0', {
      subject,
      purpose,
    });
    db.run(
      `INSERT INTO codes (subject, purpose, code_hash, expires_at, device_id, email, token_hash)
        VALUES (:subject, :purpose, :hash, :expires, :device, :email, :tokenHash)`,
      {
        subject,
        purpose,
        hash: digest(code),
        expires: addMinutes(clock.now(), CODE_MINUTES),
        device,
        email: extras.email,
        tokenHash: extras.tokenHash,
      },
    );
  });
  return code;
}

/** The newest unused code of a subject and purpose, if any. */
export function pendingCode(db: Database, subject: string, purpose: string): PendingCode | undefined {
  return db.get<PendingCode>(
    `SELECT id, code_hash, expires_at, attempts, device_id, email, token_hash FROM codes
      WHERE subject = :subject AND purpose = :purpose AND used = 0 ORDER BY id DESC LIMIT 1`,
    { subject, purpose },
  );
}

/** Checks a code against the pending one, counting a wrong try and using up a right one. */
export function checkCode(
  db: Database,
  clock: Clock,
  subject: string,
  purpose: string,
  code: string,
): CodeCheck {
  const row = pendingCode(db, subject, purpose);
  if (!row) return 'Invalid';
  if (row.attempts >= MAX_ATTEMPTS) return 'MaxAttemptsReached';
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return 'CodeExpired';
  if (row.code_hash !== digest(code)) {
    db.run('UPDATE codes SET attempts = attempts + 1 WHERE id = :id', { id: row.id });
    return row.attempts + 1 >= MAX_ATTEMPTS ? 'MaxAttemptsReached' : 'Invalid';
  }
  db.run('UPDATE codes SET used = 1 WHERE id = :id', { id: row.id });
  return 'ok';
}
