import { describe, expect, it } from 'vitest';
import { isoToUsDate, usToIsoDate } from '../../../../src/domain/dates/usDate';

describe('usToIsoDate', () => {
  it.each<[string, string]>([
    ['11/22/2026', '2026-11-22'],
    ['01/05/2027', '2027-01-05'],
    ['02/29/2024', '2024-02-29'],
    ['11222026', '2026-11-22'],
    ['12312026', '2026-12-31'],
  ])('reads %j as %s', (value, expected) => {
    expect(usToIsoDate(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['not a leap year', '02/29/2026'],
    ['month 13', '13/01/2026'],
    ['day 31 of April', '04/31/2026'],
    ['day 0', '01/00/2026'],
    ['single-digit parts', '1/5/2026'],
    ['a two-digit year', '11/22/26'],
    ['too many digits', '11/22/20261'],
    ['ISO order', '2026-11-22'],
    ['letters', 'Nov 22 2026'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(usToIsoDate(value)).toBeUndefined();
  });

  it.each(['123/1/2026', '1122/2026', '11/22/2/026'])('rejects the misplaced separators of %j', (value) => {
    expect(usToIsoDate(value)).toBeUndefined();
  });
});

describe('isoToUsDate', () => {
  it.each<[string, string]>([
    ['2026-11-22', '11/22/2026'],
    ['2027-01-05', '01/05/2027'],
    ['2024-02-29', '02/29/2024'],
  ])('writes %s as %s', (iso, expected) => {
    expect(isoToUsDate(iso)).toBe(expected);
  });

  it.each(['2026-02-29', '11/22/2026', '2026-11-22T10:00:00', ''])('rejects %j', (iso) => {
    expect(isoToUsDate(iso)).toBeUndefined();
  });

  it.each(['01/01/2000', '12/31/2026', '02/29/2024'])('round-trips %s', (us) => {
    expect(isoToUsDate(usToIsoDate(us)!)).toBe(us);
  });
});
