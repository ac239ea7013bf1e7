/**
 * The tokens of the payment flow. An account token (EncryptedData) names a user's loan in
 * submits and deletes; a delete replaces it (spec 02 §4), so a page that still holds the old
 * one cannot act on a list that changed under it. It is kept as is: it only works with the
 * user's own session. Document tokens open a page outside the API client (the payoff PDF,
 * the draft agreement preview): ../documentTokens.ts keeps them in payment_document_tokens.
 */
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { newToken, sameSecret } from '../../security/tokens.ts';
import type { Clock } from '../clock.ts';
import {
  issueDocumentToken as issueToken,
  readDocumentToken as readToken,
  type DocumentGrant,
} from '../documentTokens.ts';

/** The user's token for the account, made on first use. */
export function accountToken(db: Database, userId: number, accountId: number): string {
  const row = db.get<{ token: string }>(
    'SELECT token FROM account_tokens WHERE user_id = :userId AND account_id = :accountId',
    { userId, accountId },
  );
  if (row) return row.token;
  const token = newToken();
  db.run('INSERT INTO account_tokens (user_id, account_id, token) VALUES (:userId, :accountId, :token)', {
    userId,
    accountId,
    token,
  });
  return token;
}

/** Refuses (403 InvalidToken) a token that is not the user's current one for the account. */
export function checkAccountToken(db: Database, userId: number, accountId: number, sent: string) {
  const row = db.get<{ token: string }>(
    'SELECT token FROM account_tokens WHERE user_id = :userId AND account_id = :accountId',
    { userId, accountId },
  );
  if (!row || !sameSecret(sent, row.token))
    throw forbidden(
      'InvalidToken',
      "The account's token is not the current one: read the payment information again.",
    );
}

/** Replaces the user's token for the account and answers the new one. */
export function rotateAccountToken(db: Database, userId: number, accountId: number): string {
  const token = newToken();
  db.run(
    `INSERT INTO account_tokens (user_id, account_id, token) VALUES (:userId, :accountId, :token)
     ON CONFLICT (user_id, account_id) DO UPDATE SET token = :token`,
    { userId, accountId, token },
  );
  return token;
}

export type DocumentPurpose = 'payoffBreakdown' | 'achDraftAgreement';

export type DocumentToken<Content> = DocumentGrant<Content>;

/** A document token for the user's account, holding what the page shows, valid `seconds`. */
export function issueDocumentToken(
  db: Database,
  clock: Clock,
  purpose: DocumentPurpose,
  grant: DocumentToken<unknown>,
  seconds: number,
): { token: string; expires: string } {
  return issueToken(db, clock, 'payment_document_tokens', purpose, grant, seconds);
}

/** What a live token of this purpose grants, or undefined; `consume` uses it up. */
export function readDocumentToken(
  db: Database,
  clock: Clock,
  purpose: DocumentPurpose,
  token: string,
  options: { consume?: boolean } = {},
): DocumentToken<unknown> | undefined {
  return readToken(db, clock, 'payment_document_tokens', purpose, token, options);
}
