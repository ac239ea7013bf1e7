import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatRate } from '../../../../src/domain/accounts';

describe('formatMoney: US dollars with two decimals', () => {
  it.each<[unknown, string]>([
    [18453.12, '$18,453.12'],
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
    [-35, '-$35.00'],
    [undefined, ''],
    [null, ''],
    [Number.NaN, ''],
    ['12', ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatMoney(value, 'en-US')).toBe(expected);
  });

  it('falls back to en-US for a malformed locale', () => {
    expect(formatMoney(1, 'not a locale!')).toBe('$1.00');
  });
});

describe('formatRate: a percent value', () => {
  it.each<[unknown, string]>([
    [6.49, '6.49%'],
    [0.25, '0.25%'],
    [4.1, '4.10%'],
    [12.125, '12.125%'],
    [0, '0.00%'],
    [undefined, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatRate(value, 'en-US')).toBe(expected);
  });
});

describe('formatDate: MM/dd/yyyy', () => {
  it.each<[unknown, string]>([
    ['2026-12-01', '12/01/2026'],
    ['2027-01-09', '01/09/2027'],
    ['2026-11-19T10:30:00', '11/19/2026'],
    ['2026-11-19T12:00:00Z', '11/19/2026'],
    ['2026-11-19T12:00:00.000+00:00', '11/19/2026'],
    ['2026-02-30', ''],
    ['2026-02-30T10:00:00', ''],
    ['11/19/2026', ''],
    ['yesterday', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [20261119, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatDate(value, 'en-US')).toBe(expected);
  });

  it.each<[unknown, string, string]>([
    ['2026-12-01', 'es-US', '01/12/2026'],
    ['2027-01-09T23:30:00', 'es-US', '09/01/2027'],
    ['2026-11-19', 'not a tag!', '11/19/2026'],
  ])('%j in %s -> %j (a malformed tag falls back to en-US)', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });
});

describe('formatDateTime: date and local time of an instant', () => {
  it.each<[unknown, string]>([
    ['2026-11-13T15:05:00', '11/13/2026 3:05 PM'],
    ['2026-11-13T09:00:00', '11/13/2026 9:00 AM'],
    ['2026-11-13', '11/13/2026'],
    ['garbage', ''],
    [undefined, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatDateTime(value, 'en-US').replace(/\u202f/g, ' ')).toBe(expected);
  });
});
