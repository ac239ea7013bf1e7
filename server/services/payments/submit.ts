/**
 * A payment submission (spec 02 §7 PaymentImmediate, PaymentScheduled and PaymentRecurring
 * SubmitCard / SubmitAch): the caller's loan and its current token, the idempotency key
 * (idempotency.ts), then every rule the portal runs before it lets the borrower submit,
 * evaluated again here with the same domain functions and named rules (eligibility, method,
 * date, scheduling or recurring permission, draft agreement, payoff, amount, fees), each
 * failure refused with the catalogue's code. A payment that passes is stored in one
 * transaction: an immediate one is posted to the loan at once.
 */
import { paymentKindOf, recurringOptionOf } from '../../../src/domain/payments/payload.ts';
import { paymentTotalCents } from '../../../src/domain/payments/fees.ts';
import type { Frequency, PaymentChoices, PaymentMethodType } from '../../../src/domain/payments/index.ts';
import type {
  SubmitPaymentRequest,
  SubmitPaymentResponse,
  SubmitRecurringPaymentRequest,
} from '../../../src/generated/api-types/payments.ts';
import { badRequest } from '../../http/errors.ts';
import type { SessionUser } from '../../http/env.ts';
import { paymentContext, type PaymentContext, type PaymentDeps } from './context.ts';
import { eligibilityRefusal } from './eligibility.ts';
import { earlierAnswer, rememberAnswer, requestDigest } from './idempotency.ts';
import { useUp } from './methods.ts';
import { centsOf } from './amountInput.ts';
import { paidWith, type PaidWith } from './paidWith.ts';
import { payoffCents } from './payoff.ts';
import { checkRecurring, recurringFirstDate } from './recurringChecks.ts';
import { refusal } from './refusal.ts';
import { recordSignedAgreement } from './signedAgreements.ts';
import { insertPayment, insertRecurring } from './store.ts';
import { checkAmount, checkFees, checkOneTimeDate } from './submitChecks.ts';
import { checkAccountToken } from './tokens.ts';

export type SubmitKind = 'immediate' | 'scheduled' | 'recurring';

export interface Submission {
  kind: SubmitKind;
  methodType: PaymentMethodType;
  /** The call's path, part of what the idempotency key is held to. */
  path: string;
  request: SubmitPaymentRequest | SubmitRecurringPaymentRequest;
}

const FREQUENCIES: Readonly<Record<string, Frequency>> = {
  DayOfMonth: 'MonthlyOnDate',
  SemiMonthly: 'SemiMonthly',
  BiWeekly: 'TwoWeeks',
  Weekly: 'Weekly',
};

/** The frequency a recurring option names (spec 02 §7 mapping, read backwards: DaysBeforeDue 0 is On Due Date). */
function frequencyOf(details: SubmitRecurringPaymentRequest['RecurringDetails']): Frequency {
  if (details.RecurringOption === 'DaysBeforeDue')
    return details.DaysBeforeDue === 0 ? 'OnDueDate' : 'DaysBeforeDue';
  return FREQUENCIES[details.RecurringOption] ?? 'Weekly';
}

function methodWord(paid: PaidWith): 'Card' | 'Ach' {
  return paid.type === 'Card' ? 'Card' : 'Ach';
}

/** A one-time payment: its date makes it immediate (today) or scheduled (later), as the call says. */
function checkOneTime(
  context: PaymentContext,
  paid: PaidWith,
  kind: SubmitKind,
  date: string,
  choices: PaymentChoices,
) {
  const byDate = paymentKindOf('OneTime', date, context.today);
  if (kind === 'immediate' && byDate !== 'immediate')
    throw refusal(
      date < context.today ? 'PaymentDateMinimum' : 'PaymentDateMaximum',
      'An immediate payment is dated today.',
    );
  if (kind === 'scheduled' && byDate === 'immediate')
    throw refusal('PaymentDateMinimum', 'A scheduled payment is dated after today.');
  checkOneTimeDate(context, paid, date);
  if (kind !== 'scheduled') return;
  const reason = context.rule('paymentSchedulingBlockedReason', choices);
  if (reason === 'quota')
    throw refusal('ReachedMaxScheduledAllowed', 'The loan has as many scheduled payments as it may have.');
  if (reason !== '')
    throw refusal(`CannotSchedule${methodWord(paid)}`, `Scheduling is not possible (${String(reason)}).`);
}

