import { describe, expect, it } from 'vitest';
import {
  abaChecksumValid,
  type AchErrors,
  type AchForm,
  achFormErrors,
  accountNumberError,
  type AccountNumberKey,
  confirmAccountNumberError,
  type ConfirmAccountNumberKey,
  ownerNameError,
  type OwnerNameKey,
  routingNumberError,
  type RoutingNumberKey,
  stripAccountNumber,
} from '../../../../src/domain/payments';

describe('ownerNameError (spec 02 §5 "ACH owner name")', () => {
  it.each<[string, string, OwnerNameKey | undefined]>([
    ['§5 required: empty', '', 'paymentAch.ownerNameRequired'],
    ['§5 required: blanks', '  ', 'paymentAch.ownerNameRequired'],
    ['§5 two words', 'Alex Morgan', undefined],
    ['§5 three words', 'Mary Jo Smith', undefined],
    ['§5 dots, apostrophes, dashes', "J. O'Neil-Smith", undefined],
    ['§5 surrounding blanks are trimmed', '  Alex Morgan ', undefined],
    ['§5 at least two words: one word', 'Alex', 'paymentAch.ownerNameInvalid'],
    ['§5 at least two words: a lone dot is no word', 'Alex .', 'paymentAch.ownerNameInvalid'],
    ['§5 letters only: a digit', 'Alex Morgan2', 'paymentAch.ownerNameInvalid'],
    ['§5 letters only: a comma', 'Morgan, Alex', 'paymentAch.ownerNameInvalid'],
    ['§5 letters only: an ampersand', 'Alex & Sam', 'paymentAch.ownerNameInvalid'],
    ['§5 no repeated non-letter: two dots', 'Alex.. Morgan', 'paymentAch.ownerNameInvalid'],
    ['§5 no repeated non-letter: two apostrophes', "Alex O''Neil", 'paymentAch.ownerNameInvalid'],
    ['§5 no repeated non-letter: two dashes', 'Alex Morgan--Smith', 'paymentAch.ownerNameInvalid'],
    ['§5 no repeated non-letter: two spaces', 'Alex  Morgan', 'paymentAch.ownerNameInvalid'],
  ])('%s', (_rule, value, key) => {
    expect(ownerNameError(value)).toBe(key);
  });
});

describe('routingNumberError (spec 02 §5 "Routing number", ABA checksum from the issue)', () => {
  it.each<[string, string, RoutingNumberKey | undefined]>([
    ['§5 required', '', 'paymentAch.routingNumberRequired'],
    ['§5 9 digits, checksum pass (011000015)', '011000015', undefined],
    ['§5 9 digits, checksum pass (021000021)', '021000021', undefined],
    ['§5 9 digits, checksum pass (111000025)', '111000025', undefined],
    ['§5 checksum fail: last digit off by one', '021000022', 'paymentAch.routingNumberChecksum'],
    ['§5 checksum fail: 123456789', '123456789', 'paymentAch.routingNumberChecksum'],
    ['§5 exactly 9 digits: 8', '02100002', 'paymentAch.routingNumberInvalid'],
    ['§5 exactly 9 digits: 10', '0210000210', 'paymentAch.routingNumberInvalid'],
    ['§5 digits only: a letter', '02100002a', 'paymentAch.routingNumberInvalid'],
    ['§5 digits only: a dash', '0210-0021', 'paymentAch.routingNumberInvalid'],
  ])('%s', (_rule, value, key) => {
    expect(routingNumberError(value)).toBe(key);
  });
});

describe('abaChecksumValid (issue: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10)', () => {
  it.each<[string, string, boolean]>([
    ['ABA pass', '021000021', true],
    ['ABA pass: all zeros sum to 0', '000000000', true],
    ['ABA fail', '021000022', false],
    ['ABA: 8 digits are no routing number', '02100002', false],
  ])('%s', (_rule, digits, valid) => {
    expect(abaChecksumValid(digits)).toBe(valid);
  });
});

