/** The history window and the loan figures summed from the transactions (src/domain/accounts/historyRange.ts). */
import { describe, expect, it } from 'vitest';
import {
  daysSinceOpened,
  interestFigures,
  inWindow,
  windowStart,
  type Transaction,
} from '../../../../src/domain/accounts/historyRange';

const TODAY = '2026-11-22';
const entry = (date: string, time = '09:00:00', interestCents = 0, totalCents = 0): Transaction => ({
  date,
  time,
  interestCents,
  totalCents,
});

describe('windowStart', () => {
  it.each([
    [30, '2026-10-24'],
    [60, '2026-09-24'],
    [90, '2026-08-25'],
    [1, TODAY],
    [0, TODAY],
    [400, '2025-10-19'],
  ])('a window of %i days starts %s', (days, start) => {
    expect(windowStart(TODAY, days)).toBe(start);
  });
});

describe('inWindow', () => {
  const entries = [
    entry('2026-10-23'),
    entry('2026-10-24', '08:00:00'),
    entry('2026-11-22', '07:00:00'),
    entry('2026-11-22', '18:30:00'),
    entry('2026-11-23'),
    entry('2026-11-01'),
  ];
  it.each([
    [30, ['2026-11-22 18:30:00', '2026-11-22 07:00:00', '2026-11-01 09:00:00', '2026-10-24 08:00:00']],
    [
      31,
      [
        '2026-11-22 18:30:00',
        '2026-11-22 07:00:00',
        '2026-11-01 09:00:00',
        '2026-10-24 08:00:00',
        '2026-10-23 09:00:00',
      ],
    ],
    [1, ['2026-11-22 18:30:00', '2026-11-22 07:00:00']],
  ])('%i days: from the start day to today, newest first, none in the future', (days, expected) => {
    expect(inWindow(entries, TODAY, days).map((e) => `${e.date} ${e.time}`)).toEqual(expected);
  });
});

describe('daysSinceOpened', () => {
  it.each([
    ['2025-11-22', 365],
    [TODAY, 0],
    ['2026-12-01', 0],
  ])('opened %s: %i days', (opened, days) => {
    expect(daysSinceOpened(opened, TODAY)).toBe(days);
  });
});

describe('interestFigures', () => {
  it.each<[string, Transaction[], ReturnType<typeof interestFigures>]>([
    ['no transactions', [], { currentYearCents: 0, lastYearCents: 0, lastPayment: null }],
    [
      'payments this and last year, a fee and a future one',
      [
        entry('2025-12-01', '09:00:00', 5000, 30000),
        entry('2026-01-01', '09:00:00', 4900, 30000),
        entry('2026-11-01', '10:00:00', 4000, 31245),
        entry('2026-11-05', '10:00:00', 0, -3500),
        entry('2026-12-01', '09:00:00', 3900, 30000),
      ],
      { currentYearCents: 8900, lastYearCents: 5000, lastPayment: { date: '2026-11-01', cents: 31245 } },
    ],
  ])('%s', (_name, entries, expected) => {
    expect(interestFigures(entries, TODAY)).toEqual(expected);
  });
});
