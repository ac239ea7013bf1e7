import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  automaticAmountCents,
  type AutomaticAmountInput,
  additionalPrincipalError,
  type AmountFacts,
  amountError,
  type AmountLimitOptions,
  type AmountLimits,
  amountLimits,
  type AmountMessage,
  type AmountMessageKey,
  CALCULATED_AT_PAYMENT_TIME_KEY,
  payAmountDueCents,
  regularAmountWarning,
} from '../../../../src/domain/payments/amounts';
import { fromCents, parseAmountInput } from '../../../../src/domain/payments/money';
import { FREQUENCIES } from '../../../../src/domain/payments/types';

/** Today's ACH payment of $250.00 due, $200.00 regular, $5,000.00 payoff. */
const FACTS: AmountFacts = {
  method: 'ACH',
  kind: 'immediate',
  frequency: 'OneTime',
  futureDate: false,
  delinquent: false,
  totalDueCents: 25000,
  regularAmountCents: 20000,
  payoffCents: 500000,
  lineOfCredit: false,
};

const OPTIONS: AmountLimitOptions = {
  MinimumAchAmount: 0.01,
  MinimumCardAmount: 0.01,
  MaxCardAmount: 0,
  MaxPayoffPercent: 1,
  ForceTotalDueAsMinimumPaymentWhenDelinquent: false,
  RequireMinimumPaymentAmount: false,
  ForceTotalAmountDue: false,
  AllowAdditionalAmountOnRecurring: false,
};

const CARD: Partial<AmountFacts> = { method: 'Card' };
const RECURRING: Partial<AmountFacts> = { kind: 'recurring', frequency: 'MonthlyOnDate', futureDate: true };
const DELINQUENT_FORCED: Partial<AmountLimitOptions> = { ForceTotalDueAsMinimumPaymentWhenDelinquent: true };

type LimitRow = [string, Partial<AmountFacts>, Partial<AmountLimitOptions>, number, number];

describe('amountLimits: minimum (spec 02 §5 "Minimum")', () => {
  it.each<LimitRow>([
    ['§5 default minimum 0.01', {}, {}, 1, 500000],
    ['§5 configured ACH minimum', {}, { MinimumAchAmount: 5 }, 500, 500000],
    ['§5 ACH minimum 0 means the 0.01 default', {}, { MinimumAchAmount: 0 }, 1, 500000],
    ['§5 configured card minimum', CARD, { MinimumCardAmount: 10 }, 1000, 500000],
    ['§5 card minimum 0 means the 0.01 default', CARD, { MinimumCardAmount: 0 }, 1, 500000],
    ['§5 ACH ignores the card minimum', {}, { MinimumCardAmount: 10 }, 1, 500000],
    ['§5 card ignores the ACH minimum', CARD, { MinimumAchAmount: 10 }, 1, 500000],
    ['§5 delinquent with the option: total due', { delinquent: true }, DELINQUENT_FORCED, 25000, 500000],
    [
      '§5 delinquent with the option: configured minimum when greater',
      { delinquent: true },
      { ...DELINQUENT_FORCED, MinimumAchAmount: 300 },
      30000,
      500000,
    ],
    ['§5 delinquent without the option: configured minimum', { delinquent: true }, {}, 1, 500000],
    ['§5 the option without delinquency: configured minimum', {}, DELINQUENT_FORCED, 1, 500000],
    [
      '§5 delinquent rule comes before require-minimum',
      { delinquent: true },
      { ...DELINQUENT_FORCED, RequireMinimumPaymentAmount: true },
      25000,
      500000,
    ],
    [
      '§5 require minimum today: smallest is the regular amount',
      {},
      { RequireMinimumPaymentAmount: true },
      20000,
      500000,
    ],
    [
      '§5 require minimum today: smallest is the total due',
      { totalDueCents: 15000 },
      { RequireMinimumPaymentAmount: true },
      15000,
      500000,
    ],
    [
      '§5 require minimum today: smallest is the payoff (also the maximum)',
      { payoffCents: 12000 },
      { RequireMinimumPaymentAmount: true },
      12000,
      12000,
    ],
    [
      '§5 require minimum, future date: configured minimum',
      { futureDate: true },
      { RequireMinimumPaymentAmount: true },
      1,
      500000,
    ],
    [
      '§5 require minimum: a 0 total due gives the configured minimum, never 0',
      { totalDueCents: 0 },
      { RequireMinimumPaymentAmount: true },
      1,
      500000,
    ],
    [
      '§5 require minimum: a 0 regular amount gives the configured minimum',
      { regularAmountCents: 0 },
      { RequireMinimumPaymentAmount: true, MinimumAchAmount: 5 },
      500,
      500000,
    ],
    [
      '§5 require minimum raised to the configured minimum',
      {},
      { RequireMinimumPaymentAmount: true, MinimumAchAmount: 300 },
      30000,
      500000,
    ],
    [
      '§5 require minimum comes before force total due',
      {},
      { RequireMinimumPaymentAmount: true, ForceTotalAmountDue: true },
      20000,
      500000,
    ],
    [
      '§5 future date skips require minimum, force total due applies',
      { kind: 'scheduled', futureDate: true },
      { RequireMinimumPaymentAmount: true, ForceTotalAmountDue: true },
      25000,
      500000,
    ],
    ['§5 force total due: immediate', {}, { ForceTotalAmountDue: true }, 25000, 500000],
    [
      '§5 force total due: scheduled',
      { kind: 'scheduled', futureDate: true },
      { ForceTotalAmountDue: true },
      25000,
      500000,
    ],
    ['§5 force total due: not for recurring', RECURRING, { ForceTotalAmountDue: true }, 1, 20000],
    [
      '§5 force total due raised to the configured minimum',
      { totalDueCents: 100 },
      { ForceTotalAmountDue: true, MinimumAchAmount: 5 },
      500,
      500000,
    ],
    [
      '§5 capped at the maximum: total due above the max card amount',
      CARD,
      { ForceTotalAmountDue: true, MaxCardAmount: 100 },
      10000,
      10000,
    ],
    [
      '§5 capped at the maximum: configured minimum above the payoff',
      {},
      { MinimumAchAmount: 6000 },
      500000,
      500000,
    ],
  ])('%s', (_rule, facts, options, minimum, maximum) => {
    const limits = amountLimits({ ...FACTS, ...facts }, { ...OPTIONS, ...options });
    expect([limits.minimumCents, limits.maximumCents]).toEqual([minimum, maximum]);
  });
});

