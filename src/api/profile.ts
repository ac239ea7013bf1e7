/**
 * The profile area: the login history (spec 03 §7, GET /api/Profile/LoginHistory),
 * checked against schemas/api/accounts.json (LoginHistoryResponse) and cached per user.
 */
import useSWR from 'swr';
import type { LoginHistoryResponse } from '../generated/api-types/accounts';
import validators from '../generated/api/accounts';
import { request } from './client';
import { schemaCheck } from './validation';

/** A sign-in of the history: LoginDate is an ISO 8601 instant. */
export type LoginHistoryEntry = LoginHistoryResponse[number];

const checkLoginHistory = schemaCheck(validators.LoginHistoryResponse, 'LoginHistoryResponse');

export function getLoginHistory(): Promise<LoginHistoryEntry[]> {
  return request('Profile/LoginHistory', { check: checkLoginHistory });
}

/** Errors reach SWR's global onError (Unauthorized logs out). */
export function useLoginHistory(username: string) {
  return useSWR(['loginHistory', username] as const, getLoginHistory, { revalidateOnFocus: false });
}
