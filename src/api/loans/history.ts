/**
 * The loan screen's Account History calls (spec 03 §7): the history of a window
 * (GET /api/AccountHistory) with its SWR hook, cached per user, account and window, and the
 * single-use token of a CSV or PDF download (POST /api/AccountHistory/RetrieveDownloadToken)
 * with the address that downloads it. Answers are checked against schemas/api/loans.json.
 */
import useSWR from 'swr';
import type { DownloadType, HistoryEntry } from '../../generated/api-types/loans';
import { request } from '../client';
import { schemaCheck } from '../validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../../generated/api/loans');

export type { HistoryEntry } from '../../generated/api-types/loans';

const check = {
  history: schemaCheck(validators, 'AccountHistoryResponse'),
  token: schemaCheck(validators, 'HistoryDownloadTokenResponse'),
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The transactions of the last `days` days, newest first. */
export async function getAccountHistory(accountNumber: string, days: number): Promise<HistoryEntry[]> {
  const path = `AccountHistory?${query({ accountNumber, days: String(days), downloadCSV: 'false' })}`;
  return (await request(path, { check: check.history })).List;
}

/** Errors reach SWR's global onError (Unauthorized logs out); no account number, no call. */
export function useAccountHistory(username: string, accountNumber: string, days: number) {
  return useSWR(
    accountNumber ? (['accountHistory', username, accountNumber, days] as const) : null,
    ([, , account, window]) => getAccountHistory(account, window),
    { revalidateOnFocus: false },
  );
}

/** The single-use token of a download of the same window (Csv 0, Pdf 1). */
export function retrieveHistoryDownloadToken(
  accountNumber: string,
  days: number,
  downloadType: DownloadType,
): Promise<string> {
  return request('AccountHistory/RetrieveDownloadToken', {
    method: 'POST',
    body: { AccountNumber: accountNumber, DaysOfHistory: days, DownloadType: downloadType },
    check: check.token,
  });
}

/** Where a download token opens its file (in a new window). */
export function historyDownloadUrl(token: string): string {
  return `/api/AccountHistory/DownloadAccountHistory?${query({ token })}`;
}
