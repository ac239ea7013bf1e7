/**
 * The user's loan applications of the last 30 days (spec 03 §7, GET
 * /api/Application/GetList?numDaysToRetrieve=30), checked against
 * schemas/api/accounts.json (ApplicationListResponse) and cached per user.
 */
import useSWR from 'swr';
import type { Application } from '../domain/accounts';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/accounts');

/** Spec 03 §9: the application list window. */
export const APPLICATION_LIST_DAYS = 30;

const checkApplicationList = schemaCheck(validators, 'ApplicationListResponse');

export async function getApplications(days = APPLICATION_LIST_DAYS): Promise<Application[]> {
  const path = `Application/GetList?numDaysToRetrieve=${days}`;
  return (await request(path, { check: checkApplicationList })).Applications;
}

/** The SWR key of a user's applications list (the application details read it from the cache). */
export const applicationsKey = (username: string) =>
  ['applications', username, APPLICATION_LIST_DAYS] as const;

/** Errors reach SWR's global onError (Unauthorized logs out). */
export function useApplications(username: string) {
  return useSWR(applicationsKey(username), () => getApplications(), {
    revalidateOnFocus: false,
  });
}
