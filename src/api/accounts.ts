/**
 * The account list (spec 03 §7, GET /api/accountList), checked against
 * schemas/api/accounts.json (AccountListResponse), and cached per user until refreshed:
 * the cache key holds the username, and nothing revalidates it on its own.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { Account } from '../domain/accounts';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/accounts');

const checkAccountList = schemaCheck(validators, 'AccountListResponse');

export async function getAccountList(): Promise<Account[]> {
  return (await request('accountList', { check: checkAccountList })).Accounts;
}

export function accountListKey(username: string) {
  return ['accountList', username] as const;
}

/** The signed-in user's accounts; errors reach SWR's global onError (Unauthorized logs out). */
export function useAccountList(username: string) {
  return useSWR(accountListKey(username), getAccountList, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Refetches a user's account list (after a change that affects it, such as the statement format). */
export function useRefreshAccountList() {
  const { mutate } = useSWRConfig();
  return (username: string) => mutate(accountListKey(username));
}
