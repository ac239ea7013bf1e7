/**
 * Everything the payment rules of a call read, gathered once: the caller's loan (403 when
 * it is not theirs), its payment information computed from the loan (spec 02 §3: due date,
 * amounts, payoff, holidays, blocking flags, scheduled and recurring payments, methods), and
 * the payment facts and named rules of rules/payments.json evaluated exactly as the portal
 * evaluates them (src/domain/payments/facts.ts, src/engine/logic), over that same answer.
 */
import {
  billingFrequencyOf,
  daysBeforeDueChoices,
  paymentFacts,
  type PaymentChoices,
  type PaymentFacts,
} from '../../../src/domain/payments/index.ts';
import type { PaymentOptions } from '../../../src/domain/payments/options.ts';
import type { PaymentInfoResponse } from '../../../src/generated/api-types/payments.ts';
import type { PaymentCalendar } from '../../config/payments.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { dollars } from '../accounts.ts';
import { holidaysFrom, nextBusinessDay, pastAchCutoff, todayOf } from './calendar.ts';
import { accountFacts, ownedAccount, type LoanRow } from './loans.ts';
import { defaultMethod, savedMethods } from './methods.ts';
import { paymentOptions } from './options.ts';
import { institutionText, paymentRule } from './rules.ts';
import { payoffCents } from './payoff.ts';
import { postDuePayments, recurringPayment, scheduledPayments } from './store.ts';
import { accountToken } from './tokens.ts';

export type PaymentDeps = Pick<Deps, 'db' | 'clock' | 'institution'>;

const BILLING_NAMES = ['Monthly', 'SemiMonthly', 'BiWeekly', 'Weekly'] as const;
type BillingName = (typeof BILLING_NAMES)[number];

function billingName(value: string): BillingName {
  return BILLING_NAMES.find((name) => name === value) ?? 'Monthly';
}

export interface PaymentContext {
  deps: PaymentDeps;
  session: SessionUser;
  loan: LoanRow;
  /** YYYY-MM-DD, the server's local date. */
  today: string;
  /** The institution's payment calendar (deps.institution.paymentCalendar). */
  calendar: PaymentCalendar;
  options: PaymentOptions;
  /** The user's company number: 0 for a personal user (spec 02 §6). */
  company: number;
  info: PaymentInfoResponse;
  /** The payment facts of data.payment with the choices made so far. */
  facts(choices?: PaymentChoices): PaymentFacts;
  /** A named rule of rules/payments.json over those facts. */
  rule(name: string, choices?: PaymentChoices): unknown;
  /** An institution text with its {name} placeholders filled (for the Message of a refusal). */
  text(key: string, params?: Readonly<Record<string, string | number>>): string;
}

export function companyOf({ db }: PaymentDeps, customerId: number): number {
  return db.get<{ company_number: number }>('SELECT company_number FROM customers WHERE id = :customerId', {
    customerId,
  })!.company_number;
}

/** The payment information of spec 02 §3, computed from the loan on the institution's calendar. */
function paymentInfo(deps: PaymentDeps, session: SessionUser, loan: LoanRow, today: string, company: number) {
  const { db, clock } = deps;
  const calendar = deps.institution.paymentCalendar;
  const holidays = holidaysFrom(today, calendar);
  const afterCutoff = pastAchCutoff(clock, calendar);
  const billing = billingName(loan.billing_frequency);
  const totalDue = dollars(loan.amount_due_cents);
  const regular = dollars(loan.installment_cents);
  const payoff = dollars(payoffCents(loan, today, today, calendar));
  const info: PaymentInfoResponse = {
    HasNoErrors: true,
    Errors: [],
    valid: true,
    accountNumber: loan.number,
    accountType: loan.type,
    EncryptedData: accountToken(db, session.userId, loan.id),
    DueDate: loan.due_date,
    TotalAmountDue: totalDue,
    PayOffAmount: payoff,
    Delinquent: loan.delinquent === 1,
    PastDue: loan.past_due === 1,
    LoanBillingFrequency: billing,
    RestrictionCode: loan.restriction_code,
    PaymentDetails: {
      LoanAccountNumber: loan.number,
      PaymentDate: today,
      PaymentAmount: regular,
      Company: company,
    },
    PaymentOptions: {
      AllowACH: loan.allow_ach === 1 && loan.payment_security !== 'NoAchPayments',
      AllowCards: loan.allow_cards === 1,
      NumberDaysInPeriod: calendar.numberDaysInPeriod,
      RecurringAllowed: loan.recurring_allowed === 1,
      FirstPartyFees: calendar.firstPartyFees,
    },
    ScheduledPayments: scheduledPayments(db, loan.id, today),
    RecurringPayment: recurringPayment(db, loan, today),
    PaymentMethods: savedMethods(db, session.userId),
    DefaultPaymentMethod: defaultMethod(db, session.userId, loan.id),
    blockAchPayment: loan.ach_hold === 1,
    blockCardPayment: loan.card_hold === 1,
    BlockImmediateACHPaymentsAfterCutoffTime: afterCutoff,
    AdjustedACHPaymentDateAfterCutoffTime: afterCutoff ? nextBusinessDay(today, calendar) : null,
    NonPaymentDays: holidays,
    NonSchedulablePaymentDays: [],
    FeesAndCharges:
      loan.fees_due_cents > 0 ? [{ Description: 'Late charge', Amount: dollars(loan.fees_due_cents) }] : [],
    regularPmtAmount: regular,
    dueDate: loan.due_date,
    loanBillingFrequency: billing,
    loanFutureNonPaymentDays: holidays,
    accountInfo: {
      isLOCAccount: loan.type === 9,
      payOffAmount: payoff,
      totalAmountDue: totalDue,
      defaultPmtAmount: regular,
      isDelinquent: loan.delinquent === 1,
    },
  };
  return info;
}

/** The context of a payment call on the caller's loan `accountNumber` (403 NotYourAccount when not theirs). */
export function paymentContext(
  deps: PaymentDeps,
  session: SessionUser,
  accountNumber: string,
): PaymentContext {
  const { db, clock, institution } = deps;
  const today = todayOf(clock);
  postDuePayments(db, ownedAccount(db, session.customerId, accountNumber).id, today);
  const loan = ownedAccount(db, session.customerId, accountNumber);
  const company = companyOf(deps, session.customerId);
  const info = paymentInfo(deps, session, loan, today, company);
  const options = paymentOptions(institution);
  const daysBeforeDue = loan.due_date
    ? daysBeforeDueChoices({
        dueDate: loan.due_date,
        billing: billingFrequencyOf(info.LoanBillingFrequency),
        nonPaymentDays: info.loanFutureNonPaymentDays,
        today,
      }).length
    : 0;
  const facts = (choices: PaymentChoices = {}) =>
    paymentFacts({
      account: accountFacts(loan),
      loan: info,
      info: info.PaymentOptions,
      choices,
      daysBeforeDueChoices: daysBeforeDue,
      today,
    });
  const rule = (name: string, choices: PaymentChoices = {}) =>
    paymentRule(deps, { session, company }, facts(choices), name);
  const text = (key: string, params?: Readonly<Record<string, string | number>>) =>
    institutionText(institution, key, params);
  const calendar = institution.paymentCalendar;
  return { deps, session, loan, today, calendar, options, company, info, facts, rule, text };
}
