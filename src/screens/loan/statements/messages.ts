/**
 * The E-statements section's save refusals as settings keys (spec 03 §8: a failed statement
 * format or alert save shows the returned code's message; any other failure a single Error).
 */
import { ApiError } from '../../../api/errors';

const REFUSALS: Readonly<Record<string, string>> = {
  EStatementsOff: 'eStatements.errorEStatementsOff',
  PaperStatementsOff: 'eStatements.errorPaperStatementsOff',
  AccountClosed: 'eStatements.errorAccountClosed',
  NoEmailAddress: 'eStatements.errorNoEmailAddress',
  EStatementAgreementRequired: 'eStatements.errorEStatementAgreementRequired',
  TextNotAllowed: 'eStatements.errorTextNotAllowed',
};

/** The settings key of a failed save's message. */
export function saveFailureKey(error: unknown): string {
  const reason =
    error instanceof ApiError && error.problem.kind === 'rejected' ? error.problem.reason : undefined;
  return (reason && REFUSALS[reason]) || 'eStatements.error';
}