describe('amountLimits: maximum (spec 02 §5 "Maximum")', () => {
  it.each<[string, Partial<AmountFacts>, Partial<AmountLimitOptions>, number]>([
    ['§5 card: MaxCardAmount set', CARD, { MaxCardAmount: 1000 }, 100000],
    ['§5 card: MaxCardAmount 0 means the payoff rule', CARD, { MaxCardAmount: 0 }, 500000],
    [
      '§5 card: MaxCardAmount 0 with 90% of payoff',
      CARD,
      { MaxCardAmount: 0, MaxPayoffPercent: 0.9 },
      450000,
    ],
    [
      '§5 card: MaxCardAmount set ignores the payoff percent',
      CARD,
      { MaxCardAmount: 1000, MaxPayoffPercent: 0.9 },
      100000,
    ],
    ['§5 card: MaxCardAmount above the payoff still applies', CARD, { MaxCardAmount: 9000 }, 900000],
    [
      '§5 card recurring uses MaxCardAmount, not the regular amount',
      { ...CARD, ...RECURRING },
      { MaxCardAmount: 1000 },
      100000,
    ],
    ['§5 ACH recurring without additional allowed: the regular amount', RECURRING, {}, 20000],
    [
      '§5 ACH recurring with additional allowed: the payoff',
      RECURRING,
      { AllowAdditionalAmountOnRecurring: true },
      500000,
    ],
    ['§5 ACH scheduled: the payoff', { kind: 'scheduled', futureDate: true }, {}, 500000],
    ['§5 MaxPayoffPercent 0 means 100%', {}, { MaxPayoffPercent: 0 }, 500000],
    ['§5 MaxPayoffPercent 1 means 100%', {}, { MaxPayoffPercent: 1 }, 500000],
    ['§5 MaxPayoffPercent 0.9', {}, { MaxPayoffPercent: 0.9 }, 450000],
    ['§5 MaxPayoffPercent rounds down to the cent', { payoffCents: 10001 }, { MaxPayoffPercent: 0.9 }, 9000],
    ['float trap: 700 cents × 0.29', { payoffCents: 700 }, { MaxPayoffPercent: 0.29 }, 203],
  ])('%s', (_rule, facts, options, maximum) => {
    expect(amountLimits({ ...FACTS, ...facts }, { ...OPTIONS, ...options }).maximumCents).toBe(maximum);
  });
});

