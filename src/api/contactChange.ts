/**
 * The manual contact info change request (spec 03 §7, PUT /api/ManualChangeContactInfo), its
 * answer checked against schemas/api/contactChange.json. The answer is not shown: a failure
 * rejects (ApiError), a success resolves.
 */
import type { ContactChangeRequest } from '../generated/api-types/contactChange';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/contactChange');

export type { ContactChangeRequest } from '../generated/api-types/contactChange';

const checkAnswer = schemaCheck(validators, 'ContactChangeResponse');

export async function sendContactChange(change: ContactChangeRequest): Promise<void> {
  await request('ManualChangeContactInfo', { method: 'PUT', body: change, check: checkAnswer });
}
