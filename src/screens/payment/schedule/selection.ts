/**
 * What the frequency step hands the wizard (the screen's data.paymentFrequency, spec 02 §3
 * "Frequency selection") and the date rules it checks dates against, built from the payment
 * information and the institution options so that the calendar's disabled days and the check
 * of a typed date are the same functions of src/domain/payments/dates.ts.
 */
import type { PaymentInfoResponse } from '../../../api/payments';
import {
  weekendAllowed,
  type Frequency,
  type OneTimeDateRules,
  type PaymentMethodType,
  type PaymentOptions,
  type RecurringDateRules,
} from '../../../domain/payments';
import type { StepProblem } from '../wizardData';
import { isoDays } from './paymentProps';

/** The screen data key the frequency step writes. */
export const FREQUENCY_KEY = 'paymentFrequency';

/** The frequency step's outcome; amounts in integer cents. */
export interface FrequencySelection {
  frequency: Frequency;
  /**
   * YYYY-MM-DD: the one-time payment date, the recurring first date, or for DaysBeforeDue and
   * OnDueDate the due date less numDays; '' while none is chosen.
   */
  date: string;
  /** The days before the due date (DaysBeforeDue; 0 otherwise). */
  numDays: number;
  isPayoff: boolean;
  /** A payoff's amount: the quote for a future date, else today's payoff amount; 0 when not a payoff. */
  payoffCents: number;
  /** The third-party fee of this payment (0 when third-party fees are off). */
  thirdPartyFeeCents: number;
  /** The step is complete: a valid date or number of days, the payoff quote and the fee loaded. */
  valid: boolean;
  /** What keeps it from being complete, for the error summary (none while it loads). */
  problems?: StepProblem[];
}

/** The host's non-payment days: holidays and the days nothing may be scheduled on. */
function nonPaymentDaysOf(info: PaymentInfoResponse): string[] {
  return [...isoDays(info.NonPaymentDays), ...isoDays(info.NonSchedulablePaymentDays)];
}

/** The rules of a one-time payment date (spec 02 §5) for this loan, method and day. */
export function oneTimeRulesOf(
  info: PaymentInfoResponse,
  method: PaymentMethodType,
  options: PaymentOptions,
  today: string,
  achBlockedAfterCutoff: boolean,
): OneTimeDateRules {
  return {
    today,
    method,
    nonPaymentDays: nonPaymentDaysOf(info),
    daysInPeriod: info.PaymentOptions.NumberDaysInPeriod,
    weekend: weekendAllowed(method, options),
    achBlockedAfterCutoff,
    adjustedAchDate: info.AdjustedACHPaymentDateAfterCutoffTime ?? undefined,
  };
}

/** The rules of a recurring first date (spec 02 §5) for this loan, method and day. */
export function recurringRulesOf(
  info: PaymentInfoResponse,
  method: PaymentMethodType,
  options: PaymentOptions,
  today: string,
): RecurringDateRules {
  return { today, method, nonPaymentDays: nonPaymentDaysOf(info), weekend: weekendAllowed(method, options) };
}

/** The frequencies whose first date the borrower picks from the recurring calendar. */
export const PICKS_FIRST_DATE: ReadonlySet<Frequency> = new Set<Frequency>([
  'MonthlyOnDate',
  'SemiMonthly',
  'TwoWeeks',
  'Weekly',
]);
