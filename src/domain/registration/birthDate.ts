/**
 * Date of birth at registration (spec 01 §5): typed as 00/00/0000, a real date, not in
 * the future and at most 110 years back; sent with slashes only when all 8 digits are
 * there, else as an empty string. The server reads the date a payload carries by the same
 * rules (receivedBirthDate).
 */
import { usToIsoDate } from '../dates';

export const BIRTH_DATE_YEARS = 110;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** MM/DD/YYYY from what was typed (masked or bare digits); '' unless exactly 8 digits. */
export function birthDateToSend(value: string): string {
  const digits = digitsOf(value);
  return digits.length === 8 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : '';
}

/** Whether a typed date of birth is a real date between 110 years before `today` (YYYY-MM-DD) and today. */
export function isValidBirthDate(value: string, today: string): boolean {
  const sent = birthDateToSend(value);
  return sent !== '' && receivedBirthDate(sent, today) !== undefined;
}

/**
 * The YYYY-MM-DD date of birth of a payload's DateOfBirth on `today`: '' when none was sent;
 * undefined unless it is MM/DD/YYYY as birthDateToSend writes it, a real date, and in range.
 */
export function receivedBirthDate(sent: string, today: string): string | undefined {
  if (sent === '') return '';
  const iso = birthDateToSend(sent) === sent ? usToIsoDate(sent) : undefined;
  if (!iso) return undefined;
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTH_DATE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return iso <= today && iso >= earliest ? iso : undefined;
}
