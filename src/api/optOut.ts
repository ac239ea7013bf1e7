/**
 * POST /api/OptOut/OptOut (spec 01 §2 Opt-out): the token of the link goes in EmailAddress.
 * An unknown token is an ApiError of kind rejected (reason Invalid).
 */
import type { OptOutResponse } from '../generated/api-types/optOut';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/optOut');

export function optOut(token: string): Promise<OptOutResponse> {
  return request('OptOut/OptOut', {
    method: 'POST',
    body: { EmailAddress: token },
    check: schemaCheck(validators, 'OptOutResponse'),
  });
}
