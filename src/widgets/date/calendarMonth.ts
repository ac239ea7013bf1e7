/**
 * Pure calendar arithmetic for the date picker, on `YYYY-MM-DD` strings in UTC: the
 * weeks of a month (Sunday first) and where each navigation key moves the focus.
 */
import { addDays, formatIsoDate, parseIsoDate } from '../../domain/dates';

export interface Month {
  year: number;
  /** 0 = January. */
  month: number;
}

export function monthOf(iso: string): Month {
  const date = new Date(parseIsoDate(iso) ?? 0);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The weeks of a month, Sunday first; null where a cell belongs to another month. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = new Date(Date.UTC(month.year, month.month, 1));
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) {
    cells.push(formatIsoDate(Date.UTC(month.year, month.month, day)));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The same day of another month, or its last day when that month is shorter. */
export function sameDayInMonth(iso: string, delta: number): string {
  const date = new Date(parseIsoDate(iso) ?? 0);
  const target = shiftMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() }, delta);
  const day = Math.min(date.getUTCDate(), daysInMonth(target));
  return formatIsoDate(Date.UTC(target.year, target.month, day));
}

/** Where a key moves the focused day (APG date picker keys), or undefined for other keys. */
export function moveByKey(iso: string, key: string): string | undefined {
  const weekday = new Date(parseIsoDate(iso) ?? 0).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday);
    case 'End':
      return addDays(iso, 6 - weekday);
    case 'PageUp':
      return sameDayInMonth(iso, -1);
    case 'PageDown':
      return sameDayInMonth(iso, 1);
    default:
      return undefined;
  }
}

export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

export function isWithin(iso: string, min?: string, max?: string): boolean {
  return !(min && iso < min) && !(max && iso > max);
}
