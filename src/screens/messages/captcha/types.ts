/**
 * The one interface of the messages form's captcha (spec 03 §2.10 "then a captcha"), whichever
 * provider renders it: Google reCAPTCHA v2 (the institution's site key) or the server's own
 * question (BuiltInCaptcha). A provider renders its challenge; through its handle the form
 * reads the response token (null while not completed), resets it after each send (a response
 * is checked once) and moves focus to it when it is missing.
 */
import type { Ref } from 'react';

export interface CaptchaHandle {
  /** The response to send as ReCaptchaCode, or null while the captcha is not completed. */
  response(): string | null;
  /** A new challenge: after each send, whatever its outcome. */
  reset(): void;
  /** Focus to the captcha (its answer field), as when it is missing. */
  focus(): void;
}

export interface CaptchaProps {
  ref: Ref<CaptchaHandle>;
  /** The id of the captcha's field, for the form's messages. */
  id: string;
  /** The message shown under the captcha (Must Complete Captcha …), or ''. */
  error: string;
  /** The person answered, or the answer lapsed: the form clears its message. */
  onChange: () => void;
  disabled?: boolean;
}

/** Which provider the institution uses (rules/messages.json messagesCaptcha). */
export type CaptchaKind = 'builtIn' | 'recaptcha';
