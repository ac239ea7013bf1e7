/**
 * What the loan screen's definition reads of the loaded loan (data.loan): whether it is ready
 * and closed, its load-time flags (spec 03 §3, §8), whether recurring or scheduled payments
 * exist (the sections shown only then, §2.3) and its statement format (a closed loan's
 * E-statements section shows only when electronic).
 */
import type { AccountDetailsResponse } from '../../api/loans/details';

export interface LoanSummary {
  status: 'loading' | 'ready';
  accountNumber: string;
  closed: boolean;
  flags: {
    Error: boolean;
    LoanLockedPayoff: boolean;
    Dispute: boolean;
    NoPaymentOnline: boolean;
    NoAchPayment: boolean;
    NightError: boolean;
  };
  hasRecurringPayment: boolean;
  hasScheduledPayments: boolean;
  daysSinceOpened: number;
  statementFormat: AccountDetailsResponse['StatementFormat'];
}

/** Closed when the server says so or the account list's comment contains CLOSED. */
export function summaryOf(
  details: AccountDetailsResponse,
  accountNumber: string,
  closedByComment: boolean,
): LoanSummary {
  const info = details.Information;
  return {
    status: 'ready',
    accountNumber,
    closed: info.IsClosed || closedByComment,
    flags: {
      Error: info.Error,
      LoanLockedPayoff: info.LoanLockedPayoff,
      Dispute: info.Dispute,
      NoPaymentOnline: info.NoPaymentOnline,
      NoAchPayment: info.NoAchPayment,
      NightError: info.NightError,
    },
    hasRecurringPayment: info.PaymentInformation.RecurringPayment !== null,
    hasScheduledPayments: info.PaymentInformation.ScheduledPayments.length > 0,
    daysSinceOpened: info.DaysSinceOpened,
    statementFormat: details.StatementFormat,
  };
}
