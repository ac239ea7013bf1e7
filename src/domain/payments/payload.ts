/**
 * What the payment flow sends (spec 02 §3 "Payment request", §7 submit and delete calls) and
 * what the confirmation page receives (§3 "Confirmation data"). Pure: "today" is a parameter
 * (`YYYY-MM-DD`), amounts come in integer cents and leave as dollars with 2 decimals.
 *
 * PaymentDate is sent as ISO `YYYY-MM-DD` (the project's API choice; the spec's MM/dd/yyyy of
 * §9 is the display format, not the wire format).
 */

import { fromCents } from './money';
import type { DebitCreditType, Frequency, PaymentKind, PaymentMethodType, RecurringOption } from './types';

/**
 * A saved or new card as the host knows it (spec 02 §3 "Saved payment method"). CardType is the
 * host's value as given (a new card sends visa, amex, master or discover).
 */
export interface CardInfo {
  CardType: string;
  /** The last four digits. */
  CardNumber: string;
  ExpirationDate: string;
  ProfileId: string;
  DebitCreditType: DebitCreditType;
}

/** A saved or new bank account (spec 02 §3 "Saved payment method", "New ACH form"). */
export interface AchInfo {
  AccountType: 'Checking' | 'Savings';
  /** The last four digits of a saved account; the full number of a new one. */
  AccountNumber: string;
  ProfileId: string;
  RoutingNumber?: string;
  OwnerName?: string;
}

/** The method of a payment: a card or a bank account, never both (spec 02 §4 "Wizard"). */
export type PaymentMethodChoice = { IsCard: true; CardInfo: CardInfo } | { IsCard: false; AchInfo: AchInfo };

/** Everything the submit step knows; amounts in integer cents. */
export interface PaymentSubmission {
  encryptedData: string;
  logonName: string;
  accountNumber: string;
  company: number;
  /** The loan's account type (0 loan, 9 line of credit). */
  accountType: number;
  method: PaymentMethodChoice;
  frequency: Frequency;
  /** The chosen date (one-time) or the first date (recurring), YYYY-MM-DD. */
  date: string;
  /** The days before the due date (DaysBeforeDue only). */
  numDays: number;
  today: string;
  amountCents: number;
  firstPartyFeeCents: number;
  thirdPartyFeeCents: number;
  additionalPrincipalCents: number;
  isPayoff: boolean;
  /** The token the ACH draft agreement dialog returns (recurring ACH only). */
  achDraftAgreementToken?: string;
}

/** The Details of a payment request: dates ISO, amounts in dollars with 2 decimals. */
export interface PaymentRequestDetails {
  PaymentDate: string;
  LoanAccountNumber: string;
  Company: number;
  PaymentAmount: number;
  FirstPartyFee: number;
  ThirdPartyFee: number;
  AdditionalPrincipalAmount: number;
}

export interface RecurringDetails {
  RecurringOption: RecurringOption;
  DaysBeforeDue: number;
}

/** The body of every Submit call (spec 02 §3 "Payment request"). */
export interface PaymentRequest {
  EncryptedData: string;
  Payment: {
    LogonName: string;
    Details: PaymentRequestDetails;
    AccountType: number;
    IsPayoff: boolean;
    Method: PaymentMethodChoice;
  };
  AchDraftAgreementToken?: string;
  RecurringDetails?: RecurringDetails;
}

/** What the confirmation page receives (spec 02 §3 "Confirmation data"); amounts in integer cents. */
export interface PaymentConfirmation {
  referenceNumber: string;
  payDate: string;
  dueDate: string;
  isRecurringLOCPayingTotalDue: boolean;
  submissionInfo: {
    method: PaymentMethodChoice;
    accountNumber: string;
    amount: number;
    additionalPrincipalAmount: number;
    fees: { firstParty: number; thirdParty: number };
    frequencyInfo: { frequency: Frequency; numDays: number };
  };
}

/** The body of a delete call (spec 02 §7 DeleteAch / DeleteCard). */
export interface DeletePaymentBody {
  Token: string;
  Payment: { EncryptedString: string; LoanAccountNumber: string };
}

