import { describe, expect, it } from 'vitest';
import {
  clampDate,
  isWithin,
  monthOf,
  monthWeeks,
  moveByKey,
  sameDayInMonth,
  shiftMonth,
} from '../../../src/widgets/date/calendarMonth';

const days = (from: number, to: number, prefix: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}-${String(from + index).padStart(2, '0')}`);

describe('monthWeeks', () => {
  it('lays out November 2026 from Sunday the 1st, padding the last week', () => {
    const weeks = monthWeeks({ year: 2026, month: 10 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(days(1, 7, '2026-11'));
    expect(weeks[3]).toEqual(days(22, 28, '2026-11'));
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('fills exactly four weeks for February 2026 (starts on a Sunday, 28 days)', () => {
    const weeks = monthWeeks({ year: 2026, month: 1 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).toEqual(days(1, 28, '2026-02'));
  });

  it.each([
    [{ year: 2026, month: 0 }, 4, '2026-01-31', 5], // Thursday the 1st
    [{ year: 2026, month: 11 }, 2, '2026-12-31', 5], // Tuesday the 1st
    [{ year: 2024, month: 1 }, 4, '2024-02-29', 5], // leap year, Thursday the 1st
    [{ year: 2026, month: 7 }, 6, '2026-08-31', 6], // Saturday the 1st: six weeks
  ])('pads %o with %i empty days before the 1st and ends on %s', (month, padding, last, rows) => {
    const weeks = monthWeeks(month);
    expect(weeks).toHaveLength(rows);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, padding)).toEqual(Array(padding).fill(null));
    expect(weeks[0]![padding]).toMatch(/-01$/);
    expect(
      weeks
        .flat()
        .filter((cell) => cell !== null)
        .at(-1),
    ).toBe(last);
  });
});

describe('monthOf and shiftMonth', () => {
  it('reads the month of a date (0 = January)', () => {
    expect(monthOf('2026-11-22')).toEqual({ year: 2026, month: 10 });
  });

  it.each([
    [{ year: 2026, month: 10 }, 1, { year: 2026, month: 11 }],
    [{ year: 2026, month: 11 }, 1, { year: 2027, month: 0 }],
    [{ year: 2026, month: 0 }, -1, { year: 2025, month: 11 }],
    [{ year: 2026, month: 1 }, -14, { year: 2024, month: 11 }],
    [{ year: 2026, month: 5 }, 24, { year: 2028, month: 5 }],
    [{ year: 2026, month: 5 }, 0, { year: 2026, month: 5 }],
  ])('shifts %o by %i to %o', (from, delta, to) => {
    expect(shiftMonth(from, delta)).toEqual(to);
  });
});

describe('sameDayInMonth', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-10-31', 1, '2026-11-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-11-22', 12, '2027-11-22'],
  ])('%s moved by %i month(s) is %s', (iso, delta, expected) => {
    expect(sameDayInMonth(iso, delta)).toBe(expected);
  });
});

describe('moveByKey', () => {
  // 2026-11-22 is a Sunday, 2026-11-25 a Wednesday, 2026-11-28 a Saturday.
  it.each([
    ['2026-11-22', 'ArrowRight', '2026-11-23'],
    ['2026-11-22', 'ArrowLeft', '2026-11-21'],
    ['2026-11-22', 'ArrowDown', '2026-11-29'],
    ['2026-11-22', 'ArrowUp', '2026-11-15'],
    ['2026-11-22', 'Home', '2026-11-22'],
    ['2026-11-22', 'End', '2026-11-28'],
    ['2026-11-25', 'Home', '2026-11-22'],
    ['2026-11-25', 'End', '2026-11-28'],
    ['2026-11-28', 'Home', '2026-11-22'],
    ['2026-11-28', 'End', '2026-11-28'],
    ['2026-11-22', 'PageUp', '2026-10-22'],
    ['2026-11-22', 'PageDown', '2026-12-22'],
    ['2026-11-30', 'ArrowRight', '2026-12-01'],
    ['2026-12-01', 'ArrowLeft', '2026-11-30'],
    ['2026-12-29', 'ArrowDown', '2027-01-05'],
    ['2026-03-31', 'PageUp', '2026-02-28'],
    ['2026-12-01', 'Home', '2026-11-29'],
  ])('from %s, %s goes to %s', (iso, key, expected) => {
    expect(moveByKey(iso, key)).toBe(expected);
  });

  it.each(['Enter', ' ', 'Escape', 'Tab', 'a'])('ignores %j', (key) => {
    expect(moveByKey('2026-11-22', key)).toBeUndefined();
  });
});

describe('clampDate and isWithin', () => {
  it.each([
    ['2026-11-22', undefined, undefined, '2026-11-22', true],
    ['2026-11-22', '2026-11-10', '2026-11-25', '2026-11-22', true],
    ['2026-11-09', '2026-11-10', '2026-11-25', '2026-11-10', false],
    ['2026-11-26', '2026-11-10', '2026-11-25', '2026-11-25', false],
    ['2026-11-10', '2026-11-10', '2026-11-25', '2026-11-10', true],
    ['2026-11-25', '2026-11-10', '2026-11-25', '2026-11-25', true],
    ['1985-04-12', '2000-01-01', undefined, '2000-01-01', false],
    ['2030-01-01', undefined, '2026-11-22', '2026-11-22', false],
  ])('%s within [%s, %s] clamps to %s (inside: %s)', (iso, min, max, clamped, inside) => {
    expect(clampDate(iso, min, max)).toBe(clamped);
    expect(isWithin(iso, min, max)).toBe(inside);
  });
});
