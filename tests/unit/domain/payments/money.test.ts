import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_LENGTH,
  AMOUNT_TYPING,
  centsTimesFraction,
  DEFAULT_MINIMUM_CENTS,
  exactCents,
  formatAmountInput,
  formatUsd,
  fromCents,
  parseAmountInput,
  toCents,
} from '../../../../src/domain/payments/money';

/** A number keeps any decimal text of up to 15 significant digits. */
const MAX_EXACT_CENTS = 999_999_999_999_999;

describe('toCents (spec 02 §3 amounts in dollars, computed in integer cents)', () => {
  it.each<[string, number, number]>([
    ['§3 whole dollars', 12, 1200],
    ['§3 two decimals', 19.99, 1999],
    ['§3 one decimal', 1234.5, 123450],
    ['§3 zero', 0, 0],
    ['§3 minus zero is zero', -0, 0],
    ['§3 negative', -1, -100],
    ['float trap: 0.1 + 0.2', 0.1 + 0.2, 30],
    ['float trap: 1.005 rounds half up', 1.005, 101],
    ['float trap: -1.005 rounds half away from zero', -1.005, -101],
    ['float trap: 19.99 × 3', 19.99 * 3, 5997],
    ['float trap: 1.015 rounds half up', 1.015, 102],
    ['round down below half a cent: 1.004', 1.004, 100],
    ['round down: 1.00499', 1.00499, 100],
    ['half a cent: 0.005', 0.005, 1],
    ['below half a cent: 0.0049', 0.0049, 0],
    ['exponent text: 1e-7', 1e-7, 0],
    ['exponent text: 5e-3', 5e-3, 1],
    ['exponent text: 1e21', 1e21, 1e23],
    ['§9 largest input amount', 999999999.99, 99999999999],
    ['decision: NaN is NaN', Number.NaN, Number.NaN],
    ['decision: Infinity is NaN', Number.POSITIVE_INFINITY, Number.NaN],
    ['decision: -Infinity is NaN', Number.NEGATIVE_INFINITY, Number.NaN],
  ])('%s', (_rule, dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('any dollars with at most 2 decimals (15 significant digits): toCents(fromCents(c)) === c', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EXACT_CENTS, max: MAX_EXACT_CENTS }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
  });

  it('any dollars with at most 2 decimals, written as text: toCents(Number(text)) is the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => {
        const text = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        expect(toCents(Number(text))).toBe(c);
      }),
    );
  });
});

describe('fromCents (spec 02 §3 payload amounts in dollars with 2 decimals)', () => {
  it.each<[string, number, number]>([
    ['§3 cents to dollars', 1999, 19.99],
    ['§3 whole dollars', 1200, 12],
    ['§3 one cent', 1, 0.01],
    ['§3 zero', 0, 0],
    ['§3 minus zero is zero', -0, 0],
    ['§3 negative', -150, -1.5],
    ['float trap: 5997 cents (19.99 × 3)', 5997, 59.97],
    ['float trap: 30 cents (0.1 + 0.2)', 30, 0.3],
    ['fraction of a cent rounded half away from zero', 100.5, 1.01],
    ['NaN stays NaN', Number.NaN, Number.NaN],
  ])('%s', (_rule, cents, dollars) => {
    expect(fromCents(cents)).toBe(dollars);
  });
});

describe('exactCents (spec 02 §7: amounts are dollars with at most 2 decimals)', () => {
  it.each<[number, number | undefined]>([
    [100, 10000],
    [100.01, 10001],
    [0.1, 10],
    [0, 0],
    [999999999.99, 99999999999],
    [100.005, undefined],
    [0.001, undefined],
    [19.999, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%s dollars are %s cents', (dollars, cents) => {
    expect(exactCents(dollars)).toBe(cents);
  });
});

describe('formatUsd (spec 02 §9 "USD shown with en-US formatting")', () => {
  it.each<[string, number, string]>([
    ['§9 thousands and cents', 123450, '$1,234.50'],
    ['§9 negative', -100, '-$1.00'],
    ['§9 zero', 0, '$0.00'],
    ['§9 minus zero', -0, '$0.00'],
    ['§9 one cent', 1, '$0.01'],
    ['§9 ten cents', 10, '$0.10'],
    ['§9 no separator below 1,000', 99999, '$999.99'],
    ['§9 separator at 1,000', 100000, '$1,000.00'],
    ['§9 millions', 123456789, '$1,234,567.89'],
    ['§9 largest input amount', 99999999999, '$999,999,999.99'],
    ['fraction of a cent rounded', 12.5, '$0.13'],
    ['NaN gives no text', Number.NaN, ''],
  ])('%s', (_rule, cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('agrees with Intl en-US currency formatting', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (c) => {
        expect(formatUsd(c)).toBe(intl.format(c / 100));
      }),
    );
  });

  it.each([['en-US'], ['es-US'], ['es-MX']])(
    'with a locale, is Intl currency formatting for %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
      });
      fc.assert(
        fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (c) => {
          expect(formatUsd(c, locale)).toBe(intl.format(c / 100));
        }),
      );
    },
  );

  it('with a locale, stays exact past a double and falls back to en-US for a malformed tag', () => {
    expect(formatUsd(900719925474099, 'es-US')).toBe('$9,007,199,254,740.99');
    expect(formatUsd(-0, 'es-US')).toBe('$0.00');
    expect(formatUsd(123450, 'not a tag!')).toBe('$1,234.50');
  });
});

