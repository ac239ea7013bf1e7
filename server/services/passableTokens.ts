/**
 * Passable tokens: a signed-in user's short-lived, single-use credential for a page the
 * browser opens outside the API client (the loan application, a document), where the
 * UserToken header cannot go. Stored as their SHA-256, like every token that grants access.
 */
import type { Database } from '../db/database.ts';
import { digest, newToken } from '../security/tokens.ts';
import type { Clock } from './clock.ts';

export const PASSABLE_TOKEN_SECONDS = 60;

export function issuePassableToken(
  db: Database,
  clock: Clock,
  userId: number,
): { Token: string; Expires: string } {
  const now = clock.now();
  // Unused tokens are not kept past their minute.
  db.run('DELETE FROM passable_tokens WHERE expires_at <= :now', { now: now.toISOString() });
  const token = newToken();
  const expires = new Date(now.getTime() + PASSABLE_TOKEN_SECONDS * 1000).toISOString();
  db.run('INSERT INTO passable_tokens (token_hash, user_id, expires_at) VALUES (:hash, :userId, :expires)', {
    hash: digest(token),
    userId,
    expires,
  });
  return { Token: token, Expires: expires };
}

/** The user a token was issued to, if it is live; the token is used up either way. */
export function consumePassableToken(db: Database, clock: Clock, token: string): number | undefined {
  const hash = digest(token);
  const row = db.get<{ user_id: number; expires_at: string }>(
    'SELECT user_id, expires_at FROM passable_tokens WHERE token_hash = :hash',
    { hash },
  );
  if (!row) return undefined;
  db.run('DELETE FROM passable_tokens WHERE token_hash = :hash', { hash });
  return Date.parse(row.expires_at) > clock.now().getTime() ? row.user_id : undefined;
}
