import { describe, expect, it } from 'vitest';
import {
  addressError,
  type AddressKey,
  type CardForm,
  cardFormErrors,
  type CardErrors,
  cardNumberError,
  type CardNumberKey,
  CARD_TYPES,
  type CardType,
  detectCardType,
  expirationError,
  type ExpirationKey,
  holderNameError,
  type HolderNameKey,
  luhnValid,
  maskCardNumber,
  securityCodeError,
  type SecurityCodeKey,
  zipError,
  type ZipKey,
} from '../../../../src/domain/payments';

/** `body` padded with zeros to `length - 1` digits, plus the Luhn check digit (computed independently). */
function cardOf(body: string, length: number): string {
  const padded = body.padEnd(length - 1, '0');
  let sum = 0;
  [...padded].reverse().forEach((char, i) => {
    const doubled = i % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += Math.floor(doubled / 10) + (doubled % 10);
  });
  return `${padded}${(10 - (sum % 10)) % 10}`;
}
/** The same number with its last digit moved by one: fails the Luhn check. */
const broken = (number: string) => `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`;

describe('detectCardType: every prefix range edge (spec 02 §5 "type detected by prefix")', () => {
  it.each<[string, string, CardType | undefined]>([
    ['§5 visa 4', '4111', 'visa'],
    ['§5 visa: 3 is not 4', '3', undefined],
    ['§5 amex 34', '34', 'amex'],
    ['§5 amex 37', '37', 'amex'],
    ['§5 amex: 33 below 34', '33', undefined],
    ['§5 amex: 35 between 34 and 37', '35', undefined],
    ['§5 amex: 36 between 34 and 37', '36', undefined],
    ['§5 amex: 38 above 37', '38', undefined],
    ['§5 amex: the spec text says 32, the issue 34; 32 is no type', '32', undefined],
    ['§5 master 51-55: 50 below', '50', undefined],
    ['§5 master 51-55: 51 low edge', '51', 'master'],
    ['§5 master 51-55: 55 high edge', '55', 'master'],
    ['§5 master 51-55: 56 above', '56', undefined],
    ['§5 master 2221-2720: 2220 below', '2220', undefined],
    ['§5 master 2221-2720: 2221 low edge', '2221', 'master'],
    ['§5 master 2221-2720: 2720 high edge', '2720', 'master'],
    ['§5 master 2221-2720: 2721 above', '2721', undefined],
    ['§5 master 2221-2720: 3 digits are not enough', '222', undefined],
    ['§5 discover 6011', '6011', 'discover'],
    ['§5 discover 6011: 6010 below', '6010', undefined],
    ['§5 discover 6011: 6012 above', '6012', undefined],
    ['§5 discover 65', '65', 'discover'],
    ['§5 discover 65: 66 is none', '66', undefined],
    ['§5 discover 644-649: 643 below', '643', undefined],
    ['§5 discover 644-649: 644 low edge', '644', 'discover'],
    ['§5 discover 644-649: 649 high edge', '649', 'discover'],
    ['§5 discover 622126-622925: 622125 below', '622125', undefined],
    ['§5 discover 622126-622925: 622126 low edge', '622126', 'discover'],
    ['§5 discover 622126-622925: 622925 high edge', '622925', 'discover'],
    ['§5 discover 622126-622925: 622926 above', '622926', undefined],
    ['§5 the mask spaces are ignored', '3782 822463 10005', 'amex'],
    ['§5 nothing typed', '', undefined],
    ['§5 a letter is no type', '4a11', undefined],
  ])('%s', (_rule, number, type) => {
    expect(detectCardType(number)).toBe(type);
  });
});

