/**
 * How the lists show values (spec 03 §9): money as US dollars with two decimals, rates
 * as percent, dates as MM/dd/yyyy, each as the locale (app.locale) writes it. A missing or unreadable value shows as nothing
 * rather than as NaN or an exception.
 */
import { localDateOf, parseIsoDate } from '../dates';

const FALLBACK_LOCALE = 'en-US';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const found = formats.get(key);
  if (found) return found as T;
  const [locale] = key.split('|') as [string];
  let format: T;
  try {
    format = make(locale);
  } catch {
    format = make(FALLBACK_LOCALE); // a malformed locale setting must not stop the page
  }
  formats.set(key, format);
  return format;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** $1,234.50 */
export function formatMoney(value: unknown, locale: string): string {
  if (!finite(value)) return '';
  const format = cached(
    `${locale}|money`,
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  );
  return format.format(value);
}

/** A rate given in percent (6.49) as 6.49%. */
export function formatRate(value: unknown, locale: string): string {
  if (!finite(value)) return '';
  const format = cached(
    `${locale}|rate`,
    (tag) =>
      new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 3 }),
  );
  return format.format(value / 100);
}

/** The calendar date of a YYYY-MM-DD date or of an instant (in local time), as YYYY-MM-DD. */
function calendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (parseIsoDate(text) !== undefined) return text;
  // An instant whose date part is real: Date would roll 2026-02-30 over to March.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || parseIsoDate(text.slice(0, 10)) === undefined) return undefined;
  return localDateOf(text);
}

/**
 * A YYYY-MM-DD date or an ISO 8601 instant as the locale writes a date in digits: MM/dd/yyyy
 * in en-US (the spec's form), dd/MM/yyyy in es-US. The calendar date is formatted as such
 * (in UTC), so no time zone moves it to another day.
 */
export function formatDate(value: unknown, locale: string): string {
  const date = calendarDate(value);
  const time = date === undefined ? undefined : parseIsoDate(date);
  if (time === undefined) return '';
  const format = cached(
    `${locale}|date`,
    (tag) =>
      new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  );
  return format.format(time);
}

/** The date and the local time of an instant, such as 11/13/2026 3:05 PM in en-US. */
export function formatDateTime(value: unknown, locale: string): string {
  const date = formatDate(value, locale);
  if (!date || typeof value !== 'string' || !value.includes('T')) return date;
  const format = cached(
    `${locale}|time`,
    (tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
  );
  return `${date} ${format.format(new Date(value))}`;
}
