import { describe, expect, it } from 'vitest';
import {
  amountDueParts,
  amountDuePartsInDollars,
  needsExplaining,
} from '../../../../src/domain/accounts/amountDue';

describe('amountDueParts: installment + past due + fees = total, fees first, then the installment', () => {
  it.each<[string, [number, number, number], [number, number, number, number]]>([
    ['the demo past-due loan', [97_840, 45_920, 6_000], [45_920, 45_920, 6_000, 97_840]],
    ['a current loan', [31_245, 31_245, 0], [31_245, 0, 0, 31_245]],
    ['after a payment of $100.00: past due first', [87_840, 45_920, 6_000], [45_920, 35_920, 6_000, 87_840]],
    ['past due paid: the installment next', [30_000, 45_920, 6_000], [24_000, 0, 6_000, 30_000]],
    ['only fees left', [2_500, 45_920, 6_000], [0, 0, 2_500, 2_500]],
    ['nothing due', [0, 45_920, 6_000], [0, 0, 0, 0]],
    ['fees without a total (closed)', [0, 0, 3_500], [0, 0, 0, 0]],
    ['negative and fractional inputs', [-5, 10.4, -1], [0, 0, 0, 0]],
    ['NaN', [Number.NaN, 100, 0], [0, 0, 0, 0]],
  ])('%s', (_case, [total, installment, fees], [i, p, f, t]) => {
    const parts = amountDueParts(total, installment, fees);
    expect(parts).toEqual({ installmentCents: i, pastDueCents: p, feesCents: f, totalCents: t });
    expect(parts.installmentCents + parts.pastDueCents + parts.feesCents).toBe(parts.totalCents);
  });

  it('works in dollars without floating error', () => {
    expect(amountDuePartsInDollars(978.4, 459.2, 60)).toEqual({
      installment: 459.2,
      pastDue: 459.2,
      fees: 60,
      total: 978.4,
    });
    expect(amountDuePartsInDollars(0.3, 0.1, 0.1)).toEqual({
      installment: 0.1,
      pastDue: 0.1,
      fees: 0.1,
      total: 0.3,
    });
  });

  it.each<[{ pastDue: number; fees: number }, boolean]>([
    [{ pastDue: 0, fees: 0 }, false],
    [{ pastDue: 1, fees: 0 }, true],
    [{ pastDue: 0, fees: 0.01 }, true],
  ])('needsExplaining(%j) is %s', (parts, expected) => {
    expect(needsExplaining(parts)).toBe(expected);
  });
});
