/**
 * The payment facts: what the rules of rules/payments.json read at `data.payment`
 * (documented property by property in schemas/context.schema.json). They are built here, once,
 * from the host's answers as they come (spec 02 §3) and the choices made so far, so that a
 * rule never has to know how the host spells a field.
 */
import { holdCode, type Account } from '../accounts/account';
import { usToIsoDate } from '../dates/usDate';
import { parseIsoDate } from '../dates/isoDate';
import type { BillingFrequency, Frequency, PaymentMethodType } from './types';

/** The loan details the facts read (spec 02 §3 "Loan account details"), as the host names them. */
export interface LoanDetailsFacts {
  accountType?: number;
  Delinquent?: boolean;
  TotalAmountDue?: number;
  DueDate?: string | null;
  PayOffAmount?: number;
  LoanBillingFrequency?: string | number | null;
  RecurringPayment?: object | null;
  ScheduledPayments?: readonly { HasBeenPosted?: boolean }[] | null;
  blockAchPayment?: boolean;
  blockCardPayment?: boolean;
  BlockImmediateACHPaymentsAfterCutoffTime?: boolean;
  NonPaymentDays?: readonly string[] | null;
}

/** The host's PaymentOptions of the payment information answer (spec 02 §3). */
export interface PaymentInfoFacts {
  AllowACH?: boolean;
  AllowCards?: boolean;
  RecurringAllowed?: boolean;
}

/** What the borrower has chosen so far on the Make A Payment screen. */
export interface PaymentChoices {
  methodType?: PaymentMethodType;
  singleUse?: boolean;
  frequency?: Frequency;
  /** YYYY-MM-DD. */
  date?: string;
  isPayoff?: boolean;
  payAmountDue?: boolean;
  onlyImmediate?: boolean;
}

export interface PaymentFactsInput {
  account: Pick<Account, 'Number' | 'Comment' | 'Balance'> &
    Partial<Pick<Account, 'TypeCode' | 'LoanPastDue' | 'LoanDueDate' | 'LoanAmountDue'>>;
  loan?: LoanDetailsFacts;
  /** Undefined until the payment information is loaded. */
  info?: PaymentInfoFacts;
  choices?: PaymentChoices;
  /** How many days-before-due choices remain (daysBeforeDueChoices(...).length). */
  daysBeforeDueChoices?: number;
  /** YYYY-MM-DD. */
  today: string;
}

/** The object at data.payment; schemas/context.schema.json documents each property. */
export interface PaymentFacts {
  account: { holdComment: string; balance: number; type: number; branch: number };
  loan: {
    loaded: boolean;
    allowAch: boolean;
    allowCards: boolean;
    blockAch: boolean;
    blockCard: boolean;
    recurringAllowedByHost: boolean;
    delinquent: boolean;
    pastDue: boolean;
    lineOfCredit: boolean;
    billing: BillingFrequency;
    payoffAmount: number;
    hasRecurringPayment: boolean;
    scheduledPayments: number;
    achBlockedAfterCutoff: boolean;
    dueDateIsNonPaymentDay: boolean;
  };
  method: { type: PaymentMethodType | ''; singleUse: boolean };
  frequency: { value: Frequency | ''; futureDate: boolean; isPayoff: boolean; payAmountDue: boolean };
  onlyImmediate: boolean;
  daysBeforeDueChoices: number;
}

/** The line-of-credit account type (spec 02 §3, §9). */
export const LINE_OF_CREDIT_TYPE = 9;

const BILLING: Readonly<Record<string, BillingFrequency>> = {
  monthly: 'monthly',
  month: 'monthly',
  m: 'monthly',
  semimonthly: 'semiMonthly',
  twicemonthly: 'semiMonthly',
  sm: 'semiMonthly',
  biweekly: 'biWeekly',
  twoweeks: 'biWeekly',
  everytwoweeks: 'biWeekly',
  bw: 'biWeekly',
  weekly: 'weekly',
  week: 'weekly',
  w: 'weekly',
};

