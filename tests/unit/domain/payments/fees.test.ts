import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FirstPartyFees,
  firstPartyFeeCents,
  type PaymentParts,
  paymentTotalCents,
  type ThirdPartyFeeQuery,
  type ThirdPartyFeeRequest,
  thirdPartyFeeCents,
  thirdPartyFeeRequest,
} from '../../../../src/domain/payments/fees';
import type { DebitCreditType, PaymentKind, PaymentMethodType } from '../../../../src/domain/payments/types';

/** Every fee different, so that a row proves which one was taken. */
const FEES: FirstPartyFees = {
  ScheduledAchFee: 1.25,
  ECheckFeeAmount: 0.5,
  RecurringAchFee: 0.75,
  DebitCardFeeAmount: 2.95,
  CreditCardFeeAmount: 3.5,
};

describe('firstPartyFeeCents (spec 02 §3 fee types)', () => {
  it.each<
    [string, FirstPartyFees | undefined, PaymentMethodType, PaymentKind, DebitCreditType | undefined, number]
  >([
    ['§3 e-check fee: ACH immediate', FEES, 'ACH', 'immediate', undefined, 50],
    ['§3 scheduled ACH fee: ACH scheduled', FEES, 'ACH', 'scheduled', undefined, 125],
    ['§3 recurring ACH fee: ACH recurring', FEES, 'ACH', 'recurring', undefined, 75],
    ['§3 debit card fee: immediate', FEES, 'Card', 'immediate', 'DebitCard', 295],
    ['§3 debit card fee: scheduled', FEES, 'Card', 'scheduled', 'DebitCard', 295],
    ['§3 debit card fee: recurring', FEES, 'Card', 'recurring', 'DebitCard', 295],
    ['§3 credit card fee: immediate', FEES, 'Card', 'immediate', 'CreditCard', 350],
    ['§3 credit card fee: recurring', FEES, 'Card', 'recurring', 'CreditCard', 350],
    ['§3 a card without a type pays the credit card fee', FEES, 'Card', 'immediate', undefined, 350],
    ['§3 ACH ignores the card type', FEES, 'ACH', 'immediate', 'DebitCard', 50],
    ['§3 missing fee is 0: e-check', { ScheduledAchFee: 1 }, 'ACH', 'immediate', undefined, 0],
    ['§3 missing fee is 0: scheduled ACH', { ECheckFeeAmount: 1 }, 'ACH', 'scheduled', undefined, 0],
    ['§3 missing fee is 0: recurring ACH', { ECheckFeeAmount: 1 }, 'ACH', 'recurring', undefined, 0],
    ['§3 missing fee is 0: debit card', { CreditCardFeeAmount: 1 }, 'Card', 'immediate', 'DebitCard', 0],
    ['§3 missing fee is 0: credit card', { DebitCardFeeAmount: 1 }, 'Card', 'immediate', 'CreditCard', 0],
    ['§3 missing fees are 0', undefined, 'Card', 'immediate', 'CreditCard', 0],
    ['§3 no fees at all are 0', {}, 'ACH', 'scheduled', undefined, 0],
    ['float trap: 1.005 fee', { ECheckFeeAmount: 1.005 }, 'ACH', 'immediate', undefined, 101],
    ['float trap: 0.1 + 0.2 fee', { ECheckFeeAmount: 0.1 + 0.2 }, 'ACH', 'immediate', undefined, 30],
  ])('%s', (_rule, fees, method, kind, debitCredit, cents) => {
    expect(firstPartyFeeCents(fees, method, kind, debitCredit)).toBe(cents);
  });
});

const FLAGS_OFF: Omit<ThirdPartyFeeRequest, 'LoanNumber'> = {
  IsAch: false,
  IsCreditCard: false,
  IsDebitCard: false,
  IsImmediate: false,
  IsOneTime: false,
  IsRecurring: false,
};

