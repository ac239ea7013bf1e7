/**
 * Calendar dates as `YYYY-MM-DD` strings, computed in UTC so that no time zone or
 * daylight-saving shift can move a date. "Today" is always passed in, never read.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a valid `YYYY-MM-DD` date, or undefined. */
export function parseIsoDate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const time = date.getTime();
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? time : undefined;
}

export function formatIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string | undefined {
  const time = parseIsoDate(date);
  if (time === undefined || !Number.isInteger(days)) return undefined;
  return formatIsoDate(time + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number | undefined {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (start === undefined || end === undefined) return undefined;
  return Math.round((end - start) / DAY_MS);
}

/** The local calendar date of an instant (an ISO 8601 string or a Date). */
export function localDateOf(instant: string | Date): string | undefined {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return undefined;
  return formatIsoDate(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}
