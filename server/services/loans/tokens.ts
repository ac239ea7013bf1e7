/**
 * Tokens of the loan screen's files a browser opens outside the API client (spec 03 §7):
 * a history download (single-use, 60 seconds) and a statement (10 minutes), kept by
 * ../documentTokens.ts in loan_document_tokens; the token alone grants the file.
 */
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { issueDocumentToken, readDocumentToken, type DocumentGrant } from '../documentTokens.ts';

export type LoanDocumentPurpose = 'historyDownload' | 'statement';

/** How long a token of each purpose lives, in seconds. */
export const TOKEN_SECONDS: Readonly<Record<LoanDocumentPurpose, number>> = {
  historyDownload: 60,
  statement: 600,
};

export type LoanDocumentGrant<Content> = DocumentGrant<Content>;

/** A token for the user's account holding `content`; expired tokens are pruned. */
export function issueLoanToken(
  db: Database,
  clock: Clock,
  purpose: LoanDocumentPurpose,
  grant: LoanDocumentGrant<unknown>,
): string {
  return issueDocumentToken(db, clock, 'loan_document_tokens', purpose, grant, TOKEN_SECONDS[purpose]).token;
}

/** What a live token of this purpose grants, or undefined; `consume` uses it up (even when expired). */
export function readLoanToken<Content>(
  db: Database,
  clock: Clock,
  purpose: LoanDocumentPurpose,
  token: string,
  options: { consume?: boolean } = {},
): LoanDocumentGrant<Content> | undefined {
  return readDocumentToken<Content>(db, clock, 'loan_document_tokens', purpose, token, options);
}
