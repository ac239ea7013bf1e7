import { describe, expect, it } from 'vitest';
import {
  accountNumberMask,
  formatAccountNumber,
  type AccountNumberLayout,
} from '../../../../src/domain/accounts/accountNumber';

const STANDARD: AccountNumberLayout = { office: 2, account: 6, checkDigits: 1 };
const NO_CHECK: AccountNumberLayout = { ...STANDARD, removeCheckDigits: true };

describe('accountNumberMask', () => {
  it.each<[string, AccountNumberLayout, string | undefined]>([
    ['office 2, account 6, check 1', STANDARD, '00-000000-0'],
    ['check digits removed', NO_CHECK, '00-000000'],
    ['removeCheckDigits false', { ...STANDARD, removeCheckDigits: false }, '00-000000-0'],
    ['no office', { office: 0, account: 6, checkDigits: 2 }, '000000-00'],
    ['no check digits', { office: 3, account: 5, checkDigits: 0 }, '000-00000'],
    ['account only', { office: 0, account: 8, checkDigits: 0 }, '00000000'],
    ['all zeros', { office: 0, account: 0, checkDigits: 0 }, undefined],
    [
      'only check digits, removed',
      { office: 0, account: 0, checkDigits: 1, removeCheckDigits: true },
      undefined,
    ],
    ['negative lengths ignored', { office: -1, account: 4, checkDigits: 1 }, '0000-0'],
  ])('%s', (_label, layout, expected) => {
    expect(accountNumberMask(layout)).toBe(expected);
  });
});

describe('formatAccountNumber', () => {
  it.each<[string, string, AccountNumberLayout, string]>([
    ['a full number', '011234567', STANDARD, '01-123456-7'],
    ['an already formatted number', '01-123456-7', STANDARD, '01-123456-7'],
    ['non-digits stripped', ' 01 x123456/7 ', STANDARD, '01-123456-7'],
    ['empty input', '', STANDARD, ''],
    ['only junk', 'abc-', STANDARD, ''],
    ['one digit', '0', STANDARD, '0'],
    ['the office part', '01', STANDARD, '01'],
    ['into the account part', '0112', STANDARD, '01-12'],
    ['office and account', '01123456', STANDARD, '01-123456'],
    ['extra digits stay in the last part', '0112345678', STANDARD, '01-123456-78'],
    ['check digits removed', '01123456', NO_CHECK, '01-123456'],
    ['check digits removed, extra digits in the account', '011234567', NO_CHECK, '01-1234567'],
    ['no office', '12345678', { office: 0, account: 6, checkDigits: 2 }, '123456-78'],
    ['a layout without lengths keeps the digits', '01-23', { office: 0, account: 0, checkDigits: 0 }, '0123'],
  ])('%s: %j', (_label, value, layout, expected) => {
    expect(formatAccountNumber(value, layout)).toBe(expected);
  });
});