describe('thirdPartyFeeRequest (spec 02 §7 POST /api/PaymentInformation/GetThirdPartyFee)', () => {
  it.each<[string, Omit<ThirdPartyFeeQuery, 'loanNumber'>, Partial<ThirdPartyFeeRequest>]>([
    [
      '§7 ACH immediate',
      { method: 'ACH', kind: 'immediate' },
      { IsAch: true, IsImmediate: true, IsOneTime: true },
    ],
    [
      '§7 ACH scheduled: one-time, not immediate',
      { method: 'ACH', kind: 'scheduled' },
      { IsAch: true, IsOneTime: true },
    ],
    [
      '§7 ACH recurring: not one-time',
      { method: 'ACH', kind: 'recurring' },
      { IsAch: true, IsRecurring: true },
    ],
    [
      '§7 debit card immediate',
      { method: 'Card', debitCredit: 'DebitCard', kind: 'immediate' },
      { IsDebitCard: true, IsImmediate: true, IsOneTime: true },
    ],
    [
      '§7 credit card scheduled',
      { method: 'Card', debitCredit: 'CreditCard', kind: 'scheduled' },
      { IsCreditCard: true, IsOneTime: true },
    ],
    [
      '§7 credit card recurring',
      { method: 'Card', debitCredit: 'CreditCard', kind: 'recurring' },
      { IsCreditCard: true, IsRecurring: true },
    ],
    [
      '§7 a card without a type is a credit card',
      { method: 'Card', kind: 'immediate' },
      { IsCreditCard: true, IsImmediate: true, IsOneTime: true },
    ],
    [
      '§7 ACH with a stray card type is no card',
      { method: 'ACH', debitCredit: 'DebitCard', kind: 'scheduled' },
      { IsAch: true, IsOneTime: true },
    ],
  ])('%s', (_rule, query, flags) => {
    expect(thirdPartyFeeRequest({ ...query, loanNumber: '12-345' })).toEqual({
      ...FLAGS_OFF,
      ...flags,
      LoanNumber: '12-345',
    });
  });
});

describe('thirdPartyFeeCents (spec 02 §7 "0 when third-party fees are off")', () => {
  it.each<[string, number | undefined, boolean, number]>([
    ['§7 on: the answer amount', 1.95, true, 195],
    ['§7 on: zero', 0, true, 0],
    ['§7 on: a missing amount is 0', undefined, true, 0],
    ['§7 off: 0 whatever the answer', 1.95, false, 0],
    ['§7 off: missing amount', undefined, false, 0],
    ['float trap: 1.005 answer', 1.005, true, 101],
  ])('%s', (_rule, answer, on, cents) => {
    expect(thirdPartyFeeCents(answer, { ThirdPartyFees: on })).toBe(cents);
  });
});

describe('paymentTotalCents (spec 02 §3 "Total = amount + first-party fee + third-party fee + additional principal")', () => {
  it.each<[string, PaymentParts, number]>([
    [
      '§3 all four parts',
      {
        amountCents: 10000,
        firstPartyFeeCents: 295,
        thirdPartyFeeCents: 150,
        additionalPrincipalCents: 2500,
      },
      12945,
    ],
    [
      '§3 amount only',
      { amountCents: 1999, firstPartyFeeCents: 0, thirdPartyFeeCents: 0, additionalPrincipalCents: 0 },
      1999,
    ],
    [
      'float trap: 0.1 + 0.2 in cents',
      { amountCents: 10, firstPartyFeeCents: 20, thirdPartyFeeCents: 0, additionalPrincipalCents: 0 },
      30,
    ],
    [
      'float trap: 19.99 × 3 in cents',
      { amountCents: 1999, firstPartyFeeCents: 1999, thirdPartyFeeCents: 1999, additionalPrincipalCents: 0 },
      5997,
    ],
    [
      '§3 recurring line of credit: 0 amount, fees still add',
      { amountCents: 0, firstPartyFeeCents: 75, thirdPartyFeeCents: 0, additionalPrincipalCents: 0 },
      75,
    ],
  ])('%s', (_rule, parts, total) => {
    expect(paymentTotalCents(parts)).toBe(total);
  });

  it('§3 for any non-negative cents the total is the integer sum of its parts', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (amount, first, third, principal) => {
        const total = paymentTotalCents({
          amountCents: amount,
          firstPartyFeeCents: first,
          thirdPartyFeeCents: third,
          additionalPrincipalCents: principal,
        });
        expect(Number.isInteger(total)).toBe(true);
        expect(BigInt(total)).toBe(BigInt(amount) + BigInt(first) + BigInt(third) + BigInt(principal));
      }),
    );
  });
});
