/**
 * Sessions: a random token per sign-in, stored as its SHA-256. A session expires after
 * 20 minutes without a call (each call slides it) and at most 12 hours after sign-in.
 */
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/env.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export const IDLE_MINUTES = 20;
export const LIFETIME_MINUTES = 12 * 60;

export function createSession(db: Database, clock: Clock, userId: number): string {
  const token = newToken();
  const now = clock.now();
  db.run(
    `INSERT INTO sessions (token, user_id, created_at, expires_at, ends_at)
     VALUES (:token, :userId, :now, :expires, :ends)`,
    {
      token: digest(token),
      userId,
      now: now.toISOString(),
      expires: addMinutes(now, IDLE_MINUTES),
      ends: addMinutes(now, LIFETIME_MINUTES),
    },
  );
  return token;
}

/** The user of a live session (sliding its expiry), or undefined. */
export function touchSession(db: Database, clock: Clock, token: string): SessionUser | undefined {
  const now = clock.now();
  const row = db.get<{
    user_id: number;
    customer_id: number;
    username: string;
    expires_at: string;
    ends_at: string;
  }>(
    `SELECT s.user_id, u.customer_id, u.username, s.expires_at, s.ends_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = :token`,
    { token: digest(token) },
  );
  if (!row) return undefined;
  if (Date.parse(row.expires_at) <= now.getTime() || Date.parse(row.ends_at) <= now.getTime()) {
    db.run('DELETE FROM sessions WHERE token = :token', { token: digest(token) });
    return undefined;
  }
  db.run('UPDATE sessions SET expires_at = :expires WHERE token = :token', {
    token: digest(token),
    expires: addMinutes(now, IDLE_MINUTES),
  });
  return { token, userId: row.user_id, customerId: row.customer_id, username: row.username };
}

export function endSession(db: Database, token: string) {
  db.run('DELETE FROM sessions WHERE token = :token', { token: digest(token) });
}