describe('amountLimits: card-only and regular-over-maximum flags (spec 02 §5 "Maximum")', () => {
  it.each<[string, Partial<AmountFacts>, Partial<AmountLimitOptions>, boolean, boolean]>([
    [
      '§5 card minimum at the max card amount: ACH only',
      CARD,
      { MinimumCardAmount: 100, MaxCardAmount: 100 },
      true,
      true,
    ],
    [
      '§5 card minimum above the max card amount: ACH only',
      CARD,
      { MinimumCardAmount: 100.01, MaxCardAmount: 100 },
      true,
      true,
    ],
    [
      '§5 card minimum below the max card amount',
      CARD,
      { MinimumCardAmount: 99.99, MaxCardAmount: 100 },
      false,
      true,
    ],
    ['§5 no card maximum: never ACH only', CARD, { MinimumCardAmount: 100, MaxCardAmount: 0 }, false, false],
    ['§5 ACH is never card-only', {}, { MinimumCardAmount: 100, MaxCardAmount: 100 }, false, false],
    ['§5 regular amount above the max card amount', CARD, { MaxCardAmount: 199.99 }, false, true],
    ['§5 regular amount at the max card amount', CARD, { MaxCardAmount: 200 }, false, false],
    [
      '§5 regular amount above 90% of the payoff',
      { payoffCents: 22000 },
      { MaxPayoffPercent: 0.9 },
      false,
      true,
    ],
    ['§5 regular amount within the payoff', {}, {}, false, false],
  ])('%s', (_rule, facts, options, cardOnly, regularOver) => {
    const limits = amountLimits({ ...FACTS, ...facts }, { ...OPTIONS, ...options });
    expect([limits.cardOnlyAchError, limits.regularOverMaximum]).toEqual([cardOnly, regularOver]);
  });
});

/** $10.00 to $500.00. */
const LIMITS: AmountLimits = {
  minimumCents: 1000,
  maximumCents: 50000,
  cardOnlyAchError: false,
  regularOverMaximum: false,
};
const BETWEEN: AmountMessage = { key: 'paymentAmounts.between', params: { min: '$10.00', max: '$500.00' } };

describe('amountError (spec 02 §5 "Payment amount")', () => {
  it.each<
    [
      string,
      number | undefined,
      Partial<AmountLimits>,
      Partial<AmountFacts>,
      boolean,
      AmountMessage | undefined,
    ]
  >([
    ['§5 between: minimum − 0.01', 999, {}, {}, false, BETWEEN],
    ['§5 between: minimum', 1000, {}, {}, false, undefined],
    ['§5 between: inside', 12345, {}, {}, false, undefined],
    ['§5 between: maximum', 50000, {}, {}, false, undefined],
    ['§5 between: maximum + 0.01', 50001, {}, {}, false, BETWEEN],
    [
      '§5 invalid: a fraction of a cent',
      0.5,
      { minimumCents: 1 },
      {},
      false,
      { key: 'paymentAmounts.invalid' },
    ],
    ['§5 between: one cent at the default minimum', 1, { minimumCents: 1 }, {}, false, undefined],
    ['§5 required: 0', 0, {}, {}, false, { key: 'paymentAmounts.required' }],
    ['§5 invalid: unreadable input', undefined, {}, {}, false, { key: 'paymentAmounts.invalid' }],
    ['§5 invalid: negative', -100, {}, {}, false, { key: 'paymentAmounts.invalid' }],
    [
      '§5 card only: whatever the amount',
      1000,
      { cardOnlyAchError: true },
      CARD,
      false,
      { key: 'paymentAmounts.cardOnlyAch' },
    ],
    [
      '§5 card only: also when empty',
      0,
      { cardOnlyAchError: true },
      CARD,
      false,
      { key: 'paymentAmounts.cardOnlyAch' },
    ],
    [
      '§5 recurring: above the regular amount',
      20001,
      {},
      { ...CARD, ...RECURRING },
      false,
      { key: 'paymentAmounts.overRegularAmount', params: { regular: '$200.00' } },
    ],
    ['§5 recurring: at the regular amount', 20000, {}, { ...CARD, ...RECURRING }, false, undefined],
    [
      '§5 recurring: above the regular amount with additional allowed',
      20001,
      {},
      { ...CARD, ...RECURRING },
      true,
      undefined,
    ],
    [
      '§5 not recurring: above the regular amount is fine',
      20001,
      {},
      { kind: 'scheduled' },
      false,
      undefined,
    ],
    ['§5 recurring: between is checked first', 50001, {}, { ...CARD, ...RECURRING }, false, BETWEEN],
  ])('%s', (_rule, cents, limits, facts, allowAdditional, message) => {
    const options = { AllowAdditionalAmountOnRecurring: allowAdditional };
    expect(amountError(cents, { ...LIMITS, ...limits }, { ...FACTS, ...facts }, options)).toEqual(message);
  });
});

