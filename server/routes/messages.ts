/**
 * The messages form's calls (spec 03 §2.10, §7; schemas/api/messages.json): POST
 * /api/Messages/Captcha issues a built-in challenge; POST /api/Messages/Feedback and ContactUs
 * take a Feedback and a Question, signed in or signed out. A message is checked in this order,
 * so that nothing is stored before the captcha passed and bad input does not use it up: open
 * and offered (403), the form's rules (400), the captcha (400 / 503), then recorded and
 * e-mailed in one transaction, answered once on disk. Rate limited (http/rateLimit.ts).
 */
import { Hono, type Context } from 'hono';
import {
  buildContactUsRequest,
  buildFeedbackRequest,
  type ContactUsRequest,
  type FeedbackRequest,
  contactUsFormOf,
  feedbackFormOf,
  surveyWording,
  unknownQuestions,
  type MessageForm,
  type MessageKind,
  type SendContext,
  type Sender,
} from '../../src/domain/messages/index.ts';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { optionalSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { verifyCaptcha } from '../services/messages/captcha.ts';
import { issueChallenge } from '../services/messages/challenge.ts';
import { assertOffered, assertValid, recordMessage, senderOf } from '../services/messages/messages.ts';
import { captchaProvider } from '../services/messages/rules.ts';

const SENT = { HasNoErrors: true, Errors: [] } as const;

export function messageRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  /** Checks a message read back into the form, then records and sends it as `rebuild` makes it for the sender. */
  async function accept(
    c: Context<AppEnv>,
    kind: MessageKind,
    form: MessageForm,
    sent: { captcha: string; userAgent: string; returnUrl: string },
    rebuild: (sender: Sender, context: SendContext) => FeedbackRequest | ContactUsRequest,
  ) {
    const caller = c.get('caller');
    assertValid(deps, form, caller);
    await verifyCaptcha(deps, sent.captcha, clientIp(c));
    const sender = senderOf(deps, caller, form);
    const request = rebuild(sender, { ...sent, captcha: '' });
    deps.db.transaction(() => recordMessage(deps, caller, { kind, sender, form, request }));
    return c.json(SENT);
  }

  app.post('/Messages/Captcha', body('api/messages.json#/$defs/CaptchaRequest'), (c) => {
    assertOffered(deps, 'captcha');
    if (captchaProvider(deps) !== 'builtIn')
      throw forbidden('BuiltInCaptchaOff', 'This institution uses reCAPTCHA.');
    return c.json(issueChallenge(deps, c.req.valid('json').Language));
  });

  app.post(
    '/Messages/Feedback',
    optionalSession(deps),
    body('api/messages.json#/$defs/FeedbackRequest'),
    (c) => {
      const request = c.req.valid('json');
      assertOffered(deps, 'feedback');
      const survey = surveyWording((key) => deps.institution.setting(key));
      if (unknownQuestions(request, survey).length > 0)
        throw badRequest('Invalid message: SurveyQuestions names a question the form does not ask.');
      const form = feedbackFormOf(request, survey);
      return accept(c, 'feedback', form, sentOf(request), (sender, context) =>
        buildFeedbackRequest(form, sender, survey, context),
      );
    },
  );

  app.post(
    '/Messages/ContactUs',
    optionalSession(deps),
    body('api/messages.json#/$defs/ContactUsRequest'),
    (c) => {
      const request = c.req.valid('json');
      assertOffered(deps, 'question');
      const form = contactUsFormOf(request);
      return accept(c, 'question', form, sentOf(request), (sender, context) =>
        buildContactUsRequest(form, sender, context),
      );
    },
  );
  return app;
}

function sentOf(request: { ReCaptchaCode: string; ReturnURL: string; Alert: { UserAgent: string } }) {
  return { captcha: request.ReCaptchaCode, userAgent: request.Alert.UserAgent, returnUrl: request.ReturnURL };
}
