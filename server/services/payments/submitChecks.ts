/**
 * The date, amount and fee rules of a submission (spec 02 §5), run on the server with the
 * portal's own functions (src/domain/payments/dates.ts, amounts.ts, fees.ts) over the same
 * facts, each failure refused with the catalogue's code (spec 02 §8) and the institution's
 * wording of the portal's message as Message.
 */
import {
  amountError,
  amountLimits,
  automaticAmountCents,
  isWeekendDate,
  oneTimeDateError,
  recurringFirstDateError,
  weekendAllowed,
  type AmountFacts,
  type AmountMessage,
  type DateMessage,
  type Frequency,
  type PaymentKind,
} from '../../../src/domain/payments/index.ts';
import { firstPartyFeeCents, thirdPartyFeeCents } from '../../../src/domain/payments/fees.ts';
import type { RefusalCode } from '../../../src/generated/api-types/payments.ts';
import { badRequest } from '../../http/errors.ts';
import type { PaymentContext } from './context.ts';
import type { PaidWith } from './paidWith.ts';
import { refusal } from './refusal.ts';

const DATE_REFUSALS: Readonly<Record<DateMessage['key'], RefusalCode | undefined>> = {
  'paymentDates.required': undefined,
  'paymentDates.invalid': undefined,
  'paymentDates.holiday': 'PaymentDateHoliday',
  'paymentDates.past': 'PaymentDateMinimum',
  'paymentDates.beyondPeriod': 'PaymentDateMaximum',
  'paymentDates.saturday': 'PaymentDateWeekend',
  'paymentDates.sunday': 'PaymentDateWeekend',
  'paymentDates.achFutureOnly': 'PaymentDateBeforeCutoff',
  'paymentDates.recurringNotFuture': 'PaymentDateMinimum',
  'paymentDates.recurringBeyondWindow': 'PaymentDateMaximum',
  'paymentDates.recurringNotAllowed': 'PaymentDateHoliday',
  'paymentDates.recurringDayOfMonth': 'PaymentDateMaximum',
};

function refuseDate(context: PaymentContext, date: string, message: DateMessage | undefined) {
  if (!message) return;
  const weekend = message.key === 'paymentDates.recurringNotAllowed' && isWeekendDate(date);
  const code = weekend ? 'PaymentDateWeekend' : DATE_REFUSALS[message.key];
  if (code === undefined) throw badRequest(`Invalid request: PaymentDate ${date} is not a date.`);
  throw refusal(code, context.text(message.key, message.params));
}

/** A one-time payment's date (spec 02 §5 "Payment date (one-time)"), with the ACH cutoff. */
export function checkOneTimeDate(context: PaymentContext, paid: PaidWith, date: string) {
  const { info, options, today } = context;
  const message = oneTimeDateError(date, {
    today,
    method: paid.type,
    nonPaymentDays: [...info.NonPaymentDays, ...info.NonSchedulablePaymentDays],
    daysInPeriod: info.PaymentOptions.NumberDaysInPeriod,
    weekend: weekendAllowed(paid.type, options),
    achBlockedAfterCutoff: context.rule('paymentAchAfterCutoff') === true,
    adjustedAchDate: info.AdjustedACHPaymentDateAfterCutoffTime ?? undefined,
  });
  refuseDate(context, date, message);
}

/** A recurring payment's first date (spec 02 §5 "Recurring first date"). */
export function checkRecurringDate(
  context: PaymentContext,
  paid: PaidWith,
  date: string,
  frequency: Frequency,
) {
  const { info, options, today } = context;
  const message = recurringFirstDateError(
    date,
    {
      today,
      method: paid.type,
      nonPaymentDays: info.NonPaymentDays,
      weekend: weekendAllowed(paid.type, options),
    },
    frequency,
  );
  refuseDate(context, date, message);
}

const AMOUNT_REFUSALS: Readonly<Partial<Record<AmountMessage['key'], RefusalCode>>> = {
  'paymentAmounts.required': 'PaymentAmountMinimumError',
  'paymentAmounts.cardOnlyAch': 'PaymentAmountMaximumError',
  'paymentAmounts.overRegularAmount': 'PaymentAmountMaximumError',
};

export interface AmountCheck {
  paid: PaidWith;
  kind: PaymentKind;
  frequency: Frequency;
  date: string;
  amountCents: number;
  payoffCents: number;
  isPayoff: boolean;
  /** The rule paymentSkipsAmount: the amount is set, not entered. */
  skipsAmount: boolean;
  /** The rule paymentAmountAtPaymentTime: 0 is sent and the host pays the amount due. */
  atPaymentTime: boolean;
}

/** The amount (spec 02 §5 "Payment amount", "Minimum", "Maximum"; §4 the amount set automatically). */
export function checkAmount(context: PaymentContext, check: AmountCheck) {
  const { loan, options, today } = context;
  const regular = loan.installment_cents;
  if (check.skipsAmount || check.atPaymentTime) {
    const expected = automaticAmountCents({
      isPayoff: check.isPayoff,
      payoffCents: check.payoffCents,
      regularAmountCents: regular,
      atPaymentTime: check.atPaymentTime,
    });
    if (check.amountCents !== expected)
      throw refusal('InvalidInfo', `The amount of this payment is set, not chosen: ${expected / 100}.`);
    if (check.atPaymentTime || !check.isPayoff) return;
  }
  const facts: AmountFacts = {
    method: check.paid.type,
    kind: check.kind,
    frequency: check.frequency,
    futureDate: check.date > today,
    delinquent: loan.delinquent === 1,
    totalDueCents: loan.amount_due_cents,
    regularAmountCents: regular,
    payoffCents: check.payoffCents,
    lineOfCredit: loan.type === 9,
  };
  const limits = amountLimits(facts, options);
  const message = amountError(check.amountCents, limits, facts, options);
  if (!message) return;
  const low = message.key === 'paymentAmounts.between' && check.amountCents < limits.minimumCents;
  const code =
    message.key === 'paymentAmounts.between'
      ? low
        ? 'PaymentAmountMinimumError'
        : 'PaymentAmountMaximumError'
      : AMOUNT_REFUSALS[message.key];
  if (code === undefined) throw badRequest('Invalid request: PaymentAmount is not an amount in cents.');
  throw refusal(code, context.text(message.key, message.params));
}

/** The fees the payment must carry, in cents: the first-party fee of its kind and the third-party fee. */
export function expectedFees(context: PaymentContext, paid: PaidWith, kind: PaymentKind) {
  const fees = context.calendar.thirdPartyFees;
  const thirdParty =
    paid.type === 'ACH' ? fees.ach : paid.debitCredit === 'DebitCard' ? fees.debitCard : fees.creditCard;
  return {
    firstPartyFeeCents: firstPartyFeeCents(
      context.info.PaymentOptions.FirstPartyFees,
      paid.type,
      kind,
      paid.debitCredit,
    ),
    thirdPartyFeeCents: thirdPartyFeeCents(thirdParty, context.options),
  };
}

/** Refuses fees other than the ones the server computes (the total the borrower saw would be wrong). */
export function checkFees(
  context: PaymentContext,
  paid: PaidWith,
  kind: PaymentKind,
  sent: { first: number; third: number },
) {
  const fees = expectedFees(context, paid, kind);
  if (sent.first !== fees.firstPartyFeeCents || sent.third !== fees.thirdPartyFeeCents)
    throw refusal(
      'InvalidInfo',
      `The fees of this payment are ${fees.firstPartyFeeCents / 100} (first party) and ${fees.thirdPartyFeeCents / 100} (third party).`,
    );
  return fees;
}
