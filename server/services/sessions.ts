/**
 * Sessions: a random token per sign-in, stored as its SHA-256. A session expires after
 * 20 minutes without a call (each call slides it) and at most 12 hours after sign-in.
 *
 * Sliding the expiry on every call would rewrite the database on every read, so the slid
 * expiry is kept in memory and written at most once a minute per session: a session is
 * alive until the later of the two. A restart forgets at most a minute of sliding.
 */
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/env.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export const IDLE_MINUTES = 20;
export const LIFETIME_MINUTES = 12 * 60;
/** The longest a slid expiry stays in memory only. */
export const PERSIST_MINUTES = 1;

/** Slid expiries not yet written (epoch ms), by token digest, per database. */
const slid = new WeakMap<Database, Map<string, number>>();

function memoryOf(db: Database): Map<string, number> {
  let memory = slid.get(db);
  if (!memory) slid.set(db, (memory = new Map()));
  return memory;
}

export interface SessionStart {
  /** Started by a password sign-in (userlogin, ValidateCode), not a token, SSO or reset link. */
  passwordSupplied: boolean;
}

export function createSession(db: Database, clock: Clock, userId: number, start: SessionStart): string {
  const token = newToken();
  const now = clock.now();
  // Sessions that ran out without another call are forgotten here, so memory stays bounded.
  const memory = memoryOf(db);
  for (const [hash, expires] of memory) if (expires <= now.getTime()) memory.delete(hash);
  db.run(
    `INSERT INTO sessions (token, user_id, created_at, expires_at, ends_at, password_supplied)
     VALUES (:token, :userId, :now, :expires, :ends, :passwordSupplied)`,
    {
      token: digest(token),
      userId,
      now: now.toISOString(),
      expires: addMinutes(now, IDLE_MINUTES),
      ends: addMinutes(now, LIFETIME_MINUTES),
      passwordSupplied: start.passwordSupplied,
    },
  );
  return token;
}

interface SessionRow {
  user_id: number;
  customer_id: number;
  username: string;
  expires_at: string;
  ends_at: string;
  password_supplied: number;
}

/** The user of a live session (sliding its expiry), or undefined. */
export function touchSession(db: Database, clock: Clock, token: string): SessionUser | undefined {
  const now = clock.now().getTime();
  const hash = digest(token);
  const memory = memoryOf(db);
  const row = db.get<SessionRow>(
    `SELECT s.user_id, u.customer_id, u.username, s.expires_at, s.ends_at, s.password_supplied
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = :hash`,
    { hash },
  );
  if (!row) {
    memory.delete(hash);
    return undefined;
  }
  const stored = Date.parse(row.expires_at);
  const expires = Math.max(stored, memory.get(hash) ?? stored);
  if (expires <= now || Date.parse(row.ends_at) <= now) {
    endSession(db, token);
    return undefined;
  }
  const next = now + IDLE_MINUTES * 60_000;
  // The stored expiry was written IDLE_MINUTES after the call that wrote it.
  if (next - stored >= PERSIST_MINUTES * 60_000) {
    db.run('UPDATE sessions SET expires_at = :expires WHERE token = :hash', {
      hash,
      expires: new Date(next).toISOString(),
    });
    memory.delete(hash);
  } else memory.set(hash, next);
  return {
    token,
    userId: row.user_id,
    customerId: row.customer_id,
    username: row.username,
    passwordSupplied: row.password_supplied === 1,
  };
}

export function endSession(db: Database, token: string) {
  const hash = digest(token);
  memoryOf(db).delete(hash);
  db.run('DELETE FROM sessions WHERE token = :hash', { hash });
}

/**
 * Ends every session of a user but the one of `keep` (a session token), if given: a new
 * password (reset, change, activation, temporary) must leave no one else signed in.
 */
export function endUserSessions(db: Database, userId: number, keep?: string) {
  const params = { userId, keep: keep === undefined ? undefined : digest(keep) };
  const memory = memoryOf(db);
  const ended = db.all<{ token: string }>(
    'SELECT token FROM sessions WHERE user_id = :userId AND token IS NOT :keep',
    params,
  );
  if (ended.length === 0) return;
  for (const { token } of ended) memory.delete(token);
  db.run('DELETE FROM sessions WHERE user_id = :userId AND token IS NOT :keep', params);
}
