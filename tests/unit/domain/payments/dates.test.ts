/**
 * src/domain/payments/dates.ts: spec 02 §5 "Payment date (one-time)", "Recurring first date",
 * "Monthly-on-date", "Days-before-due list", §9 limits, spec 03 §5 ACH cutoff.
 * Weekdays: 2026-11-23 Mon, 11-26 Thu (the listed holiday), 11-28 Sat, 11-29 Sun, 12-14 Mon,
 * 12-23 Wed, 12-24 Thu, 12-28 Mon, 12-29 Tue, 12-31 Thu, 2027-01-14 Thu, 2028-02-29 Tue.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { loadDeferred } from '../../../../src/app/deferred';
import { addDays, daysBetween } from '../../../../src/domain/dates/isoDate';
import {
  type DateMessage,
  type DaysBeforeDueInput,
  daysBeforeDueChoices,
  daysBeforeDueDate,
  earliestPaymentDate,
  isoDayOfWeek,
  isWeekendDate,
  type OneTimeDateRules,
  oneTimeDateError,
  recurringDateChoices,
  recurringFirstDateError,
  type RecurringDateRules,
  semiMonthlySecondDate,
  type WeekendDays,
  weekendAllowed,
} from '../../../../src/domain/payments/dates';
import { FREQUENCIES, type Frequency } from '../../../../src/domain/payments/types';
import { createSettings } from '../../../../src/engine';

// The settings groups and field checks these read load with every screen but the login (src/app/deferred.ts).
beforeAll(() => loadDeferred());

const TODAY = '2026-11-23';
const HOLIDAY = '2026-11-26';
const NO_WEEKEND: WeekendDays = { saturday: false, sunday: false };
const SATURDAY_ONLY: WeekendDays = { saturday: true, sunday: false };
const SUNDAY_ONLY: WeekendDays = { saturday: false, sunday: true };

const ONE_TIME: OneTimeDateRules = {
  today: TODAY,
  method: 'ACH',
  nonPaymentDays: [HOLIDAY],
  daysInPeriod: 30,
  weekend: NO_WEEKEND,
  achBlockedAfterCutoff: false,
};
const CUTOFF: Partial<OneTimeDateRules> = { achBlockedAfterCutoff: true, adjustedAchDate: '2026-11-25' };

const msg = (key: DateMessage['key'], params?: DateMessage['params']): DateMessage =>
  params ? { key, params } : { key };

describe('weekendAllowed (spec 02 §6 "weekend ACH dates")', () => {
  it.each<[string, 'Card' | 'ACH', boolean, boolean, WeekendDays]>([
    ['§6 ACH: neither option', 'ACH', false, false, NO_WEEKEND],
    ['§6 ACH: Saturday option', 'ACH', true, false, SATURDAY_ONLY],
    ['§6 ACH: Sunday option', 'ACH', false, true, SUNDAY_ONLY],
    ['§6 ACH: both options', 'ACH', true, true, { saturday: true, sunday: true }],
    ['§6 card: any day without the options', 'Card', false, false, { saturday: true, sunday: true }],
  ])('%s', (_rule, method, saturday, sunday, allowed) => {
    const options = { AllowSaturdayAchPayments: saturday, AllowSundayAchPayments: sunday };
    expect(weekendAllowed(method, options)).toEqual(allowed);
  });
});

describe('isoDayOfWeek and isWeekendDate (UTC)', () => {
  it.each<[string, string, number | undefined, boolean]>([
    ['a Monday', '2026-11-23', 1, false],
    ['a Friday', '2026-11-27', 5, false],
    ['a Saturday', '2026-11-28', 6, true],
    ['a Sunday', '2026-11-29', 0, true],
    ['leap day 2028-02-29 is a Tuesday', '2028-02-29', 2, false],
    ['2027-02-29 is no date', '2027-02-29', undefined, false],
    ['an unreadable date', '11/28/2026', undefined, false],
  ])('%s', (_rule, date, day, weekend) => {
    expect(isoDayOfWeek(date)).toBe(day);
    expect(isWeekendDate(date)).toBe(weekend);
  });
});

describe('oneTimeDateError (spec 02 §5 "Payment date (one-time)", spec 03 §5 cutoff)', () => {
  it.each<[string, string, Partial<OneTimeDateRules>, DateMessage | undefined]>([
    ['§5 required: empty', '', {}, msg('paymentDates.required')],
    ['§5 required: blanks', '   ', {}, msg('paymentDates.required')],
    ['§5 required: US format is no date', '11/24/2026', {}, msg('paymentDates.invalid')],
    ['§5 required: 2026-02-30 is no date', '2026-02-30', {}, msg('paymentDates.invalid')],
    ['§5 required: leap year, 2027-02-29 is no date', '2027-02-29', {}, msg('paymentDates.invalid')],
    ['§5 required: an unreadable today refuses all', TODAY, { today: 'today' }, msg('paymentDates.invalid')],
    ['§4 immediate: today itself', TODAY, {}, undefined],
    ['§5 scheduled: tomorrow', '2026-11-24', {}, undefined],
    ['§5 holiday: a listed day', HOLIDAY, {}, msg('paymentDates.holiday')],
    [
      '§5 holiday: listed as a host date-time',
      HOLIDAY,
      { nonPaymentDays: [`${HOLIDAY}T00:00:00`] },
      msg('paymentDates.holiday'),
    ],
    ['§5 holiday: the day after', '2026-11-27', {}, undefined],
    ['§5 holiday: today listed', TODAY, { nonPaymentDays: [TODAY] }, msg('paymentDates.holiday')],
    [
      '§5 holiday: checked before the past',
      '2026-11-20',
      { nonPaymentDays: ['2026-11-20'] },
      msg('paymentDates.holiday'),
    ],
    ['§5 past: yesterday', '2026-11-22', {}, msg('paymentDates.past')],
    ['§5 past: last year end', '2025-12-31', {}, msg('paymentDates.past')],
    ['§5 period: today + daysInPeriod is allowed', '2026-12-23', {}, undefined],
    ['§5 period: today + daysInPeriod + 1', '2026-12-24', {}, msg('paymentDates.beyondPeriod', { days: 30 })],
    ['§5 period: 0 days leaves today', TODAY, { daysInPeriod: 0 }, undefined],
    [
      '§5 period: 0 days refuses tomorrow',
      '2026-11-24',
      { daysInPeriod: 0 },
      msg('paymentDates.beyondPeriod', { days: 0 }),
    ],
    [
      '§5 period: a negative period reads as 0',
      '2026-11-24',
      { daysInPeriod: -3 },
      msg('paymentDates.beyondPeriod', { days: 0 }),
    ],
    ['§5 period: a fractional period is floored (in)', '2026-11-25', { daysInPeriod: 2.5 }, undefined],
    [
      '§5 period: a fractional period is floored (out)',
      '2026-11-26',
      { daysInPeriod: 2.5, nonPaymentDays: [] },
      msg('paymentDates.beyondPeriod', { days: 2 }),
    ],
    [
      '§5 period: checked before the weekend',
      '2026-11-28',
      { daysInPeriod: 4 },
      msg('paymentDates.beyondPeriod', { days: 4 }),
    ],
    ['§5 month end: 2026-11-30', '2026-11-30', {}, undefined],
    ['§5 year end: 2027-01-01 from 2026-12-31', '2027-01-01', { today: '2026-12-31' }, undefined],
    ['§5 leap year: 2028-02-29 is valid', '2028-02-29', { today: '2028-02-28' }, undefined],
    ['§5 Saturday: ACH not allowed', '2026-11-28', {}, msg('paymentDates.saturday')],
    ['§5 Saturday: ACH allowed', '2026-11-28', { weekend: SATURDAY_ONLY }, undefined],
    [
      '§5 Saturday: Sunday permission is not enough',
      '2026-11-28',
      { weekend: SUNDAY_ONLY },
      msg('paymentDates.saturday'),
    ],
    ['§5 Saturday: card, any day', '2026-11-28', { method: 'Card' }, undefined],
    ['§5 Sunday: ACH not allowed', '2026-11-29', {}, msg('paymentDates.sunday')],
    ['§5 Sunday: ACH allowed', '2026-11-29', { weekend: SUNDAY_ONLY }, undefined],
    [
      '§5 Sunday: Saturday permission is not enough',
      '2026-11-29',
      { weekend: SATURDAY_ONLY },
      msg('paymentDates.sunday'),
    ],
    ['§5 Sunday: card, any day', '2026-11-29', { method: 'Card' }, undefined],
    ['§5 cutoff: today refused', TODAY, CUTOFF, msg('paymentDates.achFutureOnly')],
    ['§5 cutoff: adjusted date − 1 refused', '2026-11-24', CUTOFF, msg('paymentDates.achFutureOnly')],
    ['§5 cutoff: the adjusted date', '2026-11-25', CUTOFF, undefined],
    ['§5 cutoff: after the adjusted date', '2026-11-27', CUTOFF, undefined],
    [
      '§5 cutoff: weekend checked first',
      '2026-11-28',
      { ...CUTOFF, adjustedAchDate: '2026-11-30' },
      msg('paymentDates.saturday'),
    ],
    [
      '§5 cutoff: no adjusted date, today refused',
      TODAY,
      { achBlockedAfterCutoff: true },
      msg('paymentDates.achFutureOnly'),
    ],
    ['§5 cutoff: no adjusted date, tomorrow', '2026-11-24', { achBlockedAfterCutoff: true }, undefined],
    [
      '§5 cutoff: unreadable adjusted date, today refused',
      TODAY,
      { ...CUTOFF, adjustedAchDate: 'soon' },
      msg('paymentDates.achFutureOnly'),
    ],
    [
      '§5 cutoff: unreadable adjusted date, tomorrow',
      '2026-11-24',
      { ...CUTOFF, adjustedAchDate: 'soon' },
      undefined,
    ],
    [
      '§5 cutoff: past adjusted date, today still refused',
      TODAY,
      { ...CUTOFF, adjustedAchDate: '2026-11-20' },
      msg('paymentDates.achFutureOnly'),
    ],
    [
      '§5 cutoff: past adjusted date, tomorrow',
      '2026-11-24',
      { ...CUTOFF, adjustedAchDate: '2026-11-20' },
      undefined,
    ],
    ['§5 cutoff: not blocked, today', TODAY, { adjustedAchDate: '2026-11-25' }, undefined],
    ['§5 cutoff: card today is never refused', TODAY, { ...CUTOFF, method: 'Card' }, undefined],
    ['§5 cutoff: card adjusted date − 1', '2026-11-24', { ...CUTOFF, method: 'Card' }, undefined],
  ])('%s', (_rule, date, change, message) => {
    expect(oneTimeDateError(date, { ...ONE_TIME, ...change })).toEqual(message);
  });
});

describe('earliestPaymentDate (the first date oneTimeDateError accepts)', () => {
  it.each<[string, Partial<OneTimeDateRules>, string | undefined]>([
    ['§4 immediate: today', {}, TODAY],
    ['§5 cutoff: the adjusted date', CUTOFF, '2026-11-25'],
    ['§5 cutoff: no adjusted date, tomorrow', { achBlockedAfterCutoff: true }, '2026-11-24'],
    [
      '§5 cutoff: adjusted Saturday, ACH goes to Monday',
      { ...CUTOFF, adjustedAchDate: '2026-11-28' },
      '2026-11-30',
    ],
    [
      '§5 cutoff: adjusted Saturday, Saturday allowed',
      { ...CUTOFF, adjustedAchDate: '2026-11-28', weekend: SATURDAY_ONLY },
      '2026-11-28',
    ],
    ['§5 cutoff: adjusted holiday, the next day', { ...CUTOFF, adjustedAchDate: HOLIDAY }, '2026-11-27'],
    ['§5 cutoff: card, today', { ...CUTOFF, method: 'Card' }, TODAY],
    ['§5 holiday: today listed, tomorrow', { nonPaymentDays: [TODAY] }, '2026-11-24'],
    ['§5 Saturday: ACH today Saturday, Monday', { today: '2026-11-28' }, '2026-11-30'],
    ['§5 Saturday: card today Saturday, today', { today: '2026-11-28', method: 'Card' }, '2026-11-28'],
    ['§5 period: adjusted date beyond it, none', { ...CUTOFF, daysInPeriod: 1 }, undefined],
    [
      '§5 period: 0 days and today blocked, none',
      { achBlockedAfterCutoff: true, daysInPeriod: 0 },
      undefined,
    ],
    [
      '§5 year end: blocked on 2026-12-31, 2027-01-01',
      { today: '2026-12-31', achBlockedAfterCutoff: true },
      '2027-01-01',
    ],
    ['§5 required: unreadable today, none', { today: '2026-13-01' }, undefined],
  ])('%s', (_rule, change, earliest) => {
    expect(earliestPaymentDate({ ...ONE_TIME, ...change })).toBe(earliest);
  });
});

const RECURRING: RecurringDateRules = {
  today: TODAY,
  method: 'ACH',
  nonPaymentDays: [HOLIDAY],
  weekend: NO_WEEKEND,
};
const MID_DECEMBER = '2026-12-14';

describe('recurringFirstDateError (spec 02 §5 "Recurring first date", "Monthly-on-date", §9)', () => {
  it.each<[string, string, Partial<RecurringDateRules>, Frequency | undefined, DateMessage | undefined]>([
    ['§5 required: empty', '', {}, 'Weekly', msg('paymentDates.required')],
    [
      '§5 required: leap year, 2027-02-29 is no date',
      '2027-02-29',
      {},
      'Weekly',
      msg('paymentDates.invalid'),
    ],
    ['§5 future: today refused', TODAY, {}, 'Weekly', msg('paymentDates.recurringNotFuture')],
    ['§5 future: yesterday refused', '2026-11-22', {}, 'Weekly', msg('paymentDates.recurringNotFuture')],
    ['§5 future: tomorrow', '2026-11-24', {}, 'Weekly', undefined],
    ['§9 within 31 days: exactly 31 ahead', '2026-12-24', {}, 'Weekly', undefined],
    ['§9 within 31 days: 32 ahead', '2026-12-25', {}, 'Weekly', msg('paymentDates.recurringBeyondWindow')],
    [
      '§9 within 31 days: checked before the weekend (33 ahead, Saturday)',
      '2026-12-26',
      {},
      'Weekly',
      msg('paymentDates.recurringBeyondWindow'),
    ],
    [
      '§9 within 31 days: across the year end (31 ahead)',
      '2027-01-14',
      { today: MID_DECEMBER },
      'Weekly',
      undefined,
    ],
    [
      '§9 within 31 days: across the year end (32 ahead)',
      '2027-01-15',
      { today: MID_DECEMBER },
      'Weekly',
      msg('paymentDates.recurringBeyondWindow'),
    ],
    ['§5 non-payment day: listed', HOLIDAY, {}, 'Weekly', msg('paymentDates.recurringNotAllowed')],
    [
      '§5 non-payment day: listed, card too',
      HOLIDAY,
      { method: 'Card' },
      'Weekly',
      msg('paymentDates.recurringNotAllowed'),
    ],
    ['§5 non-payment day: the day after', '2026-11-27', {}, 'Weekly', undefined],
    [
      '§5 weekend: ACH Saturday not allowed',
      '2026-11-28',
      {},
      'TwoWeeks',
      msg('paymentDates.recurringNotAllowed'),
    ],
    ['§5 weekend: ACH Saturday allowed', '2026-11-28', { weekend: SATURDAY_ONLY }, 'TwoWeeks', undefined],
    [
      '§5 weekend: ACH Sunday not allowed',
      '2026-11-29',
      { weekend: SATURDAY_ONLY },
      'TwoWeeks',
      msg('paymentDates.recurringNotAllowed'),
    ],
    ['§5 weekend: ACH Sunday allowed', '2026-11-29', { weekend: SUNDAY_ONLY }, 'TwoWeeks', undefined],
    ['§5 weekend: card Saturday', '2026-11-28', { method: 'Card' }, 'TwoWeeks', undefined],
    ['§5 weekend: card Sunday', '2026-11-29', { method: 'Card' }, 'TwoWeeks', undefined],
    ['§5 monthly-on-date: day 30', '2026-11-30', {}, 'MonthlyOnDate', undefined],
    [
      '§5 monthly-on-date: day 31',
      '2026-12-31',
      { today: MID_DECEMBER },
      'MonthlyOnDate',
      msg('paymentDates.recurringDayOfMonth', { day: 30 }),
    ],
    [
      '§5 monthly-on-date: leap day 2028-02-29',
      '2028-02-29',
      { today: '2028-02-01' },
      'MonthlyOnDate',
      undefined,
    ],
    [
      '§5 monthly-on-date: a non-payment day 31 is not allowed first',
      '2026-12-31',
      { today: MID_DECEMBER, nonPaymentDays: ['2026-12-31'] },
      'MonthlyOnDate',
      msg('paymentDates.recurringNotAllowed'),
    ],
    ['§5 semi-monthly: day 28', '2026-12-28', { today: MID_DECEMBER }, 'SemiMonthly', undefined],
    [
      '§5 semi-monthly: day 29',
      '2026-12-29',
      { today: MID_DECEMBER },
      'SemiMonthly',
      msg('paymentDates.recurringDayOfMonth', { day: 28 }),
    ],
    [
      '§5 semi-monthly: day 30',
      '2026-11-30',
      {},
      'SemiMonthly',
      msg('paymentDates.recurringDayOfMonth', { day: 28 }),
    ],
    [
      '§5 semi-monthly: leap day 2028-02-29',
      '2028-02-29',
      { today: '2028-02-01' },
      'SemiMonthly',
      msg('paymentDates.recurringDayOfMonth', { day: 28 }),
    ],
    ['§5 other frequencies: day 31 weekly', '2026-12-31', { today: MID_DECEMBER }, 'Weekly', undefined],
    [
      '§5 other frequencies: day 31 every two weeks',
      '2026-12-31',
      { today: MID_DECEMBER },
      'TwoWeeks',
      undefined,
    ],
    ['§5 no frequency: day 31', '2026-12-31', { today: MID_DECEMBER }, undefined, undefined],
  ])('%s', (_rule, date, change, frequency, message) => {
    expect(recurringFirstDateError(date, { ...RECURRING, ...change }, frequency)).toEqual(message);
  });
});

describe('semiMonthlySecondDate (spec 02 §5, §9: 14 days apart)', () => {
  it.each<[string, string, string | undefined]>([
    ['§9 14 days later', '2026-11-24', '2026-12-08'],
    ['§9 across the year end', '2026-12-28', '2027-01-11'],
    ['§9 leap year: to 2028-02-29', '2028-02-15', '2028-02-29'],
    ['§9 not a leap year: to 2027-03-01', '2027-02-15', '2027-03-01'],
    ['an unreadable first date', '2027-02-29', undefined],
  ])('%s', (_rule, first, second) => {
    expect(semiMonthlySecondDate(first)).toBe(second);
  });
});

describe('recurringDateChoices (the recurring date picker: the window dates the validator accepts)', () => {
  it.each<[string, Partial<RecurringDateRules>, Frequency, string, boolean]>([
    ['§5 future: today is no choice', {}, 'Weekly', TODAY, false],
    ['§5 future: tomorrow is a choice', {}, 'Weekly', '2026-11-24', true],
    ['§9 window: 31 ahead is a choice', {}, 'Weekly', '2026-12-24', true],
    ['§9 window: 32 ahead is no choice', { nonPaymentDays: [] }, 'Weekly', '2026-12-25', false],
    ['§5 non-payment day is no choice', {}, 'Weekly', HOLIDAY, false],
    ['§5 weekend: ACH Saturday is no choice', {}, 'Weekly', '2026-11-28', false],
    ['§5 weekend: ACH Saturday allowed', { weekend: SATURDAY_ONLY }, 'Weekly', '2026-11-28', true],
    ['§5 weekend: card Sunday', { method: 'Card' }, 'Weekly', '2026-11-29', true],
    [
      '§5 monthly-on-date: day 31 is no choice',
      { today: MID_DECEMBER },
      'MonthlyOnDate',
      '2026-12-31',
      false,
    ],
    ['§5 monthly-on-date: day 30 is a choice', { today: MID_DECEMBER }, 'MonthlyOnDate', '2026-12-30', true],
    ['§5 semi-monthly: day 29 is no choice', { today: MID_DECEMBER }, 'SemiMonthly', '2026-12-29', false],
    ['§5 semi-monthly: day 28 is a choice', { today: MID_DECEMBER }, 'SemiMonthly', '2026-12-28', true],
  ])('%s', (_rule, change, frequency, date, offered) => {
    expect(recurringDateChoices({ ...RECURRING, ...change }, frequency).includes(date)).toBe(offered);
  });

  it.each<[string, Partial<RecurringDateRules>, Frequency, number]>([
    ['§5 ACH on weekdays: 23 weekdays less the holiday', {}, 'Weekly', 22],
    ['§5 card: all 31 days less the holiday', { method: 'Card' }, 'Weekly', 30],
    ['§5 unreadable today: none', { today: '' }, 'Weekly', 0],
  ])('%s', (_rule, change, frequency, count) => {
    expect(recurringDateChoices({ ...RECURRING, ...change }, frequency)).toHaveLength(count);
  });
});

describe('daysBeforeDueDate (the due date less n days)', () => {
  it.each<[string, string, number, string | undefined]>([
    ['leap year: 2028-03-01 − 1', '2028-03-01', 1, '2028-02-29'],
    ['not a leap year: 2027-03-01 − 1', '2027-03-01', 1, '2027-02-28'],
    ['year end: 2027-01-01 − 1', '2027-01-01', 1, '2026-12-31'],
    ['on the due date: − 0', '2026-12-15', 0, '2026-12-15'],
    ['an unreadable due date', '12/15/2026', 1, undefined],
  ])('%s', (_rule, dueDate, n, date) => {
    expect(daysBeforeDueDate(dueDate, n)).toBe(date);
  });
});

const ALL_NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('daysBeforeDueChoices (spec 02 §5 "Days-before-due list", §9)', () => {
  it.each<[string, DaysBeforeDueInput, number[]]>([
    ['§9 monthly: 1 to 9', { dueDate: '2026-12-15', billing: 'monthly', today: TODAY }, ALL_NINE],
    ['§9 bi-weekly: 1 to 3', { dueDate: '2026-12-15', billing: 'biWeekly', today: TODAY }, [1, 2, 3]],
    ['§9 semi-monthly: 1 to 3', { dueDate: '2026-12-15', billing: 'semiMonthly', today: TODAY }, [1, 2, 3]],
    ['§9 weekly: 1 to 3', { dueDate: '2026-12-15', billing: 'weekly', today: TODAY }, [1, 2, 3]],
    ['§9 other billing: 1 to 3', { dueDate: '2026-12-15', billing: 'other', today: TODAY }, [1, 2, 3]],
    [
      '§5 no list: tomorrow kept, today dropped',
      { dueDate: '2026-11-28', billing: 'monthly', today: TODAY },
      [1, 2, 3, 4],
    ],
    ['§5 no list: due tomorrow leaves none', { dueDate: '2026-11-24', billing: 'monthly', today: TODAY }, []],
    [
      '§5 no list: due in two days leaves 1',
      { dueDate: '2026-11-25', billing: 'monthly', today: TODAY },
      [1],
    ],
    [
      '§5 no list: a past due date leaves none',
      { dueDate: '2026-11-01', billing: 'monthly', today: TODAY },
      [],
    ],
    [
      '§5 empty list counts as none',
      { dueDate: '2026-11-28', billing: 'monthly', today: TODAY, nonPaymentDays: [] },
      [1, 2, 3, 4],
    ],
    [
      '§5 list: listed dates dropped (and, literally, past ones kept)',
      {
        dueDate: '2026-12-01',
        billing: 'monthly',
        today: TODAY,
        nonPaymentDays: ['2026-11-26', '2026-11-28'],
      },
      [1, 2, 4, 6, 7, 8, 9],
    ],
    [
      '§5 list: non-monthly',
      { dueDate: '2026-12-01', billing: 'weekly', today: TODAY, nonPaymentDays: ['2026-11-29'] },
      [1, 3],
    ],
    [
      '§5 list: host date-times',
      { dueDate: '2026-12-01', billing: 'weekly', today: TODAY, nonPaymentDays: ['2026-11-29T00:00:00'] },
      [1, 3],
    ],
    [
      '§5 list: today is not needed',
      { dueDate: '2026-12-01', billing: 'weekly', today: '', nonPaymentDays: ['2026-11-29'] },
      [1, 3],
    ],
    [
      'leap year: 2028-03-01 − 1 is the listed 2028-02-29',
      { dueDate: '2028-03-01', billing: 'monthly', today: '2028-02-01', nonPaymentDays: ['2028-02-29'] },
      [2, 3, 4, 5, 6, 7, 8, 9],
    ],
    [
      'leap year: 2028-03-01, no list, today 2028-02-27',
      { dueDate: '2028-03-01', billing: 'monthly', today: '2028-02-27' },
      [1, 2],
    ],
    [
      'not a leap year: 2027-03-01 − 1 is the listed 2027-02-28',
      { dueDate: '2027-03-01', billing: 'monthly', today: '2027-02-01', nonPaymentDays: ['2027-02-28'] },
      [2, 3, 4, 5, 6, 7, 8, 9],
    ],
    [
      'year end: due 2027-01-02, today 2026-12-28',
      { dueDate: '2027-01-02', billing: 'monthly', today: '2026-12-28' },
      [1, 2, 3, 4],
    ],
    ['unreadable due date: empty', { dueDate: '', billing: 'monthly', today: TODAY }, []],
    [
      'unreadable due date: 2027-02-29',
      { dueDate: '2027-02-29', billing: 'monthly', today: TODAY, nonPaymentDays: ['2026-11-26'] },
      [],
    ],
    ['unreadable due date: US format', { dueDate: '12/15/2026', billing: 'monthly', today: TODAY }, []],
    [
      'unreadable today without a list: none',
      { dueDate: '2026-12-15', billing: 'monthly', today: 'now' },
      [],
    ],
  ])('%s', (_rule, input, choices) => {
    expect(daysBeforeDueChoices(input)).toEqual(choices);
  });
});

describe('paymentDates messages (settings catalogue defaults, verbatim from spec 02 §5)', () => {
  const settings = createSettings({}, catalogue, () => {});
  it.each<[string, DateMessage, string]>([
    ['§5 required', msg('paymentDates.required'), 'Payment date is required'],
    ['§5 holiday', msg('paymentDates.holiday'), 'Payment cannot be made on a holiday.'],
    ['§5 past', msg('paymentDates.past'), 'Payment date cannot be in the past'],
    [
      '§5 period',
      msg('paymentDates.beyondPeriod', { days: 30 }),
      'Payment date cannot be scheduled over this many days: 30',
    ],
    ['§5 Saturday', msg('paymentDates.saturday'), 'Payment date cannot be on a Saturday'],
    ['§5 Sunday', msg('paymentDates.sunday'), 'Payment date cannot be on a Sunday'],
    ['§5 cutoff', msg('paymentDates.achFutureOnly'), 'ACH payments can only be scheduled for a future date.'],
    ['§5 recurring future', msg('paymentDates.recurringNotFuture'), 'Payment date must be in the future'],
    [
      '§5 recurring window',
      msg('paymentDates.recurringBeyondWindow'),
      'First payment date must be within 30 days',
    ],
    ['§5 recurring not allowed', msg('paymentDates.recurringNotAllowed'), 'That date is not allowed.'],
    ['no wording quoted: invalid', msg('paymentDates.invalid'), 'Payment date is not a valid date'],
    [
      'no wording quoted: day of month',
      msg('paymentDates.recurringDayOfMonth', { day: 28 }),
      'The day of the month must be 28 or earlier',
    ],
  ])('%s', (_rule, message, text) => {
    expect(settings.text(message.key, message.params)).toBe(text);
  });
});

// Dates as offsets from a fixed day, so that every generated date is a real one.
const BASE = '2000-01-01';
const dateAt = (offset: number) => addDays(BASE, offset) ?? BASE;
const todayArb = fc.integer({ min: 0, max: 40_000 }).map(dateAt);
const weekendArb = fc.record({ saturday: fc.boolean(), sunday: fc.boolean() });
const methodArb = fc.constantFrom<'Card' | 'ACH'>('Card', 'ACH');
const frequencyArb = fc.constantFrom<Frequency>(...FREQUENCIES);

/** Rules around a given today: listed days and the adjusted date within two months of it. */
function oneTimeRulesArb(today: string): fc.Arbitrary<OneTimeDateRules> {
  const near = fc.integer({ min: -60, max: 60 }).map((offset) => addDays(today, offset) ?? today);
  return fc.record(
    {
      today: fc.constant(today),
      method: methodArb,
      nonPaymentDays: fc.array(near, { maxLength: 20 }),
      daysInPeriod: fc.integer({ min: -5, max: 120 }),
      weekend: weekendArb,
      achBlockedAfterCutoff: fc.boolean(),
      adjustedAchDate: near,
    },
    {
      requiredKeys: ['today', 'method', 'nonPaymentDays', 'daysInPeriod', 'weekend', 'achBlockedAfterCutoff'],
    },
  );
}