const RECURRING_OPTIONS: Readonly<Record<Frequency, RecurringOption | undefined>> = {
  OneTime: undefined,
  OnDueDate: 'DaysBeforeDue',
  DaysBeforeDue: 'DaysBeforeDue',
  MonthlyOnDate: 'DayOfMonth',
  SemiMonthly: 'SemiMonthly',
  TwoWeeks: 'BiWeekly',
  Weekly: 'Weekly',
};

const KIND_PATHS: Readonly<Record<PaymentKind, string>> = {
  immediate: '/api/PaymentImmediate',
  scheduled: '/api/PaymentScheduled',
  recurring: '/api/PaymentRecurring',
};

const METHOD_SUFFIXES: Readonly<Record<PaymentMethodType, string>> = { Card: 'Card', ACH: 'Ach' };

/** The host's recurring option of a frequency; undefined for OneTime (spec 02 §7 mapping). */
export function recurringOptionOf(frequency: Frequency): RecurringOption | undefined {
  return RECURRING_OPTIONS[frequency];
}

/**
 * Spec 02 §4 "Payment kind": OneTime today is immediate, OneTime on another date is scheduled
 * (a past date too: the date rules of §5 reject it before submit), any other frequency recurring.
 */
export function paymentKindOf(frequency: Frequency, date: string, today: string): PaymentKind {
  if (frequency !== 'OneTime') return 'recurring';
  return date === today ? 'immediate' : 'scheduled';
}

/** The submit call's path by kind and method (spec 02 §7), e.g. /api/PaymentScheduled/SubmitAch. */
export function submitPath(kind: PaymentKind, method: PaymentMethodType): string {
  return `${KIND_PATHS[kind]}/Submit${METHOD_SUFFIXES[method]}`;
}

/** Card or ACH, from the method's IsCard flag. */
export function methodTypeOf(method: PaymentMethodChoice): PaymentMethodType {
  return method.IsCard ? 'Card' : 'ACH';
}

/**
 * The method as sent: a card keeps only CardInfo and a bank account only AchInfo (spec 02 §4
 * "a card method drops ACH info and an ACH method drops card info"), whatever else the object
 * carried at run time.
 */
export function paymentMethodOf(method: PaymentMethodChoice): PaymentMethodChoice {
  return method.IsCard
    ? { IsCard: true, CardInfo: { ...method.CardInfo } }
    : { IsCard: false, AchInfo: { ...method.AchInfo } };
}

/** The days before due of a submission: numDays for DaysBeforeDue, else 0 (OnDueDate is 0 days). */
function daysBeforeDueOf(submission: Pick<PaymentSubmission, 'frequency' | 'numDays'>): number {
  return submission.frequency === 'DaysBeforeDue' ? submission.numDays : 0;
}

function kindOfSubmission(submission: PaymentSubmission): PaymentKind {
  return paymentKindOf(submission.frequency, submission.date, submission.today);
}

/** The PaymentDate sent: today for an immediate payment, else the chosen or first date (§7). */
function paymentDateOf(submission: PaymentSubmission, kind: PaymentKind): string {
  return kind === 'immediate' ? submission.today : submission.date;
}

function detailsOf(submission: PaymentSubmission, kind: PaymentKind): PaymentRequestDetails {
  return {
    PaymentDate: paymentDateOf(submission, kind),
    LoanAccountNumber: submission.accountNumber,
    Company: submission.company,
    PaymentAmount: fromCents(submission.amountCents),
    FirstPartyFee: fromCents(submission.firstPartyFeeCents),
    ThirdPartyFee: fromCents(submission.thirdPartyFeeCents),
    AdditionalPrincipalAmount: fromCents(submission.additionalPrincipalCents),
  };
}

/** The recurring part of the request: the option and the days before due. */
function recurringPartOf(
  submission: PaymentSubmission,
): Pick<PaymentRequest, 'RecurringDetails' | 'AchDraftAgreementToken'> {
  const option = recurringOptionOf(submission.frequency);
  if (option === undefined) return {};
  const token = submission.achDraftAgreementToken;
  const withToken = !submission.method.IsCard && token !== undefined && token !== '';
  return {
    ...(withToken ? { AchDraftAgreementToken: token } : {}),
    RecurringDetails: { RecurringOption: option, DaysBeforeDue: daysBeforeDueOf(submission) },
  };
}

