/**
 * The dates of the application details (spec 03 §2.13): last modified as a long date
 * (November 18, 2026), funds expected as a full date (Saturday, December 5, 2026), and
 * the host's "no date" (0001-01-01, at any time of day) read as none. A missing or
 * unreadable value shows as nothing.
 */
import { localDateOf, parseIsoDate } from '../dates';

/** The host's date that means "not set" (spec 03 §2.13). */
export const NO_HOST_DATE = '0001-01-01';

const FALLBACK_LOCALE = 'en-US';

/** The calendar date (YYYY-MM-DD) of a date or an instant; an instant without a zone keeps its date part. */
export function calendarDateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const datePart = text.slice(0, 10);
  if (parseIsoDate(datePart) === undefined) return undefined;
  if (text.length === 10) return text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)) return undefined;
  // A zoned instant is shown on the reader's calendar; a local one keeps the date it names.
  return /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? localDateOf(text) : datePart;
}

/** The date funds are expected, or undefined when none (0001-01-01, empty or unreadable). */
export function fundsExpectedDate(value: unknown): string | undefined {
  const date = calendarDateOf(value);
  return date === undefined || date === NO_HOST_DATE ? undefined : date;
}

function formatCalendarDate(date: string | undefined, locale: string, options: Intl.DateTimeFormatOptions) {
  const time = parseIsoDate(date);
  if (time === undefined) return '';
  const settings = { ...options, timeZone: 'UTC' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, settings);
  } catch {
    format = new Intl.DateTimeFormat(FALLBACK_LOCALE, settings); // a malformed locale must not stop the page
  }
  return format.format(time);
}

/** November 18, 2026 (Angular's longDate), or '' when unreadable. */
export function formatLongDate(value: unknown, locale: string): string {
  return formatCalendarDate(calendarDateOf(value), locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Saturday, December 5, 2026 (Angular's fullDate), or '' when unreadable. */
export function formatFullDate(value: unknown, locale: string): string {
  return formatCalendarDate(calendarDateOf(value), locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
