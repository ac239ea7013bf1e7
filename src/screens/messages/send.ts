/**
 * Sending the form (spec 03 §4, §7, §8): a Feedback to Messages/Feedback, a Question to
 * Messages/ContactUs, built by the domain's builders; a failure becomes the settings key of its
 * message: no connection "Cannot connect to the service", a captcha the server did not pass
 * its own message, anything else the configured error.
 */
import { ApiError } from '../../api/errors';
import { sendContactUs, sendFeedback } from '../../api/messages';
import {
  buildContactUsRequest,
  buildFeedbackRequest,
  visitorOf,
  type MessageForm,
  type SendContext,
  type Sender,
  type SurveyWording,
} from '../../domain/messages';
import type { SessionContext } from '../../engine';

export type SendOutcome = { ok: true } | { ok: false; message: string };

const CAPTCHA_REFUSALS: ReadonlySet<string | undefined> = new Set(['CaptchaFailed', 'CaptchaRequired']);

export function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'messages.error';
  const { problem } = error;
  if (problem.kind === 'network') return 'messages.connectionError';
  if (problem.kind === 'http' && CAPTCHA_REFUSALS.has(problem.reason)) return 'messages.captchaFailed';
  return 'messages.error';
}

/** Who sends: the visitor's entries signed out, the session's user signed in (spec 03 §2.10). */
export function senderOf(askIdentity: boolean, form: MessageForm, session: SessionContext): Sender {
  if (askIdentity) return visitorOf(form);
  return {
    name: session.personalName,
    email: session.emailAddress ?? '',
    branch: session.servicingBranch ?? '',
    username: session.username,
  };
}

export async function sendMessage(
  form: MessageForm,
  sender: Sender,
  survey: SurveyWording,
  context: SendContext,
): Promise<SendOutcome> {
  try {
    if (form.kind === 'feedback') await sendFeedback(buildFeedbackRequest(form, sender, survey, context));
    else await sendContactUs(buildContactUsRequest(form, sender, context));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureKey(error) };
  }
}