describe('cardNumberError (spec 02 §5 "Card number", §9 "card 16 digits (amex 15)")', () => {
  it.each<[string, string, readonly CardType[], CardNumberKey | undefined]>([
    ['§5 required: empty', '', CARD_TYPES, 'paymentCard.cardNumberRequired'],
    ['§5 required: mask spaces only', '   ', CARD_TYPES, 'paymentCard.cardNumberRequired'],
    ['§5 digits only: a letter', '4111 1111 1111 111x', CARD_TYPES, 'paymentCard.cardNumberInvalid'],
    ['§5 visa: 16 digits, Luhn pass', '4111111111111111', CARD_TYPES, undefined],
    ['§5 visa: masked 4-4-4-4', '4111 1111 1111 1111', CARD_TYPES, undefined],
    ['§5 visa: Luhn fail', '4111111111111112', CARD_TYPES, 'paymentCard.cardNumberChecksum'],
    ['§9 visa: 15 digits', cardOf('4', 15), CARD_TYPES, 'paymentCard.cardNumberLength'],
    ['§9 visa: 17 digits', cardOf('4', 17), CARD_TYPES, 'paymentCard.cardNumberLength'],
    ['§5 amex 34: 15 digits, Luhn pass', cardOf('34', 15), CARD_TYPES, undefined],
    ['§5 amex 37: 15 digits, Luhn pass', '378282246310005', CARD_TYPES, undefined],
    ['§5 amex: Luhn fail', broken('378282246310005'), CARD_TYPES, 'paymentCard.cardNumberChecksum'],
    ['§9 amex: 16 digits', cardOf('37', 16), CARD_TYPES, 'paymentCard.cardNumberLength'],
    ['§9 amex: 14 digits', cardOf('37', 14), CARD_TYPES, 'paymentCard.cardNumberLength'],
    ['§5 master 51: Luhn pass', cardOf('51', 16), CARD_TYPES, undefined],
    ['§5 master 55: Luhn pass', '5555555555554444', CARD_TYPES, undefined],
    ['§5 master 2221: Luhn pass', cardOf('2221', 16), CARD_TYPES, undefined],
    ['§5 master 2720: Luhn pass', cardOf('2720', 16), CARD_TYPES, undefined],
    ['§5 master: Luhn fail', broken('5555555555554444'), CARD_TYPES, 'paymentCard.cardNumberChecksum'],
    ['§9 master: 17 digits', cardOf('55', 17), CARD_TYPES, 'paymentCard.cardNumberLength'],
    ['§5 discover 6011: Luhn pass', '6011111111111117', CARD_TYPES, undefined],
    ['§5 discover 65: Luhn pass', cardOf('65', 16), CARD_TYPES, undefined],
    ['§5 discover 644: Luhn pass', cardOf('644', 16), CARD_TYPES, undefined],
    ['§5 discover 622925: Luhn pass', cardOf('622925', 16), CARD_TYPES, undefined],
    ['§5 discover: Luhn fail', broken(cardOf('622126', 16)), CARD_TYPES, 'paymentCard.cardNumberChecksum'],
    ['§9 discover: 15 digits', cardOf('6011', 15), CARD_TYPES, 'paymentCard.cardNumberLength'],
    [
      '§5 unknown prefix: unsupported type',
      cardOf('2721', 16),
      CARD_TYPES,
      'paymentCard.cardTypeUnsupported',
    ],
    [
      '§5 brand switched off by setting',
      '378282246310005',
      ['visa', 'master'],
      'paymentCard.cardTypeUnsupported',
    ],
    ['§5 no brand enabled', '4111111111111111', [], 'paymentCard.cardTypeUnsupported'],
    ['§5 brand switched on by setting', '4111111111111111', ['visa'], undefined],
  ])('%s', (_rule, number, enabled, key) => {
    expect(cardNumberError(number, enabled)).toBe(key);
  });
});

