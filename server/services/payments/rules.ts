/**
 * The named rules of rules/payments.json, evaluated on the server by the portal's own
 * json-logic engine (src/engine/logic) over the payment facts at data.payment, the
 * institution's options and a signed-in session (personal when the company number is 0), so
 * that the server decides exactly as the portal does. Refusal messages read the institution's
 * texts (settings) with their {name} placeholders filled.
 */
import { localDateOf } from '../../../src/domain/dates/index.ts';
import { paymentFacts, type PaymentFacts } from '../../../src/domain/payments/facts.ts';
import { evaluate, SIGNED_OUT, type LogicEnv } from '../../../src/engine/logic/index.ts';
import type { Institution } from '../../config/institution.ts';
import type { SessionUser } from '../../http/env.ts';
import type { Clock } from '../clock.ts';
import { serverRuleBook } from '../ruleBook.ts';

export interface RuleDeps {
  institution: Institution;
  clock: Clock;
}

/** The value of the rule `name` for these facts. */
export function paymentRule(
  { institution, clock }: RuleDeps,
  caller: { session: SessionUser; company: number },
  facts: PaymentFacts,
  name: string,
): unknown {
  const options = institution.options.institutionOptions;
  const env: LogicEnv = {
    settings: {
      text: (key) => institution.setting(key),
      flag: (key) => {
        throw new Error(`the server evaluates no settings flags in the payment rules ("${key}")`);
      },
      declares: (key) => institution.setting(key) !== '',
    },
    options,
    rules: serverRuleBook(),
    context: {
      options,
      session: {
        ...SIGNED_OUT,
        loggedIn: true,
        personal: caller.company === 0,
        username: caller.session.username,
      },
      route: { path: 'myaccount/payment', params: {} },
      query: {},
      device: { mobileApp: false, compact: false, production: true },
      form: {},
      data: { payment: facts },
      now: clock.now().toISOString(),
    },
  };
  return evaluate({ rule: name }, env);
}

/** The facts of a call that names no loan (a method added without one): only the method chosen. */
export function methodOnlyFacts(clock: Clock, methodType: 'Card' | 'ACH'): PaymentFacts {
  const now = clock.now();
  return paymentFacts({
    account: { Number: '', Comment: '', Balance: 0 },
    choices: { methodType },
    today: localDateOf(now) ?? now.toISOString().slice(0, 10),
  });
}

/** An institution text with its {name} placeholders filled. */
export function institutionText(
  institution: Institution,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return institution
    .setting(key)
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
