/**
 * How the signed-in area fetches its data (SWR, which only signed-in screens use): nothing
 * is fetched without a session; Unauthorized answers log the user out; calls cancelled by a
 * logout show as loading; data is not refetched on focus (the spec's caching rules) and a
 * failure is not retried. A write in another tab of the same borrower makes every answer
 * fetched before it stale (./otherTabs.ts).
 */
import type { Middleware, SWRConfiguration } from 'swr';
import { ApiError } from '../../api/errors';
import { logoutIfUnauthorized } from './logout';
import { freshAfterOtherTabs } from './otherTabs';
import { getSession } from './store';

const isCancelled = (error: unknown) => error instanceof ApiError && error.problem.kind === 'cancelled';

/**
 * A call cancelled because the session ended (logging out) is no failure to show: the screen
 * is leaving, so it reads as still loading rather than flashing an error.
 */
export const hideCancelled: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  return new Proxy(response, {
    get: (target, property, receiver) =>
      property === 'error' && isCancelled(target.error) ? undefined : Reflect.get(target, property, receiver),
  });
};

/**
 * No session, no call: a logout re-renders the leaving screen without a user before the
 * login route replaces it, and its hooks must not fetch then (the call would answer 401;
 * seen in CI browser runs as console errors).
 */
export const sessionOnly: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(getSession() ? key : null, fetcher, config);

export const swrConfig: SWRConfiguration = {
  use: [sessionOnly, hideCancelled, freshAfterOtherTabs],
  onError: (error) => void logoutIfUnauthorized(error),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};