describe('accountNumberError (spec 02 §5 "Account number", §9 "up to 17 digits")', () => {
  it.each<[string, string, AccountNumberKey | undefined]>([
    ['§5 required', '', 'paymentAch.accountNumberRequired'],
    ['§5 1 digit', '7', undefined],
    ['§5 ordinary', '123456789', undefined],
    ['§9 17 digits', '12345678901234567', undefined],
    ['§9 18 digits', '123456789012345678', 'paymentAch.accountNumberTooLong'],
    ['§5 not all zeros: 0', '0', 'paymentAch.accountNumberAllZeros'],
    ['§5 not all zeros: 17 zeros', '00000000000000000', 'paymentAch.accountNumberAllZeros'],
    ['§5 leading zeros are fine', '000123', undefined],
    ['§5 not all the same: 11', '11', 'paymentAch.accountNumberAllSame'],
    ['§5 not all the same: 17 nines', '99999999999999999', 'paymentAch.accountNumberAllSame'],
    ['§5 one digit different', '1111111112', undefined],
    ['§5 digits only: a dash (stripped on blur)', '1234-5678', 'paymentAch.accountNumberInvalid'],
    ['§5 digits only: a letter', '1234x', 'paymentAch.accountNumberInvalid'],
  ])('%s', (_rule, value, key) => {
    expect(accountNumberError(value)).toBe(key);
  });
});

describe('stripAccountNumber (spec 02 §5 "non-digits stripped on blur")', () => {
  it.each<[string, string, string]>([
    ['§5 dashes and spaces dropped', '1234-5678 90', '1234567890'],
    ['§5 letters dropped', 'ab12cd', '12'],
    ['§5 digits kept as they are', '000123', '000123'],
  ])('%s', (_rule, typed, kept) => {
    expect(stripAccountNumber(typed)).toBe(kept);
  });
});

describe('confirmAccountNumberError (spec 02 §5 "Confirm account number")', () => {
  it.each<[string, string, string, boolean, ConfirmAccountNumberKey | undefined]>([
    ['§5 required', '123456', '', true, 'paymentAch.confirmAccountNumberRequired'],
    ['§5 match', '123456', '123456', true, undefined],
    ['§5 mismatch', '123456', '123457', true, 'paymentAch.accountNumbersDoNotMatch'],
    ['§5 mismatch: one digit fewer', '123456', '12345', true, 'paymentAch.accountNumbersDoNotMatch'],
    ['§5 hidden by setting: no rule', '123456', '', false, undefined],
  ])('%s', (_rule, account, confirmation, shown, key) => {
    expect(confirmAccountNumberError(account, confirmation, shown)).toBe(key);
  });
});

const GOOD: AchForm = {
  routingNumber: '021000021',
  accountNumber: '123456789',
  confirmAccountNumber: '123456789',
  ownerName: 'Alex Morgan',
};

describe('achFormErrors (spec 02 §5, the new ACH form as a whole)', () => {
  it.each<[string, Partial<AchForm>, boolean, AchErrors]>([
    ['§5 a valid form', {}, true, {}],
    ['§5 confirmation hidden by setting', { confirmAccountNumber: '' }, false, {}],
    [
      '§5 every field failing',
      { routingNumber: '021000022', accountNumber: '0000', confirmAccountNumber: '', ownerName: 'Alex' },
      true,
      {
        routingNumber: 'paymentAch.routingNumberChecksum',
        accountNumber: 'paymentAch.accountNumberAllZeros',
        confirmAccountNumber: 'paymentAch.confirmAccountNumberRequired',
        ownerName: 'paymentAch.ownerNameInvalid',
      },
    ],
    [
      '§5 a mismatched confirmation',
      { confirmAccountNumber: '123456780' },
      true,
      { confirmAccountNumber: 'paymentAch.accountNumbersDoNotMatch' },
    ],
  ])('%s', (_rule, change, confirmShown, errors) => {
    expect(achFormErrors({ ...GOOD, ...change }, confirmShown)).toEqual(errors);
  });
});
