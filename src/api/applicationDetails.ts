/**
 * One loan application's details (spec 03 §2.13, §7: GET /api/Application with
 * numDaysToRetrieve=30 and the applicationNumber), checked against schemas/api/loans.json
 * (ApplicationDetailsResponse). The screen shows what is already resolved, the dashboard's
 * applications list in the SWR cache, and fetches the details itself only when the
 * application is not there (opened directly, or after a reload).
 */
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { Application } from '../domain/accounts';
import { applicationsKey, APPLICATION_LIST_DAYS } from './applications';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/loans');

const checkDetails = schemaCheck(validators, 'ApplicationDetailsResponse');

/** What the screen shows: the application and the customer's name. */
export interface ApplicationDetails {
  personalName: string;
  application: Application;
}

export async function getApplicationDetails(applicationNumber: string): Promise<ApplicationDetails> {
  const query = new URLSearchParams({
    numDaysToRetrieve: String(APPLICATION_LIST_DAYS),
    applicationNumber,
  });
  const answer = await request(`Application?${query.toString()}`, { check: checkDetails });
  return { personalName: answer.PersonalName, application: answer.Application };
}

/** The application of this number in the cached applications list, if the dashboard loaded it. */
function useResolvedApplication(username: string, applicationNumber: string): Application | undefined {
  const { cache } = useSWRConfig();
  const state = cache.get(unstable_serialize(applicationsKey(username)));
  const list = (state as { data?: unknown } | undefined)?.data;
  return Array.isArray(list)
    ? (list as Application[]).find((application) => application.ApplicationNumber === applicationNumber)
    : undefined;
}

/**
 * The application's details: from the cached list at once (with the session's name), else
 * fetched; nothing is fetched without a number. Errors reach SWR's global onError
 * (Unauthorized logs out); a 403 (not this user's application) comes back as the error.
 */
export function useApplicationDetails(username: string, personalName: string, applicationNumber: string) {
  const resolved = useResolvedApplication(username, applicationNumber);
  const fetched = useSWR(
    resolved || applicationNumber === ''
      ? null
      : (['applicationDetails', username, applicationNumber] as const),
    ([, , number]) => getApplicationDetails(number),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  // Try again after a failure fetches once more (the error stays out meanwhile).
  const retry = () => void fetched.mutate();
  if (resolved) return { data: { personalName, application: resolved }, error: undefined, retry };
  return { data: fetched.data, error: fetched.isLoading ? undefined : (fetched.error as unknown), retry };
}
