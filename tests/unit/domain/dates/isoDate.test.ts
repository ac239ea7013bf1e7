import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  localDateOf,
  parseIsoDate,
} from '../../../../src/domain/dates/isoDate';

describe('parseIsoDate', () => {
  it.each<[string, number]>([
    ['2026-11-22', Date.UTC(2026, 10, 22)],
    ['1970-01-01', 0],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
    ['2026-12-31', Date.UTC(2026, 11, 31)],
    ['1969-12-31', -86_400_000],
  ])('reads %s', (value, expected) => {
    expect(parseIsoDate(value)).toBe(expected);
  });

  it.each(['0050-01-01', '0001-12-31'])('reads the early date %s', (value) => {
    expect(parseIsoDate(value)).toBe(new Date(`${value}T00:00:00Z`).getTime());
  });

  it.each<[string, unknown]>([
    ['not a leap year', '2026-02-29'],
    ['1900 is not a leap year', '1900-02-29'],
    ['day 31 of a 30-day month', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 0', '2026-00-10'],
    ['day 0', '2026-01-00'],
    ['day 32', '2026-01-32'],
    ['single digits', '2026-1-5'],
    ['US order', '11/22/2026'],
    ['a time', '2026-11-22T00:00:00Z'],
    ['spaces', ' 2026-11-22'],
    ['empty', ''],
    ['a number', 20261122],
    ['a Date', new Date(0)],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, value) => {
    expect(parseIsoDate(value)).toBeUndefined();
  });
});

describe('formatIsoDate', () => {
  it.each<[number, string]>([
    [0, '1970-01-01'],
    [Date.UTC(2026, 10, 22), '2026-11-22'],
    [Date.UTC(2026, 10, 22, 23, 59, 59), '2026-11-22'],
    [Date.UTC(2024, 1, 29), '2024-02-29'],
  ])('formats %j as %s', (time, expected) => {
    expect(formatIsoDate(time)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each<[string, number, string]>([
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
    ['2026-03-28', 3, '2026-03-31'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('%s plus %j days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each<[string, number]>([
    ['2026-02-29', 1],
    ['tomorrow', 1],
    ['2026-11-22', 1.5],
    ['2026-11-22', Number.NaN],
  ])('addDays(%j, %j) is undefined', (date, days) => {
    expect(addDays(date, days)).toBeUndefined();
  });
});

describe('daysBetween', () => {
  it.each<[string, string, number]>([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-11-23', '2026-11-22', -1],
    ['2026-01-01', '2027-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2026-03-01', '2026-04-01', 31],
    ['2026-12-25', '2026-11-22', -33],
  ])('from %s to %s is %j', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ['2026-02-30', '2026-03-01'],
    ['2026-03-01', 'x'],
  ])('daysBetween(%j, %j) is undefined', (from, to) => {
    expect(daysBetween(from, to)).toBeUndefined();
  });
});

describe('localDateOf', () => {
  it.each<[string, string | Date, string]>([
    ['a local date-time string', '2026-11-22T23:30:00', '2026-11-22'],
    ['local midnight', '2026-01-01T00:00:00', '2026-01-01'],
    ['a local Date late at night', new Date(2025, 11, 31, 23, 59, 59), '2025-12-31'],
    ['a local Date early in the morning', new Date(2026, 1, 28, 0, 0, 1), '2026-02-28'],
  ])('reads %s', (_label, instant, expected) => {
    expect(localDateOf(instant)).toBe(expected);
  });

  it('uses the local calendar day of a UTC instant', () => {
    const instant = new Date('2026-11-22T15:00:00.000Z');
    const expected = formatIsoDate(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()));
    expect(localDateOf('2026-11-22T15:00:00.000Z')).toBe(expected);
  });

  it.each<[string, string | Date]>([
    ['an unreadable string', 'soon'],
    ['an invalid Date', new Date(Number.NaN)],
  ])('is undefined for %s', (_label, instant) => {
    expect(localDateOf(instant)).toBeUndefined();
  });
});
