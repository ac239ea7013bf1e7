/**
 * The institution's payment calendar (Institution.paymentCalendar) on the server's clock:
 * today (the server's local date, as the post-login rules read it), the holidays ahead (the
 * loans' non-payment days), the ACH cutoff and the first business day after it
 * (AdjustedACHPaymentDateAfterCutoffTime).
 */
import { addDays, localDateOf } from '../../../src/domain/dates/index.ts';
import { isWeekendDate } from '../../../src/domain/payments/dates.ts';
import type { PaymentCalendar } from '../../config/payments.ts';
import type { Clock } from '../clock.ts';

/** How far ahead the holidays are listed: the longest window a date picker shows is 31 days past a period of 30. */
const HOLIDAY_HORIZON_DAYS = 400;

export function todayOf(clock: Clock): string {
  const now = clock.now();
  return localDateOf(now) ?? now.toISOString().slice(0, 10);
}

/** The holidays from today on (within the horizon), YYYY-MM-DD. */
export function holidaysFrom(today: string, calendar: PaymentCalendar): string[] {
  const last = addDays(today, HOLIDAY_HORIZON_DAYS) ?? today;
  return calendar.holidays.map((holiday) => holiday.date).filter((date) => date >= today && date <= last);
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether today's ACH cutoff time (server local time) has passed; "24:00" (NO_ACH_CUTOFF) never does. */
export function pastAchCutoff(clock: Clock, calendar: PaymentCalendar): boolean {
  const now = clock.now();
  return now.getHours() * 60 + now.getMinutes() >= minutesOf(calendar.achCutoffTime);
}

/** The first weekday after today that is not a holiday: where an ACH payment made after the cutoff goes. */
export function nextBusinessDay(today: string, calendar: PaymentCalendar): string {
  const holidays = new Set(calendar.holidays.map((holiday) => holiday.date));
  let date = addDays(today, 1) ?? today;
  while (isWeekendDate(date) || holidays.has(date)) date = addDays(date, 1) ?? date;
  return date;
}
