/**
 * The captcha every message must pass before anything is stored (spec 03 §5 "captcha must be
 * completed"): the institution's provider (rules/messages.json messagesCaptcha) verifies the
 * response: the built-in challenge by its table, reCAPTCHA by Google. No response is 400
 * CaptchaRequired; a wrong, used or expired one 400 CaptchaFailed.
 */
import type { Deps } from '../../http/env.ts';
import { HttpError } from '../../http/errors.ts';
import { checkChallenge } from './challenge.ts';
import { verifyRecaptcha } from './recaptcha.ts';
import { captchaProvider } from './rules.ts';

export async function verifyCaptcha(deps: Deps, response: string, remoteIp: string): Promise<void> {
  if (response.trim() === '')
    throw new HttpError(400, 'CaptchaRequired', 'Complete the captcha before sending the message.');
  let passed: boolean;
  if (captchaProvider(deps) === 'builtIn') {
    passed = checkChallenge(deps, response);
  } else {
    // The start refuses a site key without a secret (start.ts); this guards a server assembled otherwise.
    if (!deps.recaptcha)
      throw new HttpError(
        503,
        'CaptchaUnavailable',
        'The server has no reCAPTCHA secret (PORTAL_RECAPTCHA_SECRET).',
      );
    passed = await verifyRecaptcha(deps.recaptcha, response, remoteIp);
  }
  if (!passed)
    throw new HttpError(400, 'CaptchaFailed', 'The captcha was not passed (wrong, already used or expired).');
}
