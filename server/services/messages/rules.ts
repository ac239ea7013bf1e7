/**
 * The messages form's rules (rules/messages.json), evaluated on the server by the portal's own
 * json-logic engine over the institution's options, so that the server opens, offers and
 * verifies exactly what the portal's screens do.
 */
import { evaluate, SIGNED_OUT, type LogicEnv } from '../../../src/engine/logic/index.ts';
import type { Institution } from '../../config/institution.ts';
import type { Clock } from '../clock.ts';
import { serverRuleBook } from '../ruleBook.ts';

export interface MessagesRuleDeps {
  institution: Institution;
  clock: Clock;
}

export type CaptchaProvider = 'recaptcha' | 'builtIn';

function messagesRule({ institution, clock }: MessagesRuleDeps, name: string): unknown {
  const options = institution.options.institutionOptions;
  const env: LogicEnv = {
    settings: {
      text: (key) => institution.setting(key),
      flag: (key) => {
        throw new Error(`the server evaluates no settings flags in the messages rules ("${key}")`);
      },
      declares: (key) => institution.setting(key) !== '',
    },
    options,
    rules: serverRuleBook(),
    context: {
      options,
      session: SIGNED_OUT,
      route: { path: 'home/messages', params: {} },
      query: {},
      device: { mobileApp: false, compact: false, production: true },
      form: {},
      data: {},
      now: clock.now().toISOString(),
    },
  };
  return evaluate({ rule: name }, env);
}

/** The contact form is open (HideContactUs off). */
export function messagesOpen(deps: MessagesRuleDeps): boolean {
  return messagesRule(deps, 'messagesOpen') === true;
}

/** Feedback is offered besides Question (HideFeedback off). */
export function offersFeedback(deps: MessagesRuleDeps): boolean {
  return messagesRule(deps, 'messagesOffersFeedback') === true;
}

/** The captcha the form asks: reCAPTCHA with a site key, the built-in challenge otherwise. */
export function captchaProvider(deps: MessagesRuleDeps): CaptchaProvider {
  return messagesRule(deps, 'messagesCaptcha') === 'recaptcha' ? 'recaptcha' : 'builtIn';
}