function recurringRulesArb(today: string): fc.Arbitrary<RecurringDateRules> {
  const near = fc.integer({ min: -10, max: 40 }).map((offset) => addDays(today, offset) ?? today);
  return fc.record({
    today: fc.constant(today),
    method: methodArb,
    nonPaymentDays: fc.array(near, { maxLength: 20 }),
    weekend: weekendArb,
  });
}

describe('payment date properties', () => {
  it('§5 no date before today is ever accepted, one-time or recurring, whatever the rules', () => {
    fc.assert(
      fc.property(
        todayArb.chain((today) => fc.tuple(oneTimeRulesArb(today), recurringRulesArb(today))),
        fc.integer({ min: 1, max: 4_000 }),
        frequencyArb,
        ([oneTime, recurring], back, frequency) => {
          const date = addDays(oneTime.today, -back) ?? '';
          expect(oneTimeDateError(date, oneTime)).toBeDefined();
          expect(recurringFirstDateError(date, recurring, frequency)).toBeDefined();
        },
      ),
    );
  });

  it('earliestPaymentDate, when defined, is accepted, never before today, and the first accepted', () => {
    fc.assert(
      fc.property(todayArb.chain(oneTimeRulesArb), (rules) => {
        const earliest = earliestPaymentDate(rules);
        if (earliest === undefined) return;
        expect(oneTimeDateError(earliest, rules)).toBeUndefined();
        const ahead = daysBetween(rules.today, earliest) ?? -1;
        expect(ahead).toBeGreaterThanOrEqual(0);
        for (let offset = 0; offset < ahead; offset += 1) {
          expect(oneTimeDateError(addDays(rules.today, offset) ?? '', rules)).toBeDefined();
        }
      }),
    );
  });

  it('every recurringDateChoices entry is accepted and lies within the 31-day window', () => {
    fc.assert(
      fc.property(todayArb.chain(recurringRulesArb), frequencyArb, (rules, frequency) => {
        for (const date of recurringDateChoices(rules, frequency)) {
          expect(recurringFirstDateError(date, rules, frequency)).toBeUndefined();
          const ahead = daysBetween(rules.today, date) ?? 0;
          expect(ahead >= 1 && ahead <= 31).toBe(true);
        }
      }),
    );
  });
});
