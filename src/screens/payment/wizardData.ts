/**
 * The Make A Payment screen's data (what its widgets write and its definition's conditions read):
 * - data.paymentAccount: the account step (AccountSelect): the selected account number, its
 *   status and whether the step is valid;
 * - data.paymentInfo: the selected account's GetPaymentInfo answer, or null;
 * - data.payment: the payment facts of rules/payments.json (paymentFacts);
 * - data.paymentMethod: the method step (methods/selection.ts, MethodSelection);
 * - data.paymentFrequency, data.paymentAmount: the frequency and amount steps, each with the
 *   problems that keep it from being valid (StepProblem);
 * - data.paymentSubmit: the submit step, once shown ({ shown, attempts }).
 * Selecting another account clears the later steps. A step's section first shows once the step
 * before is valid; the amount and submit steps then stay while the date or the amount is
 * corrected (docs/payment-wizard.md), and go, to start afresh, when the account or the method
 * changes. Readers here take any value and answer a safe one: the data is the screen's, written
 * by other widgets.
 */
import type { PaymentInfoResponse } from '../../api/payments';
import {
  billingFrequencyOf,
  daysBeforeDueChoices,
  FREQUENCIES,
  hostDate,
  toCents,
  type Frequency,
  type PaymentMethodChoice,
} from '../../domain/payments';

export type AccountStepStatus = 'none' | 'loading' | 'blocked' | 'error' | 'ready';

export interface AccountStep {
  accountNumber: string;
  status: AccountStepStatus;
  /** The settings key of why the account cannot be paid ('' when it can). */
  message: string;
  valid: boolean;
}

/** What selecting an account clears: every later step. */
export const LATER_STEPS_CLEARED = {
  paymentMethod: null,
  paymentFrequency: null,
  paymentAmount: null,
  paymentSubmit: null,
};

/** The screen data key of the submit step: { shown: true, attempts } while it shows. */
export const SUBMIT_KEY = 'paymentSubmit';

/**
 * Why a step is not valid: a settings key with its parameters, and the id of the field to
 * correct ('' when there is none), for the error summary a refused Submit shows.
 */
export interface StepProblem {
  key: string;
  params?: Record<string, string | number>;
  field: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Cents from a `…Cents` field, or from a dollars field of the same name without the suffix. */
function centsOf(step: Record<string, unknown>, name: string): number {
  const cents = step[`${name}Cents`];
  if (typeof cents === 'number' && Number.isInteger(cents)) return cents;
  return toCents(numberOr(step[name], 0));
}

type Data = Readonly<Record<string, unknown>>;

export function paymentInfoOf(data: Data): PaymentInfoResponse | undefined {
  const info = data.paymentInfo;
  return isObject(info) && typeof info.accountNumber === 'string'
    ? (info as unknown as PaymentInfoResponse)
    : undefined;
}

/**
 * The days-before-due choices that remain for this payment information: the frequency step lists
 * them and the payment facts count them (paymentOffersDaysBeforeDue), so both read them here.
 * None without a due date.
 */
export function daysBeforeDueChoicesOf(info: PaymentInfoResponse, today: string): number[] {
  const dueDate = hostDate(info.DueDate);
  if (!dueDate) return [];
  return daysBeforeDueChoices({
    dueDate,
    billing: billingFrequencyOf(info.LoanBillingFrequency),
    nonPaymentDays: (info.loanFutureNonPaymentDays ?? []).flatMap((day) => hostDate(day) ?? []),
    today,
  });
}

export interface MethodStep {
  method: PaymentMethodChoice;
  singleUse: boolean;
  lastFour: string;
  valid: boolean;
}

export function methodStepOf(data: Data): MethodStep | undefined {
  const step = data.paymentMethod;
  if (!isObject(step) || !isObject(step.method) || step.valid !== true) return undefined;
  return {
    method: step.method as unknown as PaymentMethodChoice,
    singleUse: step.singleUse === true,
    lastFour: typeof step.lastFour === 'string' ? step.lastFour : '',
    valid: true,
  };
}

export interface FrequencyStep {
  frequency: Frequency;
  /** YYYY-MM-DD: the one-time date or the first recurring date ('' when none). */
  date: string;
  numDays: number;
  isPayoff: boolean;
  thirdPartyFeeCents: number;
}

export function frequencyStepOf(data: Data): FrequencyStep | undefined {
  const step = data.paymentFrequency;
  if (!isObject(step) || step.valid !== true) return undefined;
  const frequency = (FREQUENCIES as readonly unknown[]).includes(step.frequency)
    ? (step.frequency as Frequency)
    : 'OneTime';
  return {
    frequency,
    date: typeof step.date === 'string' ? step.date.slice(0, 10) : '',
    numDays: numberOr(step.numDays, 0),
    isPayoff: step.isPayoff === true,
    thirdPartyFeeCents: centsOf(step, 'thirdPartyFee'),
  };
}

export interface AmountStep {
  amountCents: number;
  additionalPrincipalCents: number;
  payAmountDue: boolean;
}

export function amountStepOf(data: Data): AmountStep | undefined {
  const step = data.paymentAmount;
  if (!isObject(step) || step.valid !== true) return undefined;
  return {
    amountCents: centsOf(step, 'amount'),
    additionalPrincipalCents: centsOf(step, 'additionalPrincipal'),
    payAmountDue: step.payAmountDue === true,
  };
}

function problemList(step: unknown): StepProblem[] {
  if (!isObject(step) || !Array.isArray(step.problems)) return [];
  return step.problems.flatMap((problem: unknown) =>
    isObject(problem) && typeof problem.key === 'string'
      ? [
          {
            key: problem.key,
            params: isObject(problem.params)
              ? (problem.params as Record<string, string | number>)
              : undefined,
            field: typeof problem.field === 'string' ? problem.field : '',
          },
        ]
      : [],
  );
}

/** The problems of the frequency and amount steps, in the order of the screen. */
export function stepProblemsOf(data: Data): StepProblem[] {
  return [...problemList(data.paymentFrequency), ...problemList(data.paymentAmount)];
}

/** Whether data.paymentMethod, data.paymentFrequency, data.paymentAmount hold what a choice reads. */
export function choicesOf(data: Data) {
  const method = isObject(data.paymentMethod) ? data.paymentMethod : {};
  const frequency = isObject(data.paymentFrequency) ? data.paymentFrequency : {};
  const amount = isObject(data.paymentAmount) ? data.paymentAmount : {};
  return {
    methodType: method.type === 'Card' || method.type === 'ACH' ? method.type : undefined,
    singleUse: method.singleUse === true,
    onlyImmediate: method.onlyImmediate === true,
    frequency: (FREQUENCIES as readonly unknown[]).includes(frequency.frequency)
      ? (frequency.frequency as Frequency)
      : undefined,
    date:
      typeof frequency.date === 'string' && frequency.date !== '' ? frequency.date.slice(0, 10) : undefined,
    isPayoff: frequency.isPayoff === true,
    payAmountDue: amount.payAmountDue === true,
  } as const;
}
