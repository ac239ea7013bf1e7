/**
 * The statement vendor's address of a statement (spec 03 §4, §7 GetAmsiveStatementUrl): with
 * StatementProvider 1 or 3 the portal asks for it before opening a statement. The answer is
 * StatementVendorUrl with the statement's one-time token; with no vendor configured the
 * reference server stands in for the vendor with its own ViewStatement address. The token
 * must be the live one the caller's list gave for that statement of that loan; it is only
 * read here, and used up where the statement is opened.
 */
import type { StatementUrlQuery } from '../../../src/generated/api-types/loans.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import type { LoanRow } from './account.ts';
import { eStatementsOn, statementProvider, statementRow, type StatementRefusal } from './eStatements.ts';
import { readLoanToken } from './tokens.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function statementUrl(
  deps: Pick<Deps, 'db' | 'clock' | 'institution'>,
  session: SessionUser,
  loan: LoanRow,
  request: StatementUrlQuery,
): { url: string } | { refused: StatementRefusal } {
  const { db, clock, institution } = deps;
  if (!eStatementsOn(deps)) return { refused: 'EStatementsOff' };
  if (statementProvider(deps) === 0) return { refused: 'NoStatementVendor' };
  const grant = readLoanToken<{ statementId: string }>(db, clock, 'statement', request.Token);
  const statement = statementRow(db, loan.id, request.Id);
  if (
    !grant ||
    !statement ||
    grant.userId !== session.userId ||
    grant.accountId !== loan.id ||
    grant.content.statementId !== request.Id
  )
    throw notFound('The statement link is unknown or expired.');
  const vendor = String(institution.option('StatementVendorUrl') ?? '').trim();
  if (vendor !== '') {
    // A vendor address that is no URL is a setup fault: answered as no vendor, never a crash.
    if (!URL.canParse(vendor)) return { refused: 'NoStatementVendor' };
    const url = new URL(vendor);
    url.searchParams.set('token', request.Token);
    return { url: url.toString() };
  }
  const view = query({
    Date: statement.statement_date,
    Number: loan.number,
    Start: statement.start_date,
    End: statement.end_date,
    Type: request.Type,
    Id: request.Id,
    token: request.Token,
  });
  return { url: `/api/AccountEstatements/ViewStatement?${view}` };
}
