/**
 * The loan screen's e-statement calls (spec 03 §4, §7): setting the statement format, the
 * statement list of a year (SWR, cached per account and year), the statement vendor's address
 * of a statement (provider 1 or 3; an empty address is an error), and the ViewStatement
 * address a provider-0 statement opens at in a new window. Answers are checked against
 * schemas/api/loans.json.
 */
import useSWR from 'swr';
import type { Statement, StatementFormat } from '../../generated/api-types/loans';
import { request } from '../client';
import { schemaCheck } from '../validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../../generated/api/loans');

export type { Statement, StatementFormat } from '../../generated/api-types/loans';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const checkSave = schemaCheck(validators, 'SaveResponse');
const checkList = schemaCheck(validators, 'StatementListResponse');
const checkUrl = schemaCheck(validators, 'StatementUrlResponse');

/**
 * Sets the loan's statement format; with ElectronicOnly, the e-statement agreements agreed to
 * in the dialog. A refusal rejects with an ApiError of kind 'rejected' whose reason is the
 * server's code (EStatementsOff, PaperStatementsOff, AccountClosed, NoEmailAddress,
 * EStatementAgreementRequired).
 */
export async function setStatementFormat(
  accountNumber: string,
  format: StatementFormat,
  agreedHostNums: readonly number[] = [],
): Promise<void> {
  await request('AccountEStatements/SetStatementFormat', {
    method: 'POST',
    body: {
      AccountNumber: accountNumber,
      AccountType: 0,
      Format: format,
      ...(format === 'ElectronicOnly' ? { AgreedHostNums: [...agreedHostNums] } : {}),
    },
    check: checkSave,
  });
}

export async function getStatementList(accountNumber: string, year: number): Promise<Statement[]> {
  const answer = await request(
    `accountEStatements/GetStatementList?${query({ AccountNumber: accountNumber, Year: String(year) })}`,
    { check: checkList },
  );
  return answer.StatementList;
}

/** The list is refetched this often while shown, so that its links' 10-minute tokens stay live. */
export const STATEMENT_TOKEN_REFRESH_MS = 9 * 60 * 1000;

export const statementListKey = (accountNumber: string, year: number) =>
  ['statementList', accountNumber, year] as const;

/** The statements of a year, cached per account and year (spec 03 §4); nothing without an account. */
export function useStatementList(accountNumber: string | undefined, year: number) {
  return useSWR(
    accountNumber ? statementListKey(accountNumber, year) : null,
    ([, number, listYear]) => getStatementList(number, listYear),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // Each statement's view token lives 10 minutes: the list is fetched anew before they expire.
      refreshInterval: STATEMENT_TOKEN_REFRESH_MS,
    },
  );
}

/** The vendor's address of a statement (provider 1 or 3); an empty address rejects (spec 03 §7). */
export async function getStatementUrl(statement: Statement): Promise<string> {
  const answer = await request(
    `AccountEstatements/GetAmsiveStatementUrl?${query({
      Date: statement.Date,
      Number: statement.Number,
      Type: statement.Type,
      Id: statement.Id,
      Token: statement.Token,
    })}`,
    { check: checkUrl },
  );
  if (answer.StatementUrl.trim() === '') throw new Error('The statement provider gave no address.');
  return answer.StatementUrl;
}

/** Where a provider-0 statement opens (in a new window): its token alone grants it. */
export function viewStatementUrl(statement: Statement): string {
  return `/api/AccountEstatements/ViewStatement?${query({
    Date: statement.Date,
    Number: statement.Number,
    Start: statement.Start,
    End: statement.End,
    Type: statement.Type,
    Id: statement.Id,
    token: statement.Token,
  })}`;
}
