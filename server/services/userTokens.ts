/**
 * Single-use tokens that stand for a user in a link or a step: the post-login password
 * change (change), the recovery reset link (reset), the activation link of a migrated
 * customer (activation) and the e-mail verification link (verifyEmail). Only their SHA-256
 * is stored. Issuing one uses up the user's earlier tokens of the same purpose.
 */
import type { Database } from '../db/database.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

export type TokenPurpose = 'change' | 'reset' | 'activation' | 'verifyEmail';

/** How long each kind of token lives, in minutes. */
export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  change: 60,
  reset: 30,
  activation: 30 * 24 * 60,
  verifyEmail: 7 * 24 * 60,
};

export function issueUserToken(db: Database, clock: Clock, userId: number, purpose: TokenPurpose): string {
  const token = newToken();
  db.transaction(() => {
    db.run('UPDATE user_tokens SET used = 1 WHERE user_id = :userId AND purpose = :purpose', {
      userId,
      purpose,
    });
    db.run(
      `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at)
       VALUES (:hash, :userId, :purpose, :expires)`,
      {
        hash: digest(token),
        userId,
        purpose,
        expires: addMinutes(clock.now(), TOKEN_MINUTES[purpose]),
      },
    );
  });
  return token;
}

export interface LiveToken {
  userId: number;
  purpose: TokenPurpose;
}

/** The user of a token of one of these purposes that is neither used nor expired. */
export function liveToken(
  db: Database,
  clock: Clock,
  token: string,
  purposes: readonly TokenPurpose[],
): LiveToken | undefined {
  const row = db.get<{ user_id: number; purpose: TokenPurpose; expires_at: string; used: number }>(
    'SELECT user_id, purpose, expires_at, used FROM user_tokens WHERE token_hash = :hash',
    { hash: digest(token) },
  );
  if (!row || row.used === 1 || !purposes.includes(row.purpose)) return undefined;
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return undefined;
  return { userId: row.user_id, purpose: row.purpose };
}

export function useUpToken(db: Database, token: string) {
  db.run('UPDATE user_tokens SET used = 1 WHERE token_hash = :hash', { hash: digest(token) });
}
