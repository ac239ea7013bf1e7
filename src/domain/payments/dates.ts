/**
 * Payment dates (spec 02 §5 "Payment date (one-time)", "Recurring first date", "Monthly-on-date",
 * "Days-before-due list"; §9 limits; spec 03 §5 on the ACH cutoff). Pure: "today" is always a
 * `YYYY-MM-DD` parameter and every date is a `YYYY-MM-DD` string computed in UTC.
 *
 * The validators return a settings key of the group `paymentDates` (with its `{placeholder}`
 * values), never text. The lists of allowed dates are built on the validators, so a date picker
 * and the check of the typed date can never disagree.
 */
import { addDays, daysBetween, parseIsoDate } from '../dates/isoDate';
import type { BillingFrequency, Frequency, PaymentMethodType } from './types';
import type { PaymentOptions } from './options';

export type PaymentDateKey =
  | 'paymentDates.required' // 'Payment date is required'
  | 'paymentDates.invalid' // no wording quoted: not a real YYYY-MM-DD date
  | 'paymentDates.holiday' // 'Payment cannot be made on a holiday.'
  | 'paymentDates.past' // 'Payment date cannot be in the past'
  | 'paymentDates.beyondPeriod' // 'Payment date cannot be scheduled over this many days: {days}'
  | 'paymentDates.saturday' // 'Payment date cannot be on a Saturday'
  | 'paymentDates.sunday' // 'Payment date cannot be on a Sunday'
  | 'paymentDates.achFutureOnly' // 'ACH payments can only be scheduled for a future date.'
  | 'paymentDates.recurringNotFuture' // 'Payment date must be in the future'
  | 'paymentDates.recurringBeyondWindow' // 'First payment date must be within 30 days'
  | 'paymentDates.recurringNotAllowed' // 'That date is not allowed.'
  | 'paymentDates.recurringDayOfMonth'; // no wording quoted: day of month above {day}

/** A refusal: the settings key and the values of its placeholders. */
export interface DateMessage {
  key: PaymentDateKey;
  params?: Record<string, string | number>;
}

/** Which weekend days a payment date may fall on. */
export interface WeekendDays {
  saturday: boolean;
  sunday: boolean;
}

/** §9: the recurring first date lies within 31 days after today (today + 31 is allowed). */
export const RECURRING_WINDOW_DAYS = 31;
/** §5/§9: monthly-on-date choices end at day 30 of the month. */
export const MONTHLY_LAST_DAY = 30;
/** §5/§9: semi-monthly choices end at day 28 of the month. */
export const SEMI_MONTHLY_LAST_DAY = 28;
/** §5/§9: the semi-monthly second date is 14 days after the first. */
export const SEMI_MONTHLY_GAP_DAYS = 14;
/** §9: days-before-due choices go up to 9 for monthly loans … */
export const DAYS_BEFORE_DUE_MAX = 9;
/** … and up to 3 for the others. */
export const DAYS_BEFORE_DUE_MAX_NOT_MONTHLY = 3;

const ANY_DAY: WeekendDays = { saturday: true, sunday: true };

/** The day of the week of a date, 0 Sunday … 6 Saturday (UTC), or undefined when unreadable. */
export function isoDayOfWeek(date: string): number | undefined {
  const time = parseIsoDate(date);
  return time === undefined ? undefined : new Date(time).getUTCDay();
}

/** Whether a date is a Saturday or a Sunday (false when unreadable). */
export function isWeekendDate(date: string): boolean {
  const day = isoDayOfWeek(date);
  return day === 0 || day === 6;
}

/**
 * The weekend days a payment may fall on (spec 02 §6 "weekend ACH dates"): cards may be paid any
 * day; for ACH the options AllowSaturdayAchPayments and AllowSundayAchPayments decide.
 */
export function weekendAllowed(
  method: PaymentMethodType,
  options: Pick<PaymentOptions, 'AllowSaturdayAchPayments' | 'AllowSundayAchPayments'>,
): WeekendDays {
  if (method === 'Card') return { ...ANY_DAY };
  return { saturday: options.AllowSaturdayAchPayments, sunday: options.AllowSundayAchPayments };
}

/** The weekend rule that applies: cards are paid any day whatever `weekend` says. */
const weekendFor = (method: PaymentMethodType, weekend: WeekendDays) =>
  method === 'Card' ? ANY_DAY : weekend;

/** Whether a date is listed (a host date-time such as `2026-11-26T00:00:00` counts by its date). */
const isListed = (date: string, days: readonly string[]) => days.some((day) => day.slice(0, 10) === date);

