/**
 * The Solutions By Text calls of the profile's text subscriptions (spec 01 §7), each answer
 * checked against schemas/api/profile.json. A refusal (HasNoErrors false) rejects with the
 * ApiError whose reason is the first ErrorMessage: Invalid (not a textable phone) or, for a
 * partial ModifySubscriptions, the JSON list of what the server kept.
 */
import type {
  GetSubscriptionInfoResponse,
  SubscriptionChange,
  SubscriptionOption,
} from '../generated/api-types/profile';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/profile');

export type { SubscriptionChange, SubscriptionOption };

const checkInfo = schemaCheck(validators, 'GetSubscriptionInfoResponse');
const checkModify = schemaCheck(validators, 'ModifySubscriptionsResponse');

/** A phone's subscriptions, one option per branding. A phone that takes no texts rejects with Invalid. */
export async function getSubscriptionInfo(phoneNumber: string): Promise<SubscriptionOption[]> {
  const answer: GetSubscriptionInfoResponse = await request('SolutionsByText/GetSubscriptionInfo', {
    method: 'POST',
    body: { PhoneNumber: phoneNumber },
    check: checkInfo,
  });
  return answer.SubscriptionInfo?.Options ?? [];
}

/** Sets the changed flags (null leaves one as it is). */
export async function modifySubscriptions(
  phoneNumber: string,
  options: readonly SubscriptionChange[],
): Promise<void> {
  await request('SolutionsByText/ModifySubscriptions', {
    method: 'POST',
    body: { PhoneNumber: phoneNumber, Options: options },
    check: checkModify,
  });
}
