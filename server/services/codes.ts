/**
 * One-time codes (six digits, stored as their SHA-256): valid for 10 minutes and for
 * three wrong tries. Issuing a code replaces any earlier one for the same purpose. A code
 * may remember the mobile device it was asked from (for the biometric token issued once the
 * code is accepted); a resent code keeps it.
 */
import type { Database } from '../db/database.ts';
import { digest, newCode } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export const CODE_MINUTES = 10;
export const MAX_ATTEMPTS = 3;

export type CodeCheck = 'ok' | 'CodeExpired' | 'MaxAttemptsReached' | 'Invalid';

export function issueCode(
  db: Database,
  clock: Clock,
  userId: number,
  purpose: string,
  deviceId?: string,
): string {
  const code = newCode();
  db.transaction(() => {
    const device = deviceId ?? codeDevice(db, userId, purpose);
    db.run('UPDATE codes SET used = 1 WHERE user_id = :userId AND purpose = :purpose AND used = 0', {
      userId,
      purpose,
    });
    db.run(
      `INSERT INTO codes (user_id, purpose, code_hash, expires_at, device_id)
        VALUES (:userId, :purpose, :hash, :expires, :device)`,
      { userId, purpose, hash: digest(code), expires: addMinutes(clock.now(), CODE_MINUTES), device },
    );
  });
  return code;
}

/** The mobile device the pending code was asked from, if any. */
export function codeDevice(db: Database, userId: number, purpose: string): string | undefined {
  return (
    db.get<{ device_id: string | null }>(
      `SELECT device_id FROM codes WHERE user_id = :userId AND purpose = :purpose AND used = 0
        ORDER BY id DESC LIMIT 1`,
      { userId, purpose },
    )?.device_id ?? undefined
  );
}

/** Whether a code was issued for this purpose recently (so that resending is allowed). */
export function hasPendingCode(db: Database, userId: number, purpose: string): boolean {
  return (
    db.get('SELECT id FROM codes WHERE user_id = :userId AND purpose = :purpose AND used = 0', {
      userId,
      purpose,
    }) !== undefined
  );
}

export function checkCode(
  db: Database,
  clock: Clock,
  userId: number,
  purpose: string,
  code: string,
): CodeCheck {
  const row = db.get<{ id: number; code_hash: string; expires_at: string; attempts: number }>(
    `SELECT id, code_hash, expires_at, attempts FROM codes
      WHERE user_id = :userId AND purpose = :purpose AND used = 0 ORDER BY id DESC LIMIT 1`,
    { userId, purpose },
  );
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