/** Checks a submission and makes the payment; answers its reference number (or the earlier answer of its key). */
export function submitPayment(
  deps: PaymentDeps,
  session: SessionUser,
  submission: Submission,
): SubmitPaymentResponse {
  const { db, clock } = deps;
  const { kind, request } = submission;
  const payment = request.Payment;
  if (payment.Method.IsCard !== (submission.methodType === 'Card'))
    throw badRequest(
      `Invalid request: Submit${submission.methodType === 'Card' ? 'Card' : 'Ach'} takes a ${submission.methodType === 'Card' ? 'card' : 'bank account'} method.`,
    );
  return db.transaction(() => {
    const context = paymentContext(deps, session, payment.Details.LoanAccountNumber);
    const { loan, today } = context;
    checkAccountToken(db, session.userId, loan.id, request.EncryptedData);
    const key = {
      userId: session.userId,
      key: request.IdempotencyKey,
      digest: requestDigest(submission.path, request),
    };
    const earlier = earlierAnswer(db, key.userId, key.key, key.digest);
    if (earlier) return earlier;
    const refused = eligibilityRefusal(context, 'submit');
    if (refused) throw refused;

    const paid = paidWith(context, payment.Method);
    const details = payment.Details;
    const amountCents = centsOf(details.PaymentAmount, 'PaymentAmount');
    const additionalCents = centsOf(details.AdditionalPrincipalAmount, 'AdditionalPrincipalAmount');
    const recurring = 'RecurringDetails' in request ? request : undefined;
    if ((kind === 'recurring') !== (recurring !== undefined))
      throw badRequest('Invalid request: only a recurring payment has RecurringDetails.');
    const frequency = recurring ? frequencyOf(recurring.RecurringDetails) : 'OneTime';
    const payAmountDue =
      kind === 'recurring' && (loan.type === 9 ? amountCents === 0 : amountCents === loan.installment_cents);
    const choices: PaymentChoices = {
      methodType: paid.type,
      singleUse: paid.singleUse,
      frequency,
      date: details.PaymentDate,
      isPayoff: payment.IsPayoff,
      payAmountDue,
    };
    // The draft agreement a recurring ACH payment consumed, recorded as signed with the payment.
    const agreement = recurring
      ? checkRecurring(context, paid, recurring, frequency, { choices, amountCents })
      : void checkOneTime(context, paid, kind, details.PaymentDate, choices);
    if (payment.IsPayoff && (recurring || context.rule('paymentPayoffHiddenReason', choices) !== ''))
      throw refusal('PayOffQuote', 'A payoff is not offered for this payment.');

    const date = recurring ? recurringFirstDate(context, recurring, frequency) : details.PaymentDate;
    checkAmount(context, {
      paid,
      kind: paymentKindOf(frequency, date, today),
      frequency,
      date,
      amountCents,
      payoffCents: payoffCents(loan, today, date, context.calendar),
      isPayoff: payment.IsPayoff,
      skipsAmount: context.rule('paymentSkipsAmount', choices) === true,
      atPaymentTime: context.rule('paymentAmountAtPaymentTime', choices) === true,
    });
    if (additionalCents > 0 && context.rule('paymentOffersAdditionalPrincipal', choices) !== true)
      throw refusal(
        'InvalidInfo',
        'Additional principal is taken only on recurring ACH payments, where allowed.',
      );
    const fees = checkFees(context, paid, kind, {
      first: centsOf(details.FirstPartyFee, 'FirstPartyFee'),
      third: centsOf(details.ThirdPartyFee, 'ThirdPartyFee'),
    });

    const now = clock.now().toISOString();
    const amounts = { amountCents, additionalPrincipalCents: additionalCents, ...fees };
    const common = {
      userId: session.userId,
      accountId: loan.id,
      isCard: paid.type === 'Card',
      lastFour: paid.lastFour,
      now,
    };
    const referenceNumber = recurring
      ? insertRecurring(db, {
          ...common,
          ...amounts,
          option: recurringOptionOf(frequency) ?? 'Weekly',
          daysBeforeDue: recurring.RecurringDetails.DaysBeforeDue,
          firstDate: date,
        })
      : insertPayment(db, {
          ...common,
          ...amounts,
          kind: kind === 'immediate' ? 'immediate' : 'scheduled',
          date,
          isPayoff: payment.IsPayoff,
        });
    if (agreement)
      recordSignedAgreement(db, {
        userId: session.userId,
        accountId: loan.id,
        referenceNumber,
        terms: agreement,
        now,
      });
    if (paid.row) useUp(db, paid.row, now);
    return rememberAnswer(
      db,
      { ...key, now: clock.now() },
      {
        referenceNumber,
        paymentDate: date,
        totalCents: paymentTotalCents(amounts),
      },
    );
  });
}