/** 'Saturday' or 'Sunday' when the date falls on a weekend day the rule refuses. */
function refusedWeekendDay(date: string, weekend: WeekendDays): 'saturday' | 'sunday' | undefined {
  const day = isoDayOfWeek(date);
  if (day === 6 && !weekend.saturday) return 'saturday';
  if (day === 0 && !weekend.sunday) return 'sunday';
  return undefined;
}

/** The date's offset from today in days, or a required/invalid refusal. */
function offsetFromToday(date: string, today: string): number | DateMessage {
  if (date.trim() === '') return { key: 'paymentDates.required' };
  const offset = daysBetween(today, date);
  return offset === undefined ? { key: 'paymentDates.invalid' } : offset;
}

/** What a one-time payment date is checked against (spec 02 §3 "Loan info", §5). */
export interface OneTimeDateRules {
  today: string;
  method: PaymentMethodType;
  /** Holidays and non-payment days as the host lists them (NonPaymentDays ∪ NonSchedulablePaymentDays). */
  nonPaymentDays: readonly string[];
  /** PaymentOptions.NumberDaysInPeriod of the host: the latest date is today plus this many days. */
  daysInPeriod: number;
  /** The weekend days allowed for ACH (see weekendAllowed); cards are paid any day. */
  weekend: WeekendDays;
  /** The host's BlockImmediateACHPaymentsAfterCutoffTime and the option BlockImmediateAchAfterCutoff, as the caller decided. */
  achBlockedAfterCutoff: boolean;
  /** AdjustedACHPaymentDateAfterCutoffTime: the earliest ACH date while the cutoff blocks. */
  adjustedAchDate?: string;
}

/** The period as whole days, at least 0 (a missing or negative period leaves only today). */
const periodDays = (days: number) => (Number.isFinite(days) && days > 0 ? Math.floor(days) : 0);

/**
 * Whether the ACH cutoff refuses the date: today (the immediate payment) always, and any date
 * before the adjusted date. An unreadable adjusted date counts as none.
 */
function blockedByCutoff(date: string, offset: number, rules: OneTimeDateRules): boolean {
  if (rules.method !== 'ACH' || !rules.achBlockedAfterCutoff) return false;
  if (offset <= 0) return true;
  const adjusted = rules.adjustedAchDate;
  if (adjusted === undefined || parseIsoDate(adjusted) === undefined) return false;
  return date < adjusted;
}

/**
 * The refusal of a one-time payment date, in the order of spec 02 §5 "Payment date (one-time)":
 * required (empty → `required`, not a real `YYYY-MM-DD` date → `invalid`), holiday or non-payment
 * day, in the past, beyond today + daysInPeriod (`{days}`; that last day itself is allowed),
 * Saturday, Sunday, then the immediate-ACH date blocked after the cutoff (spec 03 §5: a date
 * before the adjusted date, and today in any case). Undefined when the date is accepted.
 * An unreadable `today` refuses every date as `invalid`.
 */
export function oneTimeDateError(date: string, rules: OneTimeDateRules): DateMessage | undefined {
  const offset = offsetFromToday(date, rules.today);
  if (typeof offset !== 'number') return offset;
  if (isListed(date, rules.nonPaymentDays)) return { key: 'paymentDates.holiday' };
  if (offset < 0) return { key: 'paymentDates.past' };
  const days = periodDays(rules.daysInPeriod);
  if (offset > days) return { key: 'paymentDates.beyondPeriod', params: { days } };
  const weekendDay = refusedWeekendDay(date, weekendFor(rules.method, rules.weekend));
  if (weekendDay) return { key: `paymentDates.${weekendDay}` };
  if (blockedByCutoff(date, offset, rules)) return { key: 'paymentDates.achFutureOnly' };
  return undefined;
}

/**
 * The first date from today on that oneTimeDateError accepts (for ACH blocked by the cutoff that
 * is the adjusted date or tomorrow at the earliest), or undefined when no date up to today +
 * daysInPeriod is accepted.
 */
export function earliestPaymentDate(rules: OneTimeDateRules): string | undefined {
  for (let offset = 0; offset <= periodDays(rules.daysInPeriod); offset += 1) {
    const date = addDays(rules.today, offset);
    if (date === undefined) return undefined;
    if (!oneTimeDateError(date, rules)) return date;
  }
  return undefined;
}

