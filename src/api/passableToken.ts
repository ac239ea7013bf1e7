/**
 * The passable token that hands the signed-in user to the loan application (spec 03 §7:
 * GET /api/PassableToken/GetPassableToken, then GET /api/ApplyForLoan?token=… in a new
 * tab), checked against schemas/api/support.json (PassableTokenResponse). A fresh token
 * is fetched for each application, never cached.
 */
import useSWRMutation from 'swr/mutation';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/support');

const checkPassableToken = schemaCheck(validators, 'PassableTokenResponse');

export async function getPassableToken(): Promise<string> {
  return (await request('PassableToken/GetPassableToken', { check: checkPassableToken })).Token;
}

/** Where the loan application opens, in a new tab. */
export function applyForLoanUrl(token: string): string {
  return `/api/ApplyForLoan?token=${encodeURIComponent(token)}`;
}

/**
 * trigger() resolves to a new token or rejects; a failure also reaches SWR's global
 * onError, so an Unauthorized answer logs out.
 */
export function usePassableToken(username: string) {
  return useSWRMutation(['passableToken', username] as const, () => getPassableToken());
}
