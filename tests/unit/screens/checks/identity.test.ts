/**
 * src/screens/checks/identity.ts: the registration field checks of spec 01 §5 (date of
 * birth, account number, agreements). An empty value is left to the required constraint.
 */
import { describe, expect, it } from 'vitest';
import { accountNumberCheck, agreementCheck, birthDateCheck } from '../../../../src/screens/checks/identity';

/** Noon of 22 November 2026 in the local zone (the check reads the local calendar day). */
const NOW = new Date(2026, 10, 22, 12).toISOString();
const INVALID = { keyword: 'invalid' };

describe('birthDateCheck (options.now: the screen context instant)', () => {
  it.each<[string, unknown, Record<string, unknown>, object | undefined]>([
    ['a date in range', '04/12/1985', { now: NOW }, undefined],
    ['bare 8 digits', '04121985', { now: NOW }, undefined],
    ['today', '11/22/2026', { now: NOW }, undefined],
    ['tomorrow is in the future', '11/23/2026', { now: NOW }, INVALID],
    ['exactly 110 years back', '11/22/1916', { now: NOW }, undefined],
    ['a day more than 110 years back', '11/21/1916', { now: NOW }, INVALID],
    ['02/29 of a leap year', '02/29/2024', { now: NOW }, undefined],
    ['02/29 of a non-leap year', '02/29/2023', { now: NOW }, INVALID],
    ['13/01/2000 (no month 13)', '13/01/2000', { now: NOW }, INVALID],
    ['half typed', '04/12/19', { now: NOW }, INVALID],
    ['empty: left to required', '', { now: NOW }, undefined],
    ['undefined: left to required', undefined, { now: NOW }, undefined],
    ['not text: left to required', 19850412, { now: NOW }, undefined],
    ['no now to judge against', '04/12/1985', {}, INVALID],
    ['a now that is not an instant', '04/12/1985', { now: 'yesterday' }, INVALID],
  ])('%s', (_rule, value, options, failure) => {
    expect(birthDateCheck(value, options)).toEqual(failure);
  });
});

describe('accountNumberCheck (the layout of the chosen type in the options)', () => {
  const LAYOUT = { officeLength: 2, accountLength: 6, checkDigitLength: 1 };

  it.each<[string, unknown, Record<string, unknown>, object | undefined]>([
    ['all digits of office, account and check digits', '011234567', LAYOUT, undefined],
    ['typed with the mask dashes', '01-123456-7', LAYOUT, undefined],
    ['one digit short', '01123456', LAYOUT, INVALID],
    ['one digit more', '0112345678', LAYOUT, INVALID],
    [
      'RemoveCheckDigits: office and account digits only',
      '01123456',
      { ...LAYOUT, removeCheckDigits: true },
      undefined,
    ],
    [
      'RemoveCheckDigits: the check digit is one too many',
      '011234567',
      { ...LAYOUT, removeCheckDigits: true },
      INVALID,
    ],
    [
      'a removeCheckDigits that is not true keeps them',
      '01123456',
      { ...LAYOUT, removeCheckDigits: 'yes' },
      INVALID,
    ],
    [
      'no layout (all lengths 0): any number',
      '12',
      { officeLength: 0, accountLength: 0, checkDigitLength: 0 },
      undefined,
    ],
    ['no layout options at all: any number', '12', {}, undefined],
    ['lengths that are not numbers count as 0', '123456', { officeLength: '2', accountLength: 6 }, undefined],
    ['negative lengths count as 0', '123456', { officeLength: -2, accountLength: 6 }, undefined],
    ['empty: left to required', '', LAYOUT, undefined],
    ['undefined: left to required', undefined, LAYOUT, undefined],
    ['no digits at all: left to required', '--', LAYOUT, undefined],
  ])('%s', (_rule, value, options, failure) => {
    expect(accountNumberCheck(value, options)).toEqual(failure);
  });
});

describe('agreementCheck: "You must agree to the {agreement}"', () => {
  const agreement = { name: 'Online Banking Agreement', url: '/content/oba.html', hostNum: 11337 };

  it.each<[string, unknown, Record<string, unknown>, object | undefined]>([
    ['ticked', true, { agreement }, undefined],
    [
      'unticked',
      false,
      { agreement },
      {
        keyword: 'mustAgree',
        message: 'register.mustAgree',
        params: { agreement: 'Online Banking Agreement' },
      },
    ],
    [
      'never touched (undefined): the same message, for required',
      undefined,
      { agreement },
      {
        keyword: 'mustAgree',
        message: 'register.mustAgree',
        params: { agreement: 'Online Banking Agreement' },
      },
    ],
    [
      'a truthy value that is not true',
      'true',
      { agreement },
      {
        keyword: 'mustAgree',
        message: 'register.mustAgree',
        params: { agreement: 'Online Banking Agreement' },
      },
    ],
    [
      'no agreement in the options: an empty name',
      false,
      {},
      { keyword: 'mustAgree', message: 'register.mustAgree', params: { agreement: '' } },
    ],
  ])('%s', (_rule, value, options, failure) => {
    expect(agreementCheck(value, options)).toEqual(failure);
  });
});