describe('parseAmountInput (spec 02 §5 "Payment amount": text, empty becomes 0)', () => {
  it.each<[string, string, number | undefined]>([
    ['§5 plain with one decimal', '1234.5', 123450],
    ['§5 formatted USD', '$1,234.50', 123450],
    ['§5 leading decimal point', '.5', 50],
    ['§5 surrounding blanks', ' 12 ', 1200],
    ['§5 empty becomes 0', '', 0],
    ['§5 blanks become 0', '   ', 0],
    ['§5 trailing decimal point', '12.', 1200],
    ['§5 dollar sign without grouping', '$12', 1200],
    ['§5 two decimals', '19.99', 1999],
    ['§5 leading zeros', '007.10', 710],
    ['§5 zero', '0', 0],
    ['§5 largest input amount', '$999,999,999.99', 99999999999],
    ['§5 unreadable: three decimals', '1.005', undefined],
    ['§5 unreadable: minus sign', '-5', undefined],
    ['§5 unreadable: minus after the dollar sign', '$-5.00', undefined],
    ['§5 unreadable: letters', '12abc', undefined],
    ['§5 unreadable: a lone dollar sign', '$', undefined],
    ['§5 unreadable: a lone decimal point', '.', undefined],
    ['§5 unreadable: bad grouping', '1,23', undefined],
    ['§5 unreadable: grouping after 4 digits', '1234,567', undefined],
    ['§5 unreadable: two decimal points', '1.2.3', undefined],
    ['§5 unreadable: blank inside', '1 234', undefined],
    ['§5 unreadable: exponent', '1e3', undefined],
    ['§5 unreadable: past the exact integer range', '99999999999999999', undefined],
  ])('%s', (_rule, text, cents) => {
    expect(parseAmountInput(text)).toBe(cents);
  });

  it('§5 round trip: parseAmountInput(formatUsd(c)) === c, shown in at most 15 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => {
        const shown = formatUsd(c);
        expect(parseAmountInput(shown)).toBe(c);
        expect(formatAmountInput(shown)).toBe(shown);
        expect(formatAmountInput(shown).length).toBeLessThanOrEqual(AMOUNT_MAX_LENGTH);
      }),
    );
  });
});

describe('AMOUNT_TYPING (issue 34: the amount field takes only what can be money)', () => {
  it.each<[string, string, boolean]>([
    ['digits', '1234', true],
    ['one decimal point', '12.', true],
    ['two decimals', '12.34', true],
    ['a leading decimal point', '.5', true],
    ['formatted USD', '$1,234.50', true],
    ['empty', '', true],
    ['a lone dollar sign (a beginning)', '$', true],
    ['letters', 'abc', false],
    ['letters among digits', '12a.3b4', false],
    ['a third decimal', '12.345', false],
    ['a second decimal point', '1.2.3', false],
    ['a minus sign', '-5', false],
    ['a blank', '1 234', false],
    ['an exponent', '1e3', false],
    ['a dollar sign inside', '12$', false],
  ])('%s: %s', (_case, text, allowed) => {
    expect(AMOUNT_TYPING.test(text)).toBe(allowed);
  });

  it('takes every amount the field shows, and every beginning of it, so typing is never refused on the way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => {
        const shown = formatUsd(c);
        for (let end = 0; end <= shown.length; end += 1)
          expect(AMOUNT_TYPING.test(shown.slice(0, end))).toBe(true);
      }),
    );
  });

  it('takes no text that parseAmountInput reads as something other than a plain amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), (text) => {
        if (AMOUNT_TYPING.test(text)) expect(/^[$\d,.]*$/.test(text)).toBe(true);
      }),
    );
  });
});

describe('formatAmountInput (spec 02 §5 "reformatted to USD with 2 decimals on blur")', () => {
  it.each<[string, string, string]>([
    ['§5 whole dollars get 2 decimals', '12', '$12.00'],
    ['§5 empty becomes $0.00', '', '$0.00'],
    ['§5 one decimal', '1234.5', '$1,234.50'],
    ['§5 leading decimal point', '.5', '$0.50'],
    ['§5 already formatted', '$1,234.50', '$1,234.50'],
    ['§5 blanks trimmed', ' 7.25 ', '$7.25'],
    ['§9 at the 15-character limit', '999999999.99', '$999,999,999.99'],
    ['§5 unreadable kept: three decimals', '1.005', '1.005'],
    ['§5 unreadable kept: minus sign', '-5', '-5'],
    ['§5 unreadable kept: letters', 'abc', 'abc'],
  ])('%s', (_rule, text, shown) => {
    expect(formatAmountInput(text)).toBe(shown);
  });
});

describe('centsTimesFraction (spec 02 §5 "Maximum": payoff × max payoff percent)', () => {
  it.each<[string, number, number, number]>([
    ['§5 90% of $100.00', 10000, 0.9, 9000],
    ['§5 rounded down to the cent', 10001, 0.9, 9000],
    ['float trap: 700 × 0.29', 700, 0.29, 203],
    ['float trap: 10 × 0.7', 10, 0.7, 7],
    ['100%', 12345, 1, 12345],
    ['0%', 12345, 0, 0],
    ['negative fraction is NaN', 100, -0.5, Number.NaN],
    ['NaN cents is NaN', Number.NaN, 0.5, Number.NaN],
  ])('%s', (_rule, cents, fraction, result) => {
    expect(centsTimesFraction(cents, fraction)).toBe(result);
  });
});

describe('constants (spec 02 §9)', () => {
  it.each<[string, number, number]>([
    ['§9 amount input max length 15', AMOUNT_MAX_LENGTH, 15],
    ['§9 default minimum payment 0.01', DEFAULT_MINIMUM_CENTS, 1],
  ])('%s', (_rule, value, expected) => {
    expect(value).toBe(expected);
  });
});
