/** Evaluates the rules of rules/payments.json over payment facts, with test defaults. */
import { createOptions, createRuleBook, evaluate } from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import type { PaymentFacts } from '../../../src/domain/payments';
import paymentRules from '../../../rules/payments.json';
import { logicEnv } from '../engine/logicEnv';
import { SIGNED_OUT } from '../../../src/engine/logic';

export const rules = createRuleBook([{ file: 'rules/payments.json', content: paymentRules }]);

/** An open monthly loan with its payment information loaded, nothing chosen yet. */
export const OPEN_LOAN: PaymentFacts = {
  account: { holdComment: '', balance: 1250.5, type: 0, branch: 1 },
  loan: {
    loaded: true,
    allowAch: true,
    allowCards: true,
    blockAch: false,
    blockCard: false,
    recurringAllowedByHost: true,
    delinquent: false,
    pastDue: false,
    lineOfCredit: false,
    billing: 'monthly',
    payoffAmount: 1250.5,
    hasRecurringPayment: false,
    scheduledPayments: 0,
    achBlockedAfterCutoff: false,
    dueDateIsNonPaymentDay: false,
  },
  method: { type: '', singleUse: false },
  frequency: { value: '', futureDate: false, isPayoff: false, payAmountDue: false },
  onlyImmediate: false,
  daysBeforeDueChoices: 9,
};

type Parts = {
  [K in keyof PaymentFacts]?: PaymentFacts[K] extends object ? Partial<PaymentFacts[K]> : PaymentFacts[K];
};

/** OPEN_LOAN with some facts changed (each part merged one level deep). */
export function factsWith(change: Parts = {}): PaymentFacts {
  return {
    account: { ...OPEN_LOAN.account, ...change.account },
    loan: { ...OPEN_LOAN.loan, ...change.loan },
    method: { ...OPEN_LOAN.method, ...change.method },
    frequency: { ...OPEN_LOAN.frequency, ...change.frequency },
    onlyImmediate: change.onlyImmediate ?? OPEN_LOAN.onlyImmediate,
    daysBeforeDueChoices: change.daysBeforeDueChoices ?? OPEN_LOAN.daysBeforeDueChoices,
  };
}

export interface Case {
  facts?: Parts;
  options?: Record<string, unknown>;
  personal?: boolean;
}

/** The value of a named payment rule for the facts and institution options of a case. */
export function decide(name: string, { facts, options = {}, personal = true }: Case = {}): unknown {
  const env = logicEnv({
    options: createOptions(options, optionSpecs),
    rules,
    context: {
      session: { ...SIGNED_OUT, loggedIn: true, personal },
      data: { payment: factsWith(facts) },
    },
  });
  return evaluate({ rule: name }, env);
}
