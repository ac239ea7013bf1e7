/**
 * Google reCAPTCHA v2's server-side check (https://developers.google.com/recaptcha/docs/verify):
 * the response token is posted with the institution's secret (PORTAL_RECAPTCHA_SECRET, from the
 * environment, never in code or settings) and the caller's address to siteverify, whose JSON
 * `success` says whether a person solved it. The fetch is the server's (tests hand in a fake);
 * Google unreachable, or an answer that is not its JSON, is 503 CaptchaUnavailable, never a 500.
 */
import type { RecaptchaVerification } from '../../http/env.ts';
import { HttpError } from '../../http/errors.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** How long the server waits for Google. */
export const SITEVERIFY_TIMEOUT_MS = 10_000;

const unavailable = () =>
  new HttpError(503, 'CaptchaUnavailable', 'The captcha could not be verified now: try again later.');

export async function verifyRecaptcha(
  { secret, fetch }: RecaptchaVerification,
  response: string,
  remoteIp: string,
): Promise<boolean> {
  let answer: Response;
  try {
    answer = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
  } catch {
    throw unavailable();
  }
  if (!answer.ok) throw unavailable();
  const body: unknown = await answer.json().catch(() => undefined);
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as { success?: unknown }).success !== 'boolean'
  )
    throw unavailable();
  return (body as { success: boolean }).success;
}