describe('amountError on typed text (spec 02 §5 "Payment amount", input parsed by parseAmountInput)', () => {
  it.each<[string, string, AmountMessageKey | undefined]>([
    ['§5 empty becomes 0: required', '', 'paymentAmounts.required'],
    ['§5 $0.00: required', '$0.00', 'paymentAmounts.required'],
    ['§5 minimum − 0.01 typed', '9.99', 'paymentAmounts.between'],
    ['§5 minimum typed', '$10.00', undefined],
    ['§5 maximum typed', '500', undefined],
    ['§5 maximum + 0.01 typed', '500.01', 'paymentAmounts.between'],
    ['§5 three decimals: invalid', '10.005', 'paymentAmounts.invalid'],
    ['§5 minus sign: invalid', '-10', 'paymentAmounts.invalid'],
  ])('%s', (_rule, text, key) => {
    const options = { AllowAdditionalAmountOnRecurring: false };
    expect(amountError(parseAmountInput(text), LIMITS, FACTS, options)?.key).toBe(key);
  });
});

describe('amountError with the limits of amountLimits (spec 02 §5)', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const dollars = fc.integer({ min: 0, max: 100_000 }).map(fromCents);
  const facts = fc.record<AmountFacts>({
    method: fc.constantFrom('ACH', 'Card'),
    kind: fc.constantFrom('immediate', 'scheduled', 'recurring'),
    frequency: fc.constantFrom(...FREQUENCIES),
    futureDate: fc.boolean(),
    delinquent: fc.boolean(),
    totalDueCents: cents,
    regularAmountCents: cents,
    payoffCents: cents,
    lineOfCredit: fc.boolean(),
  });
  const options = fc.record<AmountLimitOptions>({
    MinimumAchAmount: dollars,
    MinimumCardAmount: dollars,
    MaxCardAmount: dollars,
    MaxPayoffPercent: fc.constantFrom(0, 0.5, 0.9, 0.95, 1),
    ForceTotalDueAsMinimumPaymentWhenDelinquent: fc.boolean(),
    RequireMinimumPaymentAmount: fc.boolean(),
    ForceTotalAmountDue: fc.boolean(),
    AllowAdditionalAmountOnRecurring: fc.boolean(),
  });

  it('§5 never accepts an amount below the minimum or above the maximum', () => {
    fc.assert(
      fc.property(facts, options, fc.integer({ min: -100, max: 20_000_000 }), (f, o, amount) => {
        const limits = amountLimits(f, o);
        expect(limits.minimumCents).toBeLessThanOrEqual(limits.maximumCents);
        if (amountError(amount, limits, f, o) === undefined) {
          expect(amount).toBeGreaterThanOrEqual(limits.minimumCents);
          expect(amount).toBeLessThanOrEqual(limits.maximumCents);
          expect(amount).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('regularAmountWarning (spec 02 §5 "Maximum": warn and clamp)', () => {
  it.each<[string, number, number, ReturnType<typeof regularAmountWarning>]>([
    [
      '§5 regular above the maximum: warn, clamp to the maximum',
      20000,
      15000,
      { key: 'paymentAmounts.regularOverMaximum', clampedCents: 15000 },
    ],
    [
      '§5 regular at maximum + 0.01',
      15001,
      15000,
      { key: 'paymentAmounts.regularOverMaximum', clampedCents: 15000 },
    ],
    ['§5 regular at the maximum: no warning', 15000, 15000, undefined],
    ['§5 regular below the maximum: no warning', 10000, 15000, undefined],
  ])('%s', (_rule, regular, maximum, warning) => {
    expect(regularAmountWarning({ maximumCents: maximum }, { regularAmountCents: regular })).toEqual(warning);
  });

  it('§5 agrees with the regularOverMaximum flag of amountLimits', () => {
    const limits = amountLimits({ ...FACTS, method: 'Card' }, { ...OPTIONS, MaxCardAmount: 150 });
    expect(limits.regularOverMaximum).toBe(true);
    expect(regularAmountWarning(limits, FACTS)?.clampedCents).toBe(15000);
  });
});

describe('additionalPrincipalError (spec 02 §5 "Additional principal … default 0")', () => {
  it.each<[string, number | undefined, AmountMessage | undefined]>([
    ['§5 default 0 is valid', 0, undefined],
    ['§5 an amount is valid', 2500, undefined],
    ['§5 empty input (parsed) is 0', parseAmountInput(''), undefined],
    ['§5 unreadable input', undefined, { key: 'paymentAmounts.additionalPrincipalInvalid' }],
    [
      '§5 unreadable text (parsed)',
      parseAmountInput('-25'),
      { key: 'paymentAmounts.additionalPrincipalInvalid' },
    ],
    ['§5 negative', -1, { key: 'paymentAmounts.additionalPrincipalInvalid' }],
    ['§5 a fraction of a cent', 1.5, { key: 'paymentAmounts.additionalPrincipalInvalid' }],
  ])('%s', (_rule, cents, message) => {
    expect(additionalPrincipalError(cents)).toEqual(message);
  });
});

describe('payAmountDueCents (spec 02 §5 "ticking it sets the amount to the regular amount")', () => {
  it.each<[string, boolean, number]>([
    ['§5 loan: the regular amount', false, 20000],
    ['§5 line of credit: 0', true, 0],
  ])('%s', (_rule, lineOfCredit, cents) => {
    expect(payAmountDueCents({ regularAmountCents: 20000, lineOfCredit })).toBe(cents);
  });
});

describe('automaticAmountCents (spec 02 §4 "The amount step is skipped, with the amount set automatically")', () => {
  const input: AutomaticAmountInput = {
    isPayoff: false,
    payoffCents: 500000,
    regularAmountCents: 20000,
    atPaymentTime: false,
  };
  it.each<[string, Partial<AutomaticAmountInput>, number]>([
    ['§4 payoff: the payoff amount', { isPayoff: true }, 500000],
    [
      '§4 payoff of a line of credit: still the payoff amount',
      { isPayoff: true, atPaymentTime: true },
      500000,
    ],
    ['§4 days before due / on due date: the regular amount', {}, 20000],
    ['§4 line of credit paying the amount due: 0, calculated at payment time', { atPaymentTime: true }, 0],
  ])('%s', (_rule, change, cents) => {
    expect(automaticAmountCents({ ...input, ...change })).toBe(cents);
  });
});

interface SettingsSchema {
  $defs: { groups: { properties: Record<string, { properties: Record<string, { default?: string }> }> } };
}

const settings = JSON.parse(readFileSync('schemas/settings.schema.json', 'utf8')) as SettingsSchema;

function defaultOf(key: string): string | undefined {
  const [group = '', name = ''] = key.split('.');
  return settings.$defs.groups.properties[group]?.properties[name]?.default;
}

describe('settings keys of paymentAmounts (schemas/settings.schema.json)', () => {
  it.each<[string, AmountMessageKey, string | RegExp]>([
    ['§5 required, verbatim', 'paymentAmounts.required', 'Payment amount is required'],
    [
      '§5 between, verbatim with placeholders',
      'paymentAmounts.between',
      'Payment amount must be between {min} and {max}',
    ],
    [
      '§5 card only, verbatim',
      'paymentAmounts.cardOnlyAch',
      'Only payment by ACH is allowed at this time. Your amount due is greater than the payment amount allowed by card.',
    ],
    ['§5 invalid (spec quotes none)', 'paymentAmounts.invalid', /\S/],
    ['§5 over the regular amount (spec quotes none)', 'paymentAmounts.overRegularAmount', /\{regular\}/],
    [
      '§5 regular over the maximum (described, not quoted)',
      'paymentAmounts.regularOverMaximum',
      /another payment method/,
    ],
    ['§5 additional principal invalid (spec quotes none)', 'paymentAmounts.additionalPrincipalInvalid', /\S/],
    [
      '§4 calculated at payment time (described, not quoted)',
      CALCULATED_AT_PAYMENT_TIME_KEY,
      /calculated at payment time/,
    ],
  ])('%s', (_rule, key, expected) => {
    const text = defaultOf(key);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
});
