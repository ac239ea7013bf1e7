/**
 * Tokens of the loan screen's files a browser opens outside the API client (spec 03 §7):
 * a history download (single-use, 60 seconds) and a statement (10 minutes). Stored as their
 * SHA-256 in loan_document_tokens with what the file shows; the token alone grants it.
 */
import type { Database } from '../../db/database.ts';
import { digest, newToken } from '../../security/tokens.ts';
import type { Clock } from '../clock.ts';

export type LoanDocumentPurpose = 'historyDownload' | 'statement';

/** How long a token of each purpose lives, in seconds. */
export const TOKEN_SECONDS: Readonly<Record<LoanDocumentPurpose, number>> = {
  historyDownload: 60,
  statement: 600,
};

export interface LoanDocumentGrant<Content> {
  userId: number;
  accountId: number;
  content: Content;
}

/** A token for the user's account holding `content`; expired tokens are pruned. */
export function issueLoanToken(
  db: Database,
  clock: Clock,
  purpose: LoanDocumentPurpose,
  grant: LoanDocumentGrant<unknown>,
): string {
  const now = clock.now();
  db.run('DELETE FROM loan_document_tokens WHERE expires_at <= :now', { now: now.toISOString() });
  const token = newToken();
  db.run(
    `INSERT INTO loan_document_tokens (token_hash, purpose, user_id, account_id, content, expires_at)
     VALUES (:hash, :purpose, :userId, :accountId, :content, :expires)`,
    {
      hash: digest(token),
      purpose,
      userId: grant.userId,
      accountId: grant.accountId,
      content: JSON.stringify(grant.content),
      expires: new Date(now.getTime() + TOKEN_SECONDS[purpose] * 1000).toISOString(),
    },
  );
  return token;
}

interface TokenRow {
  user_id: number;
  account_id: number;
  content: string;
  expires_at: string;
}

/** What a live token of this purpose grants, or undefined; `consume` uses it up (even when expired). */
export function readLoanToken<Content>(
  db: Database,
  clock: Clock,
  purpose: LoanDocumentPurpose,
  token: string,
  { consume = false } = {},
): LoanDocumentGrant<Content> | undefined {
  const hash = digest(token);
  const row = db.get<TokenRow>(
    'SELECT user_id, account_id, content, expires_at FROM loan_document_tokens WHERE token_hash = :hash AND purpose = :purpose',
    { hash, purpose },
  );
  if (!row) return undefined;
  if (consume) db.run('DELETE FROM loan_document_tokens WHERE token_hash = :hash', { hash });
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return undefined;
  return { userId: row.user_id, accountId: row.account_id, content: JSON.parse(row.content) as Content };
}
