/** Dates as typed in the portal: `MM/DD/YYYY` (or its 8 digits), converted to and from `YYYY-MM-DD`. */
import { formatIsoDate, parseIsoDate } from './isoDate';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$|^\d{8}$/;

/** The ISO date of `MM/DD/YYYY` or `MMDDYYYY`, or undefined when it is neither or not a real date. */
export function usToIsoDate(value: string): string | undefined {
  if (!US_DATE.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  const iso = `${digits.slice(4)}-${digits.slice(0, 2)}-${digits.slice(2, 4)}`;
  return parseIsoDate(iso) === undefined ? undefined : iso;
}

/** `MM/DD/YYYY` of an ISO date. */
export function isoToUsDate(iso: string): string | undefined {
  const time = parseIsoDate(iso);
  if (time === undefined) return undefined;
  const [year, month, day] = formatIsoDate(time).split('-');
  return `${month}/${day}/${year}`;
}
