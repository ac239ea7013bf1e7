/**
 * Card detection as properties (issue 6): every number generated from a brand's prefixes
 * and of its length is detected as that brand, masked in its groups and, with its Luhn digit,
 * accepted when the brand is enabled and refused when it is not. Plus the option-driven
 * card and bank account choices (spec 02 §6 "each card brand", "debit-only cards",
 * "savings accounts").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  achAccountTypes,
  cardMaskGroups,
  cardNumberError,
  CARD_TYPES,
  type CardType,
  debitCreditError,
  detectCardType,
  enabledCardTypes,
  luhnValid,
  maskCardNumber,
  routingLookupError,
} from '../../../../src/domain/payments';

/** Each brand's prefix ranges (spec 02 §5, amex as the issue gives it) and its length. */
const BRANDS: Record<CardType, { ranges: [number, number][]; length: number }> = {
  visa: { ranges: [[4, 4]], length: 16 },
  amex: {
    ranges: [
      [34, 34],
      [37, 37],
    ],
    length: 15,
  },
  master: {
    ranges: [
      [51, 55],
      [2221, 2720],
    ],
    length: 16,
  },
  discover: {
    ranges: [
      [6011, 6011],
      [65, 65],
      [644, 649],
      [622126, 622925],
    ],
    length: 16,
  },
};

/** The Luhn check digit of a digit string, computed independently of the module. */
function checkDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, char, i) => {
    const doubled = i % 2 === 0 ? Number(char) * 2 : Number(char);
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

/** A valid number of the brand: a prefix of its ranges, random digits, the check digit. */
function cardNumber(type: CardType): fc.Arbitrary<string> {
  const { ranges, length } = BRANDS[type];
  return fc
    .constantFrom(...ranges)
    .chain(([low, high]) => fc.integer({ min: low, max: high }))
    .chain((prefix) => {
      const rest = length - 1 - String(prefix).length;
      return fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: rest, maxLength: rest })
        .map((digits) => `${prefix}${digits.join('')}`);
    })
    .map((body) => `${body}${checkDigit(body)}`);
}

const brandAndNumber = fc
  .constantFrom(...CARD_TYPES)
  .chain((type) => cardNumber(type).map((number) => ({ type, number })));

describe('card detection, as properties (issue 6)', () => {
  it('detects every generated number of a brand as that brand', () => {
    fc.assert(fc.property(brandAndNumber, ({ type, number }) => detectCardType(number) === type));
  });

  it('accepts every generated number when its brand is enabled, and passes the Luhn check', () => {
    fc.assert(
      fc.property(
        brandAndNumber,
        ({ number }) => luhnValid(number) && cardNumberError(number, CARD_TYPES) === undefined,
      ),
    );
  });

  it('refuses every generated number whose brand is switched off', () => {
    fc.assert(
      fc.property(brandAndNumber, ({ type, number }) => {
        const others = CARD_TYPES.filter((other) => other !== type);
        return cardNumberError(number, others) === 'paymentCard.cardTypeUnsupported';
      }),
    );
  });

  it('masks every generated number in its brand groups, 4-4-4-4 or 4-6-5', () => {
    fc.assert(
      fc.property(brandAndNumber, ({ type, number }) => {
        const groups = maskCardNumber(number).split(' ');
        const sizes = groups.map((group) => group.length);
        return JSON.stringify(sizes) === JSON.stringify(cardMaskGroups(type)) && groups.join('') === number;
      }),
    );
  });

  it('refuses every generated number with one digit changed (Luhn)', () => {
    fc.assert(
      fc.property(brandAndNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ number }, at, shift) => {
        // The last digit keeps the prefix intact, whatever the brand.
        const index = number.length - 1 - (at % 4);
        const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
        return cardNumberError(changed, CARD_TYPES) === 'paymentCard.cardNumberChecksum';
      }),
    );
  });
});

describe('enabledCardTypes: the brands switched on (spec 02 §6 "each card brand")', () => {
  const all = { AllowVisa: true, AllowAmex: true, AllowMaster: true, AllowDiscover: true };
  it.each<[string, Partial<typeof all>, CardType[]]>([
    ['§6 every brand on', {}, ['visa', 'amex', 'master', 'discover']],
    ['§6 amex off', { AllowAmex: false }, ['visa', 'master', 'discover']],
    ['§6 visa and discover off', { AllowVisa: false, AllowDiscover: false }, ['amex', 'master']],
    [
      '§6 every brand off',
      { AllowVisa: false, AllowAmex: false, AllowMaster: false, AllowDiscover: false },
      [],
    ],
  ])('%s', (_rule, change, expected) => {
    expect(enabledCardTypes({ ...all, ...change })).toEqual(expected);
  });
});

describe('debitCreditError (spec 02 §3 debitCreditType, §6 "debit-only cards", §8)', () => {
  it.each<[string, 'DebitCard' | 'CreditCard' | '', boolean, string | undefined]>([
    ['§3 required: none chosen', '', false, 'paymentCard.debitCreditRequired'],
    ['§3 debit card', 'DebitCard', false, undefined],
    ['§3 credit card', 'CreditCard', false, undefined],
    ['§6 debit only: debit card accepted', 'DebitCard', true, undefined],
    [
      '§8 debit only: "We do not accept Credit Cards."',
      'CreditCard',
      true,
      'paymentErrors.creditCardsNotAccepted',
    ],
  ])('%s', (_rule, value, DebitCardsOnly, expected) => {
    expect(debitCreditError(value, { DebitCardsOnly })).toBe(expected);
  });
});

describe('achAccountTypes (spec 02 §3 accountType, §6 "savings accounts")', () => {
  it.each<[string, boolean, string[]]>([
    ['§6 savings accepted', true, ['Checking', 'Savings']],
    ['§6 savings not accepted', false, ['Checking']],
  ])('%s', (_rule, AllowSavingsAccounts, expected) => {
    expect(achAccountTypes({ AllowSavingsAccounts })).toEqual(expected);
  });
});

describe('routingLookupError: the optional bank pre-check (spec 02 §5, §7 ACHRoutingData)', () => {
  it.each<[string, { BankExists?: boolean } | undefined, string | undefined]>([
    ['§5 bank found', { BankExists: true }, undefined],
    [
      '§5 no bank: the routing number is refused',
      { BankExists: false },
      'paymentAch.routingNumberUnknownBank',
    ],
    ['§7 no answer yet: no verdict', undefined, undefined],
    ['§7 an answer without BankExists: no verdict', {}, undefined],
  ])('%s', (_rule, answer, expected) => {
    expect(routingLookupError(answer)).toBe(expected);
  });
});
