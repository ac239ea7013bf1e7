/**
 * The rules of a recurring submission (spec 02 §5 "Recurring is not allowed when …",
 * "Frequency availability", "Recurring first date", "Days-before-due list"; §4 the draft
 * agreement), by the named rules of rules/payments.json and src/domain/payments/dates.ts,
 * and the date its first draw falls on.
 */
import { billingFrequencyOf, daysBeforeDueChoices } from '../../../src/domain/payments/index.ts';
import type { Frequency, PaymentChoices } from '../../../src/domain/payments/index.ts';
import type { SubmitRecurringPaymentRequest } from '../../../src/generated/api-types/payments.ts';
import type { PaymentContext } from './context.ts';
import { consumeDraftAgreement } from './draftAgreement.ts';
import type { DraftTerms } from './draftTerms.ts';
import type { PaidWith } from './paidWith.ts';
import { refusal } from './refusal.ts';
import { nextDraw } from './schedule.ts';
import { checkRecurringDate } from './submitChecks.ts';

const DUE_DATE_FREQUENCIES: readonly Frequency[] = ['OnDueDate', 'DaysBeforeDue'];

/**
 * Refuses a recurring payment the rules do not allow; consumes its draft agreement when one is
 * needed, and answers the agreement's terms then (undefined when none was needed).
 */
export function checkRecurring(
  context: PaymentContext,
  paid: PaidWith,
  request: SubmitRecurringPaymentRequest,
  frequency: Frequency,
  { choices, amountCents }: { choices: PaymentChoices; amountCents: number },
): DraftTerms | undefined {
  const code = paid.type === 'Card' ? 'CannotRecurringCard' : 'CannotRecurringAch';
  const reason = context.rule('paymentRecurringBlockedReason', choices);
  if (reason !== '') throw refusal(code, `A recurring payment is not possible (${String(reason)}).`);
  const offered = context.rule('paymentFrequencies', choices);
  if (!Array.isArray(offered) || !offered.includes(frequency))
    throw refusal(code, `${frequency} is not offered for this loan.`);
  const days = request.RecurringDetails.DaysBeforeDue;
  if (frequency === 'DaysBeforeDue') {
    const choicesOfDays = daysBeforeDueChoices({
      dueDate: context.loan.due_date ?? '',
      billing: billingFrequencyOf(context.info.LoanBillingFrequency),
      nonPaymentDays: context.info.loanFutureNonPaymentDays,
      today: context.today,
    });
    if (!choicesOfDays.includes(days))
      throw refusal(
        'InvalidInfo',
        `${days} days before the due date is not one of ${choicesOfDays.join(', ')}.`,
      );
  } else if (!DUE_DATE_FREQUENCIES.includes(frequency)) {
    checkRecurringDate(context, paid, request.Payment.Details.PaymentDate, frequency);
  }
  if (context.rule('paymentNeedsDraftAgreement', choices) !== true) return undefined;
  return consumeDraftAgreement(context, request.AchDraftAgreementToken, {
    lastFour: paid.lastFour,
    amountCents,
    daysBeforeDue: days,
  });
}

/** The first draw: the first due date less the days still ahead, else the date chosen. */
export function recurringFirstDate(
  context: PaymentContext,
  request: SubmitRecurringPaymentRequest,
  frequency: Frequency,
): string {
  if (!DUE_DATE_FREQUENCIES.includes(frequency)) return request.Payment.Details.PaymentDate;
  const due = context.loan.due_date ?? context.today;
  const schedule = {
    option: 'DaysBeforeDue' as const,
    firstDate: due,
    daysBeforeDue: request.RecurringDetails.DaysBeforeDue,
  };
  return nextDraw(schedule, due, context.today);
}
