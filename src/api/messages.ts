/**
 * The messages form's calls (spec 03 §7; schemas/api/messages.json): a Feedback to POST
 * /api/Messages/Feedback, a Question to POST /api/Messages/ContactUs (their answers are not
 * shown: a failure rejects with ApiError, a success resolves), and a new built-in captcha
 * challenge from POST /api/Messages/Captcha. Answers are checked against their schemas.
 */
import type { ContactUsRequest, FeedbackRequest } from '../domain/messages';
import type { CaptchaRequest, ChallengeResponse } from '../generated/api-types/messages';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/messages');

export type CaptchaChallenge = ChallengeResponse;

const checkSent = schemaCheck(validators, 'MessageResponse');
const checkChallenge = schemaCheck(validators, 'ChallengeResponse');

export async function sendFeedback(body: FeedbackRequest): Promise<void> {
  await request('Messages/Feedback', { method: 'POST', body, check: checkSent });
}

export async function sendContactUs(body: ContactUsRequest): Promise<void> {
  await request('Messages/ContactUs', { method: 'POST', body, check: checkSent });
}

/** A new built-in challenge, its question worded in the language of the locale the portal speaks (es-US: Spanish). */
export function newCaptchaChallenge(locale: string, signal?: AbortSignal): Promise<CaptchaChallenge> {
  const body: CaptchaRequest = { Language: locale.toLowerCase().startsWith('es') ? 'es' : 'en' };
  return request('Messages/Captcha', { method: 'POST', body, check: checkChallenge, signal });
}
