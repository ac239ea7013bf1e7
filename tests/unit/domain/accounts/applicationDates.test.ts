import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  formatFullDate,
  formatLongDate,
  fundsExpectedDate,
} from '../../../../src/domain/accounts/applicationDates';

describe('calendarDateOf', () => {
  it.each([
    ['2026-12-05', '2026-12-05'],
    ['2026-12-05T00:00:00', '2026-12-05'],
    ['2026-12-05T23:59:59.123', '2026-12-05'],
    [' 2026-12-05T08:00 ', '2026-12-05'],
    ['2026-02-30', undefined],
    ['2026-02-30T00:00:00', undefined],
    ['12/05/2026', undefined],
    ['2026-12-05Tnoon', undefined],
    ['', undefined],
    [null, undefined],
    [20261205, undefined],
  ])('%j -> %s', (value, expected) => {
    expect(calendarDateOf(value)).toBe(expected);
  });
});

describe('fundsExpectedDate (spec 03 §2.13: 0001-01-01 means none)', () => {
  it.each([
    ['0001-01-01T00:00:00', undefined],
    ['0001-01-01', undefined],
    ['0001-01-01T12:30:00', undefined],
    ['2026-12-05T00:00:00', '2026-12-05'],
    ['0001-01-02', '0001-01-02'],
    [null, undefined],
    [undefined, undefined],
    ['soon', undefined],
  ])('%j -> %s', (value, expected) => {
    expect(fundsExpectedDate(value)).toBe(expected);
  });
});

describe('long and full dates', () => {
  it.each([
    ['2026-11-18T14:22:00', 'en-US', 'November 18, 2026', 'Wednesday, November 18, 2026'],
    ['2026-12-05', 'en-US', 'December 5, 2026', 'Saturday, December 5, 2026'],
    ['2026-01-01T00:00:00', 'en-US', 'January 1, 2026', 'Thursday, January 1, 2026'],
    ['2026-12-05', 'not a locale!', 'December 5, 2026', 'Saturday, December 5, 2026'],
    ['', 'en-US', '', ''],
    [undefined, 'en-US', '', ''],
  ])('%j in %s', (value, locale, long, full) => {
    expect(formatLongDate(value, locale)).toBe(long);
    expect(formatFullDate(value, locale)).toBe(full);
  });
});
