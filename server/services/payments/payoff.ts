/**
 * Payoff quotes, computed from the loan: what it takes to pay the loan off on a date is its
 * balance and the fees due today, plus the interest of each day until then (simple daily
 * interest: balance × rate / the institution calendar's days in a year, to the cent).
 * Integer cents.
 */
import { daysBetween } from '../../../src/domain/dates/index.ts';
import type { PaymentCalendar } from '../../config/payments.ts';
import type { LoanRow } from './loans.ts';

/** What a payoff reads of the calendar: its days in a year. */
export type InterestBasis = Pick<PaymentCalendar, 'interestDaysInYear'>;

export interface PayoffBreakdown {
  /** YYYY-MM-DD. */
  date: string;
  principalCents: number;
  feesCents: number;
  dailyInterestCents: number;
  days: number;
  interestCents: number;
  totalCents: number;
}

/** The loan's interest per day, in cents. */
export function dailyInterestCents(
  loan: Pick<LoanRow, 'balance_cents' | 'rate'>,
  basis: InterestBasis,
): number {
  return Math.round((loan.balance_cents * loan.rate) / 100 / basis.interestDaysInYear);
}

/** The payoff of a loan on `date` (today or later; an earlier date counts as today). */
export function payoffBreakdown(
  loan: Pick<LoanRow, 'balance_cents' | 'rate' | 'fees_due_cents'>,
  today: string,
  date: string,
  basis: InterestBasis,
): PayoffBreakdown {
  const days = Math.max(0, daysBetween(today, date) ?? 0);
  const principalCents = Math.max(0, loan.balance_cents);
  const feesCents = principalCents > 0 ? loan.fees_due_cents : 0;
  const dailyInterest = principalCents > 0 ? dailyInterestCents(loan, basis) : 0;
  const interestCents = dailyInterest * days;
  return {
    date,
    principalCents,
    feesCents,
    dailyInterestCents: dailyInterest,
    days,
    interestCents,
    totalCents: principalCents + feesCents + interestCents,
  };
}

export function payoffCents(
  loan: Pick<LoanRow, 'balance_cents' | 'rate' | 'fees_due_cents'>,
  today: string,
  date: string,
  basis: InterestBasis,
) {
  return payoffBreakdown(loan, today, date, basis).totalCents;
}
