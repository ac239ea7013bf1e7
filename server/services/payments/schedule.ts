/**
 * When a recurring payment is next drawn (spec 02 §3 RecurringPayment.Date, §7 recurring
 * options): days before the due date, a day of the month, twice a month 14 days apart, every
 * two weeks or every week, from its first date on. Pure; dates are YYYY-MM-DD.
 */
import { addDays } from '../../../src/domain/dates/index.ts';
import { daysBeforeDueDate, SEMI_MONTHLY_GAP_DAYS } from '../../../src/domain/payments/dates.ts';
import type { RecurringOption } from '../../../src/domain/payments/types.ts';

/** The same day `months` months later (the last day of a shorter month). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(Math.floor(index / 12), index % 12, Math.min(day, lastDay)));
  return target.toISOString().slice(0, 10);
}

export interface RecurringSchedule {
  option: RecurringOption;
  /** The first date chosen (the date-picker frequencies). */
  firstDate: string;
  daysBeforeDue: number;
}

/** The draws of a schedule in order, from its first one on (a bounded walk). */
function* draws(schedule: RecurringSchedule, dueDate: string | null): Generator<string> {
  const { option, firstDate } = schedule;
  for (let step = 0; step < 800; step += 1) {
    if (option === 'DaysBeforeDue') {
      const due = dueDate ?? firstDate;
      yield daysBeforeDueDate(addMonths(due, step), schedule.daysBeforeDue) ?? due;
    } else if (option === 'DayOfMonth') yield addMonths(firstDate, step);
    else if (option === 'SemiMonthly') {
      const month = addMonths(firstDate, Math.floor(step / 2));
      yield step % 2 === 0 ? month : (addDays(month, SEMI_MONTHLY_GAP_DAYS) ?? month);
    } else yield addDays(firstDate, step * (option === 'Weekly' ? 7 : 14)) ?? firstDate;
  }
}

/** The next draw on or after `from` (today); the first date when none is found. */
export function nextDraw(schedule: RecurringSchedule, dueDate: string | null, from: string): string {
  for (const date of draws(schedule, dueDate)) if (date >= from) return date;
  return schedule.firstDate;
}