describe('luhnValid (spec 02 §5 card number checksum, from the issue)', () => {
  it.each<[string, string, boolean]>([
    ['Luhn pass', '79927398713', true],
    ['Luhn fail: last digit off by one', '79927398714', false],
    ['Luhn: all zeros pass the sum', '0000000000000000', true],
    ['Luhn: empty is not a number', '', false],
    ['Luhn: a non-digit', '4111-1111', false],
  ])('%s', (_rule, digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('maskCardNumber (spec 02 §5, §9 "card mask 4-4-4-4 (amex 4-6-5)")', () => {
  it.each<[string, string, string]>([
    ['§9 mask 4-4-4-4: visa', '4111111111111111', '4111 1111 1111 1111'],
    ['§9 mask 4-6-5: amex', '378282246310005', '3782 822463 10005'],
    ['§9 mask: partial input', '411111', '4111 11'],
    ['§9 mask: amex partial input', '3782822', '3782 822'],
    ['§9 mask: cut at 16 digits', '41111111111111119', '4111 1111 1111 1111'],
    ['§9 mask: cut at 15 digits for amex', '3782822463100059', '3782 822463 10005'],
    ['§9 mask: non-digits dropped', '4111-1111 abc', '4111 1111'],
    ['§9 mask: nothing typed', '', ''],
  ])('%s', (_rule, typed, masked) => {
    expect(maskCardNumber(typed)).toBe(masked);
  });

  it('§9 mask: the separator is a parameter', () => {
    expect(maskCardNumber('4111111111111111', '-')).toBe('4111-1111-1111-1111');
  });
});

describe('expirationError: MM/YY valid through the end of the month (spec 02 §5 "Expiration")', () => {
  it.each<[string, string, string, ExpirationKey | undefined]>([
    ['§5 required: empty', '', '2025-06-15', 'paymentCard.expirationRequired'],
    ['§5 this month: first day', '06/25', '2025-06-01', undefined],
    ['§5 this month: last day', '06/25', '2025-06-30', undefined],
    ['§5 last month: expired', '05/25', '2025-06-01', 'paymentCard.expirationPast'],
    ['§5 next month', '07/25', '2025-06-30', undefined],
    ['§5 last year, later month: expired', '12/24', '2025-06-15', 'paymentCard.expirationPast'],
    ['§5 rollover: December on 31 Dec still valid', '12/25', '2025-12-31', undefined],
    ['§5 rollover: January next year on 31 Dec', '01/26', '2025-12-31', undefined],
    ['§5 rollover: December expired on 1 Jan', '12/25', '2026-01-01', 'paymentCard.expirationPast'],
    ['§5 rollover: January valid on 1 Jan', '01/26', '2026-01-01', undefined],
    ['§5 rollover: November expired in December', '11/25', '2025-12-15', 'paymentCard.expirationPast'],
    ['§5 month 00 invalid', '00/26', '2025-06-15', 'paymentCard.expirationInvalid'],
    ['§5 month 13 invalid', '13/26', '2025-06-15', 'paymentCard.expirationInvalid'],
    ['§9 5 characters: no slash', '0626', '2025-06-15', 'paymentCard.expirationInvalid'],
    ['§9 5 characters: one-digit month', '6/26', '2025-06-15', 'paymentCard.expirationInvalid'],
    ['§9 5 characters: four-digit year', '06/2026', '2025-06-15', 'paymentCard.expirationInvalid'],
  ])('%s', (_rule, value, today, key) => {
    expect(expirationError(value, today)).toBe(key);
  });
});

describe('securityCodeError (spec 02 §5 "Security code", §9 "3 (amex 4)")', () => {
  it.each<[string, string, CardType | undefined, SecurityCodeKey | undefined]>([
    ['§5 required', '', 'visa', 'paymentCard.securityCodeRequired'],
    ['§9 visa: 3 digits', '123', 'visa', undefined],
    ['§9 visa: 4 digits', '1234', 'visa', 'paymentCard.securityCodeInvalid'],
    ['§9 visa: 2 digits', '12', 'visa', 'paymentCard.securityCodeInvalid'],
    ['§9 amex: 4 digits', '1234', 'amex', undefined],
    ['§9 amex: 3 digits', '123', 'amex', 'paymentCard.securityCodeInvalid'],
    ['§5 digits only', '12a', 'master', 'paymentCard.securityCodeInvalid'],
    ['§9 no type yet: 3 digits', '123', undefined, undefined],
  ])('%s', (_rule, value, type, key) => {
    expect(securityCodeError(value, type)).toBe(key);
  });
});

describe('holderNameError (spec 02 §5 "Card holder first and last name")', () => {
  it.each<[string, string, HolderNameKey | undefined]>([
    ['§5 required: empty', '', 'paymentCard.nameRequired'],
    ['§5 required: blanks', '   ', 'paymentCard.nameRequired'],
    ['§5 letters', 'Alex', undefined],
    ['§5 letters and dots etc.', "Mary-Jo O'Neil Jr.", undefined],
    ['§5 letters with accents', 'Zoë', undefined],
    ['§5 no repeated non-letter: two dots', 'Alex..', 'paymentCard.nameInvalid'],
    ['§5 no repeated non-letter: two dashes', 'Mary--Jo', 'paymentCard.nameInvalid'],
    ['§5 no repeated non-letter: two spaces', 'Mary  Jo', 'paymentCard.nameInvalid'],
    ['§5 different non-letters in a row are allowed', 'St. John', undefined],
    ['§5 forbidden ~', 'Alex~', 'paymentCard.nameInvalid'],
    ['§5 forbidden <', 'Al<ex', 'paymentCard.nameInvalid'],
    ['§5 forbidden {', 'Al{ex', 'paymentCard.nameInvalid'],
    ['§5 forbidden ^', 'Al^ex', 'paymentCard.nameInvalid'],
    ['§5 forbidden [', 'Al[ex]', 'paymentCard.nameInvalid'],
    ['§5 digits are not letters', 'Alex2', 'paymentCard.nameInvalid'],
    ['§5 punctuation alone is no name', '.', 'paymentCard.nameInvalid'],
  ])('%s', (_rule, value, key) => {
    expect(holderNameError(value)).toBe(key);
  });
});

describe('addressError (spec 02 §5 "Address1, city, state … address2 optional")', () => {
  it.each<[string, string, boolean, AddressKey | undefined]>([
    ['§5 required with the full address setting', '', true, 'paymentCard.addressRequired'],
    ['§5 optional without the full address setting', '', false, undefined],
    ['§5 an ordinary address', '12 Main St., Apt #4', true, undefined],
    ['§5 forbidden ~', '12 Main ~', false, 'paymentCard.addressInvalid'],
    ['§5 forbidden >', '12 Main >', false, 'paymentCard.addressInvalid'],
    ['§5 forbidden }', '12 Main }', true, 'paymentCard.addressInvalid'],
    ['§5 forbidden ]', 'Suite ]', true, 'paymentCard.addressInvalid'],
  ])('%s', (_rule, value, required, key) => {
    expect(addressError(value, required)).toBe(key);
  });
});

describe('zipError (spec 02 §5 "Zip", §9 "5 digits (or 5+4 for card billing)")', () => {
  it.each<[string, string, ZipKey | undefined]>([
    ['§5 required', '', 'paymentCard.zipRequired'],
    ['§9 5 digits', '12345', undefined],
    ['§9 5+4 with a dash', '12345-6789', undefined],
    ['§9 5+4 as 9 digits', '123456789', undefined],
    ['§9 4 digits', '1234', 'paymentCard.zipInvalid'],
    ['§9 6 digits', '123456', 'paymentCard.zipInvalid'],
    ['§9 5+3', '12345-678', 'paymentCard.zipInvalid'],
    ['§9 letters', 'ABCDE', 'paymentCard.zipInvalid'],
  ])('%s', (_rule, value, key) => {
    expect(zipError(value)).toBe(key);
  });
});

const GOOD: CardForm = {
  cardNumber: '4111 1111 1111 1111',
  expiration: '12/25',
  securityCode: '123',
  firstName: 'Alex',
  lastName: 'Morgan',
  address1: '12 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

describe('cardFormErrors (spec 02 §5, the new card form as a whole)', () => {
  it.each<[string, Partial<CardForm>, boolean, CardErrors]>([
    ['§5 a valid form', {}, true, {}],
    [
      '§5 amex takes a 4-digit security code',
      { cardNumber: '378282246310005', securityCode: '1234' },
      true,
      {},
    ],
    [
      '§5 amex with a 3-digit security code',
      { cardNumber: '378282246310005' },
      true,
      { securityCode: 'paymentCard.securityCodeInvalid' },
    ],
    [
      '§5 full address required: address1, city, state',
      { address1: '', city: '', state: '' },
      true,
      {
        address1: 'paymentCard.addressRequired',
        city: 'paymentCard.addressRequired',
        state: 'paymentCard.addressRequired',
      },
    ],
    ['§5 full address not required', { address1: '', city: '', state: '' }, false, {}],
    [
      '§5 every field failing',
      {
        cardNumber: '',
        expiration: '11/25',
        securityCode: '',
        firstName: '',
        lastName: 'M--',
        address2: '<b>',
        zip: '',
      },
      false,
      {
        cardNumber: 'paymentCard.cardNumberRequired',
        expiration: 'paymentCard.expirationPast',
        securityCode: 'paymentCard.securityCodeRequired',
        firstName: 'paymentCard.nameRequired',
        lastName: 'paymentCard.nameInvalid',
        address2: 'paymentCard.addressInvalid',
        zip: 'paymentCard.zipRequired',
      },
    ],
  ])('%s', (_rule, change, requireFullAddress, errors) => {
    expect(
      cardFormErrors(
        { ...GOOD, ...change },
        { enabledTypes: CARD_TYPES, requireFullAddress, today: '2025-12-31' },
      ),
    ).toEqual(errors);
  });
});
