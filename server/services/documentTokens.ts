/**
 * Tokens of the pages and files a browser opens outside the API client (a payoff PDF, a draft
 * agreement, a history download, a statement): the token alone grants them, so it is stored as
 * its SHA-256 with the user, the account, what the page shows and when it expires. The payment
 * and loan modules each keep theirs in their own table, through these two functions.
 */
import type { Database } from '../db/database.ts';
import { digest, newToken } from '../security/tokens.ts';
import type { Clock } from './clock.ts';

/** The tables that hold document tokens (a closed list: the name goes into the SQL). */
export type DocumentTokenTable = 'payment_document_tokens' | 'loan_document_tokens';

export interface DocumentGrant<Content> {
  userId: number;
  accountId: number;
  content: Content;
}

/** A token for the user's account holding `content`, valid `seconds`; expired ones are pruned. */
export function issueDocumentToken(
  db: Database,
  clock: Clock,
  table: DocumentTokenTable,
  purpose: string,
  grant: DocumentGrant<unknown>,
  seconds: number,
): { token: string; expires: string } {
  const now = clock.now();
  db.run(`DELETE FROM ${table} WHERE expires_at <= :now`, { now: now.toISOString() });
  const token = newToken();
  const expires = new Date(now.getTime() + seconds * 1000).toISOString();
  db.run(
    `INSERT INTO ${table} (token_hash, purpose, user_id, account_id, content, expires_at)
     VALUES (:hash, :purpose, :userId, :accountId, :content, :expires)`,
    {
      hash: digest(token),
      purpose,
      userId: grant.userId,
      accountId: grant.accountId,
      content: JSON.stringify(grant.content),
      expires,
    },
  );
  return { token, expires };
}

interface DocumentRow {
  user_id: number;
  account_id: number;
  content: string;
  expires_at: string;
}

/** What a live token of this purpose grants, or undefined; `consume` uses it up (even when expired). */
export function readDocumentToken<Content>(
  db: Database,
  clock: Clock,
  table: DocumentTokenTable,
  purpose: string,
  token: string,
  { consume = false } = {},
): DocumentGrant<Content> | undefined {
  const hash = digest(token);
  const row = db.get<DocumentRow>(
    `SELECT user_id, account_id, content, expires_at FROM ${table} WHERE token_hash = :hash AND purpose = :purpose`,
    { hash, purpose },
  );
  if (!row) return undefined;
  if (consume) db.run(`DELETE FROM ${table} WHERE token_hash = :hash`, { hash });
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return undefined;
  return { userId: row.user_id, accountId: row.account_id, content: JSON.parse(row.content) as Content };
}
