/**
 * The account history's date window and the loan figures summed from it (spec 03 §2.3, §2.6,
 * §4): a window of `days` days ends today and starts days − 1 before; year-to-date and last
 * year's interest and the last payment are read from the transactions. Pure: the reference
 * server answers AccountHistory, its downloads and AccountDetails with it.
 */
import { addDays, daysBetween } from '../dates';

/** One transaction as the figures read it: amounts in cents, a payment's total positive. */
export interface Transaction {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm:ss. */
  time: string;
  interestCents: number;
  totalCents: number;
}

/** The first day (YYYY-MM-DD) of a window of `days` days ending `today`. */
export function windowStart(today: string, days: number): string {
  return addDays(today, 1 - Math.max(1, Math.floor(days))) ?? today;
}

/** The transactions newest first (date, then time). */
export function newestFirst<T extends Transaction>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) =>
    a.date === b.date ? b.time.localeCompare(a.time) : b.date.localeCompare(a.date),
  );
}

/** The transactions of the window, newest first. */
export function inWindow<T extends Transaction>(entries: readonly T[], today: string, days: number): T[] {
  const start = windowStart(today, days);
  return newestFirst(entries.filter((entry) => entry.date >= start && entry.date <= today));
}

/** Days from the origination date to today (0 when opened today or later): the history's All window. */
export function daysSinceOpened(origination: string, today: string): number {
  return Math.max(0, daysBetween(origination, today) ?? 0);
}

export interface InterestFigures {
  currentYearCents: number;
  lastYearCents: number;
  lastPayment: { date: string; cents: number } | null;
}

/** Interest paid this year to today and in the whole of last year, and the latest payment up to today. */
export function interestFigures(entries: readonly Transaction[], today: string): InterestFigures {
  const year = Number(today.slice(0, 4));
  const past = entries.filter((entry) => entry.date <= today);
  const sum = (inYear: number) =>
    past
      .filter((entry) => Number(entry.date.slice(0, 4)) === inYear)
      .reduce((total, entry) => total + entry.interestCents, 0);
  const payments = past.filter((entry) => entry.totalCents > 0);
  const last = newestFirst(payments)[0];
  return {
    currentYearCents: sum(year),
    lastYearCents: sum(year - 1),
    lastPayment: last ? { date: last.date, cents: last.totalCents } : null,
  };
}
