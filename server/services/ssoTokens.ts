/**
 * Single sign-on tokens: what the institution's sign-on page hands the portal in
 * #/home/sso/{token}; single-use, two minutes, stored as their SHA-256.
 */
import type { Database } from '../db/database.ts';
import { digest, newToken } from '../security/tokens.ts';
import type { Clock } from './clock.ts';

export const SSO_TOKEN_SECONDS = 120;

export function issueSsoToken(db: Database, clock: Clock, userId: number): string {
  const now = clock.now();
  db.run('DELETE FROM sso_tokens WHERE expires_at <= :now', { now: now.toISOString() });
  const token = newToken();
  db.run('INSERT INTO sso_tokens (token_hash, user_id, expires_at) VALUES (:hash, :userId, :expires)', {
    hash: digest(token),
    userId,
    expires: new Date(now.getTime() + SSO_TOKEN_SECONDS * 1000).toISOString(),
  });
  return token;
}
