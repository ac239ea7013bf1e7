/**
 * How the signed-in area fetches its data (SWR, which only signed-in screens use):
 * Unauthorized answers log the user out; data is not refetched on focus (the spec's
 * caching rules) and a failure is not retried.
 */
import type { SWRConfiguration } from 'swr';
import { logoutIfUnauthorized } from './logout';

export const swrConfig: SWRConfiguration = {
  onError: (error) => void logoutIfUnauthorized(error),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};
