/**
 * What the amount and total widgets compute from: the amount facts of
 * src/domain/payments/amounts.ts built from the payment information, the chosen method and the
 * frequency step's outcome (data.paymentFrequency), and the outcome they write
 * (data.paymentAmount, spec 02 §3 "Payment amount output"). Pure.
 */
import type { PaymentInfoResponse } from '../../../api/payments';
import { LINE_OF_CREDIT_TYPE, paymentKindOf, toCents, type AmountFacts } from '../../../domain/payments';
import { isFrequency, type ChosenMethod } from '../schedule/paymentProps';
import type { FrequencySelection } from '../schedule/selection';
import type { StepProblem } from '../wizardData';

/** The screen data key the amount step writes. */
export const AMOUNT_KEY = 'paymentAmount';

/** The amount step's outcome; amounts in integer cents. */
export interface AmountSelection {
  amountCents: number;
  /** The pay-amount-due checkbox is ticked (the regular amount; 0 for a line of credit). */
  payAmountDue: boolean;
  additionalPrincipalCents: number;
  valid: boolean;
  /** What keeps it from being valid, for the error summary. */
  problems?: StepProblem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** data.paymentFrequency as the frequency step wrote it, or undefined. */
export function scheduleProp(value: unknown): FrequencySelection | undefined {
  if (!isObject(value) || !isFrequency(value.frequency) || typeof value.date !== 'string') return undefined;
  return {
    frequency: value.frequency,
    date: value.date,
    numDays: cents(value.numDays),
    isPayoff: value.isPayoff === true,
    payoffCents: cents(value.payoffCents),
    thirdPartyFeeCents: cents(value.thirdPartyFeeCents),
    valid: value.valid === true,
  };
}

/** data.paymentAmount as the amount step wrote it, or undefined. */
export function amountProp(value: unknown): AmountSelection | undefined {
  if (!isObject(value) || typeof value.amountCents !== 'number') return undefined;
  return {
    amountCents: cents(value.amountCents),
    payAmountDue: value.payAmountDue === true,
    additionalPrincipalCents: cents(value.additionalPrincipalCents),
    valid: value.valid === true,
  };
}

/** The amount facts of spec 02 §5 for this loan, method, frequency and day. */
export function amountFactsOf(
  info: PaymentInfoResponse,
  method: ChosenMethod,
  schedule: FrequencySelection,
  today: string,
): AmountFacts {
  const payoff =
    schedule.isPayoff && schedule.payoffCents > 0 ? schedule.payoffCents : toCents(info.PayOffAmount);
  return {
    method: method.type,
    kind: paymentKindOf(schedule.frequency, schedule.date, today),
    frequency: schedule.frequency,
    futureDate: schedule.date > today,
    delinquent: info.Delinquent,
    totalDueCents: toCents(info.TotalAmountDue),
    regularAmountCents: toCents(info.regularPmtAmount),
    payoffCents: payoff,
    lineOfCredit: info.accountInfo.isLOCAccount || info.accountType === LINE_OF_CREDIT_TYPE,
  };
}
