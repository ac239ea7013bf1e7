/** src/domain/registration/birthDate.ts against spec 01 §5 (date of birth) and §9 (8 digits, 110 years). */
import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_YEARS,
  birthDateToSend,
  isValidBirthDate,
  receivedBirthDate,
} from '../../../../src/domain/registration';

const TODAY = '2026-11-22';

describe('birthDateToSend: sent with slashes only when exactly 8 digits, else empty', () => {
  it.each([
    ['masked, 8 digits', '04/12/1985', '04/12/1985'],
    ['bare 8 digits', '04121985', '04/12/1985'],
    ['other separators count as nothing', '04-12-1985', '04/12/1985'],
    ['surrounding spaces', ' 04/12/1985 ', '04/12/1985'],
    ['7 digits (half typed)', '04/12/198', ''],
    ['9 digits', '041219851', ''],
    ['empty', '', ''],
    ['letters only', 'April 12th', ''],
    ['an impossible date is still sent as typed (the check says it is invalid)', '13/01/2000', '13/01/2000'],
  ])('%s: %j -> %j', (_rule, value, sent) => {
    expect(birthDateToSend(value)).toBe(sent);
  });
});

describe(`isValidBirthDate: a real date, not in the future, at most ${BIRTH_DATE_YEARS} years back`, () => {
  it('the past range is 110 years', () => {
    expect(BIRTH_DATE_YEARS).toBe(110);
  });

  it.each([
    ['today is not in the future', '11/22/2026', true],
    ['tomorrow is in the future', '11/23/2026', false],
    ['next year is in the future', '01/01/2027', false],
    ['exactly 110 years back is in range', '11/22/1916', true],
    ['110 years and one day back is out of range', '11/21/1916', false],
    ['a day less than 110 years back is in range', '11/23/1916', true],
    ['02/29 of a leap year is a date', '02/29/2024', true],
    ['02/29 of a leap century (2000) is a date', '02/29/2000', true],
    ['02/29 of a non-leap year is not a date', '02/29/2023', false],
    ['month 13 is not a date', '13/01/2000', false],
    ['month 00 is not a date', '00/10/2000', false],
    ['day 00 is not a date', '10/00/2000', false],
    ['04/31 is not a date', '04/31/2000', false],
    ['masked digits', '04/12/1985', true],
    ['bare digits', '04121985', true],
    ['7 digits are not a date', '0412198', false],
    ['9 digits are not a date', '041219851', false],
    ['empty is not a date', '', false],
    ['the year 0000', '01/01/0000', false],
  ])('%s: %j is %j', (_rule, value, valid) => {
    expect(isValidBirthDate(value, TODAY)).toBe(valid);
  });

  it.each([
    [
      'on a leap day today, 110 years back falls on 02/29 of a non-leap year: 03/01 is in range',
      '03/01/1914',
      true,
    ],
    ['on a leap day today, 02/28 of 110 years back is out of range', '02/28/1914', false],
  ])('%s', (_rule, value, valid) => {
    expect(isValidBirthDate(value, '2024-02-29')).toBe(valid);
  });
});

describe('receivedBirthDate: the DateOfBirth of a received payload as an ISO date', () => {
  it.each<[string, string, string | undefined]>([
    ['none sent', '', ''],
    ['MM/DD/YYYY', '04/12/1985', '1985-04-12'],
    ['today', '11/22/2026', '2026-11-22'],
    ['exactly 110 years back', '11/22/1916', '1916-11-22'],
    ['in the future', '11/23/2026', undefined],
    ['over 110 years back', '11/21/1916', undefined],
    ['not a real date', '02/30/1985', undefined],
    ['a month 13', '13/12/1985', undefined],
    ['bare digits are not the sent form', '04121985', undefined],
    ['an ISO date is not the sent form', '1985-04-12', undefined],
    ['surrounding spaces are not the sent form', ' 04/12/1985', undefined],
    ['dashes are not the sent form', '04-12-1985', undefined],
  ])('%s: %j -> %j', (_case, sent, iso) => {
    expect(receivedBirthDate(sent, TODAY)).toBe(iso);
  });
});