/**
 * The loan's billing frequency from the host's LoanBillingFrequency, read without regard to
 * case, spaces, dashes or underscores (Monthly, Semi-Monthly, BiWeekly, Weekly and their short
 * forms); anything else is 'other', which offers only the frequencies open to every loan.
 */
export function billingFrequencyOf(value: unknown): BillingFrequency {
  if (typeof value !== 'string') return 'other';
  const name = value.toLowerCase().replace(/[\s_-]/g, '');
  return Object.hasOwn(BILLING, name) ? BILLING[name]! : 'other';
}

/** The branch number: the digits before the dash of an account number, or -1. */
export function branchOf(accountNumber: string): number {
  const match = /^\s*(\d+)-/.exec(accountNumber);
  return match ? Number(match[1]) : -1;
}

/** A host date (YYYY-MM-DD, an ISO date-time or MM/DD/YYYY) as YYYY-MM-DD, or undefined. */
export function hostDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const head = value.slice(0, 10);
  if (parseIsoDate(head) !== undefined) return head;
  return usToIsoDate(value.trim());
}

const amount = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Past due: the host's LoanPastDue when it sends one, else a due date before today with an
 * amount due (the spec's paying info names pastDue without saying how it is derived).
 */
function pastDueOf({ account, loan, today }: PaymentFactsInput): boolean {
  if (typeof account.LoanPastDue === 'boolean') return account.LoanPastDue;
  const due = hostDate(loan?.DueDate ?? account.LoanDueDate);
  const owed = amount(loan?.TotalAmountDue ?? account.LoanAmountDue);
  return due !== undefined && due < today && owed > 0;
}

/** The payment facts of the selected account and the choices made so far. */
export function paymentFacts(input: PaymentFactsInput): PaymentFacts {
  const { account, loan = {}, info, choices = {}, today } = input;
  const dueDate = hostDate(loan.DueDate ?? account.LoanDueDate);
  const nonPaymentDays = (loan.NonPaymentDays ?? []).map((day) => hostDate(day));
  const type = loan.accountType ?? account.TypeCode ?? 0;
  return {
    account: {
      holdComment: holdCode(account.Comment),
      balance: amount(account.Balance),
      type,
      branch: branchOf(account.Number),
    },
    loan: {
      loaded: info !== undefined,
      allowAch: info?.AllowACH ?? true,
      allowCards: info?.AllowCards ?? true,
      blockAch: loan.blockAchPayment === true,
      blockCard: loan.blockCardPayment === true,
      recurringAllowedByHost: info?.RecurringAllowed ?? true,
      delinquent: loan.Delinquent === true,
      pastDue: pastDueOf(input),
      lineOfCredit: type === LINE_OF_CREDIT_TYPE,
      billing: billingFrequencyOf(loan.LoanBillingFrequency),
      payoffAmount: amount(loan.PayOffAmount),
      hasRecurringPayment: loan.RecurringPayment != null,
      scheduledPayments: (loan.ScheduledPayments ?? []).filter((payment) => !payment.HasBeenPosted).length,
      achBlockedAfterCutoff: loan.BlockImmediateACHPaymentsAfterCutoffTime === true,
      dueDateIsNonPaymentDay: dueDate !== undefined && nonPaymentDays.includes(dueDate),
    },
    method: { type: choices.methodType ?? '', singleUse: choices.singleUse === true },
    frequency: {
      value: choices.frequency ?? '',
      futureDate: choices.date !== undefined && hostDate(choices.date) !== undefined && choices.date > today,
      isPayoff: choices.isPayoff === true,
      payAmountDue: choices.payAmountDue === true,
    },
    onlyImmediate: choices.onlyImmediate === true,
    daysBeforeDueChoices: input.daysBeforeDueChoices ?? 0,
  };
}
