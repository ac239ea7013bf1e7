/** Dates as typed in the portal: `MM/DD/YYYY` (or its 8 digits), converted to and from `YYYY-MM-DD`. */
import { formatIsoDate, parseIsoDate } from './isoDate';

/** The ISO date of `MM/DD/YYYY` or `MMDDYYYY`, or undefined when it is not a real date. */
export function usToIsoDate(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 8) return undefined;
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