/**
 * The path and body of the submit call (spec 02 §3 "Payment request", §7). Immediate payments
 * are dated today, scheduled ones the chosen date, recurring ones their first date and carry
 * RecurringDetails; only a recurring ACH payment carries the draft agreement token, when one
 * was given (an empty token counts as none).
 */
export function buildPaymentRequest(submission: PaymentSubmission): { path: string; body: PaymentRequest } {
  const kind = kindOfSubmission(submission);
  const body: PaymentRequest = {
    EncryptedData: submission.encryptedData,
    Payment: {
      LogonName: submission.logonName,
      Details: detailsOf(submission, kind),
      AccountType: submission.accountType,
      IsPayoff: submission.isPayoff,
      Method: paymentMethodOf(submission.method),
    },
    ...(kind === 'recurring' ? recurringPartOf(submission) : {}),
  };
  return { path: submitPath(kind, methodTypeOf(submission.method)), body };
}

/**
 * The confirmation page's data after a successful submit (spec 02 §2 "myaccount/paymentConfirm",
 * §3 "Confirmation data"). payDate is the PaymentDate sent; numDays is the days before due sent
 * (0 unless DaysBeforeDue); amounts stay in integer cents for the page to format.
 */
export function confirmationOf(
  submission: PaymentSubmission,
  referenceNumber: string,
  dueDate: string,
  isRecurringLOCPayingTotalDue: boolean,
): PaymentConfirmation {
  return {
    referenceNumber,
    payDate: paymentDateOf(submission, kindOfSubmission(submission)),
    dueDate,
    isRecurringLOCPayingTotalDue,
    submissionInfo: {
      method: paymentMethodOf(submission.method),
      accountNumber: submission.accountNumber,
      amount: submission.amountCents,
      additionalPrincipalAmount: submission.additionalPrincipalCents,
      fees: { firstParty: submission.firstPartyFeeCents, thirdParty: submission.thirdPartyFeeCents },
      frequencyInfo: { frequency: submission.frequency, numDays: daysBeforeDueOf(submission) },
    },
  };
}

/**
 * The path and body that delete a recurring or scheduled payment (spec 02 §7): by the card flag
 * DeleteCard or DeleteAch, with the account's token and the payment's encrypted string.
 */
export function deletePaymentRequest(
  kind: 'recurring' | 'scheduled',
  isCard: boolean,
  token: string,
  encryptedString: string,
  loanAccountNumber: string,
): { path: string; body: DeletePaymentBody } {
  return {
    path: `${KIND_PATHS[kind]}/Delete${METHOD_SUFFIXES[isCard ? 'Card' : 'ACH']}`,
    body: {
      Token: token,
      Payment: { EncryptedString: encryptedString, LoanAccountNumber: loanAccountNumber },
    },
  };
}

/** The body of PrepareAchDraftAgreementPreview (spec 02 §7): the bank account, amounts in dollars. */
export interface DraftAgreementRequest {
  LoanAccountNumber: string;
  AchInfo: AchInfo;
  Amount: number;
  AdditionalPrincipal: number;
  /** Minutes, as Date.getTimezoneOffset() answers. */
  LocalTimeOffset: number;
  daysBeforeDue: number;
}

/**
 * What prepares the ACH draft agreement of a recurring bank-account payment, or undefined for a
 * card (only a bank account is drafted): the same account, amounts and days before due the
 * payment will carry, so the agreement the borrower reads is the payment's.
 */
export function draftAgreementRequest(
  submission: PaymentSubmission,
  localTimeOffset: number,
): DraftAgreementRequest | undefined {
  const { method } = submission;
  if (method.IsCard) return undefined;
  return {
    LoanAccountNumber: submission.accountNumber,
    AchInfo: { ...method.AchInfo },
    Amount: fromCents(submission.amountCents),
    AdditionalPrincipal: fromCents(submission.additionalPrincipalCents),
    LocalTimeOffset: localTimeOffset,
    daysBeforeDue: daysBeforeDueOf(submission),
  };
}