/** What a recurring first date is checked against (spec 02 §5 "Recurring first date"). */
export interface RecurringDateRules {
  today: string;
  method: PaymentMethodType;
  /** Holidays and non-payment days as the host lists them. */
  nonPaymentDays: readonly string[];
  /** The weekend days allowed for ACH (see weekendAllowed); cards are paid any day. */
  weekend: WeekendDays;
}

/** The latest day of the month a frequency's first date may fall on (§5, §9), if it has one. */
function lastDayOf(frequency: Frequency | undefined): number | undefined {
  if (frequency === 'MonthlyOnDate') return MONTHLY_LAST_DAY;
  if (frequency === 'SemiMonthly') return SEMI_MONTHLY_LAST_DAY;
  return undefined;
}

/**
 * The refusal of a recurring first date (spec 02 §5 "Recurring first date", §9): required or
 * invalid as for one-time dates; after today; at most 31 days ahead (the wording says 30, kept
 * verbatim); not a listed non-payment day and a weekend day only when allowed (cards: any day);
 * for MonthlyOnDate a day of month up to 30 and for SemiMonthly up to 28 (`{day}`).
 */
export function recurringFirstDateError(
  date: string,
  rules: RecurringDateRules,
  frequency?: Frequency,
): DateMessage | undefined {
  const offset = offsetFromToday(date, rules.today);
  if (typeof offset !== 'number') return offset;
  if (offset <= 0) return { key: 'paymentDates.recurringNotFuture' };
  if (offset > RECURRING_WINDOW_DAYS) return { key: 'paymentDates.recurringBeyondWindow' };
  const weekendDay = refusedWeekendDay(date, weekendFor(rules.method, rules.weekend));
  if (isListed(date, rules.nonPaymentDays) || weekendDay) {
    return { key: 'paymentDates.recurringNotAllowed' };
  }
  const lastDay = lastDayOf(frequency);
  if (lastDay !== undefined && Number(date.slice(8, 10)) > lastDay) {
    return { key: 'paymentDates.recurringDayOfMonth', params: { day: lastDay } };
  }
  return undefined;
}

/** The semi-monthly second date: 14 days after the first (§5, §9); undefined when unreadable. */
export function semiMonthlySecondDate(first: string): string | undefined {
  return addDays(first, SEMI_MONTHLY_GAP_DAYS);
}

/** Every date of the 31-day window that recurringFirstDateError accepts: the picker's enabled days. */
export function recurringDateChoices(rules: RecurringDateRules, frequency: Frequency): string[] {
  const choices: string[] = [];
  for (let offset = 1; offset <= RECURRING_WINDOW_DAYS; offset += 1) {
    const date = addDays(rules.today, offset);
    if (date !== undefined && !recurringFirstDateError(date, rules, frequency)) choices.push(date);
  }
  return choices;
}

/** The date a days-before-due payment is drawn: the due date less n days. */
export function daysBeforeDueDate(dueDate: string, n: number): string | undefined {
  return addDays(dueDate, -n);
}

export interface DaysBeforeDueInput {
  dueDate: string;
  billing: BillingFrequency;
  /** The loan's future non-payment days (loanFutureNonPaymentDays), YYYY-MM-DD. */
  nonPaymentDays?: readonly string[];
  today: string;
}

/**
 * The days-before-due choices (spec 02 §5 "Days-before-due list", §9): 1 to 9, or 1 to 3 when the
 * loan is not billed monthly. Taken literally from the spec: when non-payment dates are supplied
 * (a non-empty list), a number stays when its date (due date − n) is not one of them, and nothing
 * else is checked (not even that the date is still ahead); otherwise (no list or an empty one) a
 * number stays when its date is tomorrow or later. An unreadable due date gives no choice, and so
 * does an unreadable today where it is needed.
 */
export function daysBeforeDueChoices(input: DaysBeforeDueInput): number[] {
  const { dueDate, billing, nonPaymentDays, today } = input;
  if (parseIsoDate(dueDate) === undefined) return [];
  const max = billing === 'monthly' ? DAYS_BEFORE_DUE_MAX : DAYS_BEFORE_DUE_MAX_NOT_MONTHLY;
  const listed = nonPaymentDays !== undefined && nonPaymentDays.length > 0 ? nonPaymentDays : undefined;
  const keeps = (date: string) => {
    if (listed) return !isListed(date, listed);
    const ahead = daysBetween(today, date);
    return ahead !== undefined && ahead >= 1;
  };
  const choices: number[] = [];
  for (let n = 1; n <= max; n += 1) {
    const date = daysBeforeDueDate(dueDate, n);
    if (date !== undefined && keeps(date)) choices.push(n);
  }
  return choices;
}
