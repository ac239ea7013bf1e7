/**
 * The figures of the loan screen's information section (spec 03 §2.3, §3, §9): the account
 * number without its check digit, the interest rate as a percent (the server's value / 100,
 * two decimals), miscellaneous fees (TotalLoanFees − LateChargesDue), dates MM/dd/yyyy and
 * money in the locale's dollars. Pure: the loan screen shows what `loanFigures` returns.
 */
import { formatDate, formatMoney } from './format';
import { withoutCheckDigit } from './accountNumber';

/** The loan account information of an AccountDetails answer, as far as the screen reads it. */
export interface LoanInformation {
  AccountNumber?: string;
  Name?: string;
  TotalLoanFees?: number;
  LateChargesDue?: number;
  NextPaymentDate?: string | null;
  NextPaymentAmount?: number;
  InterestRate?: number;
  CurrentYearToDateInterest?: number;
  LastYearToDateInterest?: number;
  AvailableCredit?: number;
  LoanOriginationDate?: string;
  LastPaymentDate?: string | null;
  LastPaymentAmount?: number;
  PaymentInformation?: {
    DefaultPaymentMethod?: LoanPaymentMethod | null;
    TotalAmountDue?: number;
  } | null;
}

/** The loan's default payment method: a card brand or a bank account type, and its last four digits. */
export interface LoanPaymentMethod {
  Kind: 'visa' | 'amex' | 'master' | 'discover' | 'Checking' | 'Savings';
  LastFour: string;
}

/** The settings key of each method kind's name (the payment screen's wording). */
export const METHOD_KIND_KEYS: Readonly<Record<LoanPaymentMethod['Kind'], string>> = {
  visa: 'paymentCard.brandVisa',
  amex: 'paymentCard.brandAmex',
  master: 'paymentCard.brandMaster',
  discover: 'paymentCard.brandDiscover',
  Checking: 'paymentAch.checking',
  Savings: 'paymentAch.savings',
};

/** The figures in the order the section shows them; each names its label's settings key. */
export const LOAN_FIGURES = [
  'accountNumber',
  'nextPaymentDue',
  'paymentAmount',
  'defaultPaymentMethod',
  'interestRate',
  'yearToDateInterest',
  'lastYearToDateInterest',
  'availableCredit',
  'originationDate',
  'lateFees',
  'miscellaneousFees',
  'lastPayment',
  'totalAmountDue',
] as const;

export type LoanFigure = (typeof LOAN_FIGURES)[number];

const cents = (value: number) => Math.round(value * 100);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Miscellaneous fees in dollars: TotalLoanFees − LateChargesDue, to the cent; undefined without both. */
export function miscellaneousFees(info: Pick<LoanInformation, 'TotalLoanFees' | 'LateChargesDue'>) {
  const { TotalLoanFees: total, LateChargesDue: late } = info;
  if (!finite(total)) return undefined;
  return (cents(total) - cents(finite(late) ? late : 0)) / 100;
}

/**
 * The server's rate, in hundredths of a percent (schemas/api/loans.json InterestRate), divided
 * by 100 and shown as a percent with exactly two decimals: 649 → 6.49%, 1212.5 → 12.13%.
 */
export function formatLoanRate(value: unknown, locale: string): string {
  if (!finite(value)) return '';
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    format = new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }
  return format.format(value / 100 / 100);
}

/** A date and an amount together (the last payment): "11/01/2026 $312.45", or either alone. */
function dateAndAmount(date: unknown, amount: unknown, locale: string): string {
  return [formatDate(date, locale), formatMoney(amount, locale)].filter(Boolean).join(' ');
}

/**
 * Every figure's shown text ('' when the answer lacks it); `describeMethod` words the default
 * payment method (the settings' names live outside the domain).
 */
export function loanFigures(
  info: LoanInformation,
  accountNumber: string,
  locale: string,
  checkDigits: number,
  describeMethod: (method: LoanPaymentMethod) => string,
): Record<LoanFigure, string> {
  const payment = info.PaymentInformation ?? {};
  return {
    accountNumber: withoutCheckDigit(info.AccountNumber ?? accountNumber, checkDigits),
    nextPaymentDue: formatDate(info.NextPaymentDate, locale),
    paymentAmount: formatMoney(info.NextPaymentAmount, locale),
    defaultPaymentMethod: payment.DefaultPaymentMethod ? describeMethod(payment.DefaultPaymentMethod) : '',
    interestRate: formatLoanRate(info.InterestRate, locale),
    yearToDateInterest: formatMoney(info.CurrentYearToDateInterest, locale),
    lastYearToDateInterest: formatMoney(info.LastYearToDateInterest, locale),
    availableCredit: formatMoney(info.AvailableCredit, locale),
    originationDate: formatDate(info.LoanOriginationDate, locale),
    lateFees: formatMoney(info.LateChargesDue, locale),
    miscellaneousFees: formatMoney(miscellaneousFees(info), locale),
    lastPayment: dateAndAmount(info.LastPaymentDate, info.LastPaymentAmount, locale),
    totalAmountDue: formatMoney(payment.TotalAmountDue, locale),
  };
}

/** The loan screen's test of a closed loan: its account-list comment contains CLOSED (spec 03 §2.3). */
export function isClosedLoan(comment: string | null | undefined): boolean {
  return (comment ?? '').toUpperCase().includes('CLOSED');
}
