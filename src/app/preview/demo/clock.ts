/**
 * The demo data was taken from the reference server on CAPTURED_ON: its dates move forward by
 * whole months to today's, so a due date stays as many days past as it was, statements stay
 * on the first of a month and the history stays recent. The holiday lists and an agreement's
 * terms date are dates of their own, never moved.
 */
import { localDateOf } from '../../../domain/dates';

export const CAPTURED_ON = '2026-11-28';

const FIXED_KEYS = new Set([
  'NonPaymentDays',
  'NonSchedulablePaymentDays',
  'loanFutureNonPaymentDays',
  'DateOfTerms',
]);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

export function today(now: Date = new Date()): string {
  return localDateOf(now) ?? now.toISOString().slice(0, 10);
}

/** Whole months from the capture's month to today's (never backwards). */
export function monthsSinceCapture(now: Date = new Date()): number {
  const [year, month] = today(now).split('-').map(Number) as [number, number];
  const [capturedYear, capturedMonth] = CAPTURED_ON.split('-').map(Number) as [number, number];
  return Math.max(0, (year - capturedYear) * 12 + (month - capturedMonth));
}

/** An ISO date (or date and time) `months` later, its day kept within the month. */
export function shiftDate(value: string, months: number): string {
  const match = ISO_DATE.exec(value);
  if (!match || months === 0) return value;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}${match[4] ?? ''}`;
}

/** A demo answer with its dates moved `months` later (a copy: the data itself stays as captured). */
export function moved<T>(value: T, months: number = monthsSinceCapture()): T {
  if (months === 0) return structuredClone(value);
  const walk = (item: unknown, key = ''): unknown => {
    if (FIXED_KEYS.has(key)) return item;
    if (typeof item === 'string') return shiftDate(item, months);
    if (Array.isArray(item)) return item.map((entry) => walk(entry));
    if (typeof item === 'object' && item !== null)
      return Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]));
    return item;
  };
  return walk(value) as T;
}
