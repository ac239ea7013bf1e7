/**
 * The problems the frequency and amount steps write (src/screens/payment/wizardData.ts), which a
 * refused Submit lists in its error summary: read in the screen's order, whatever else is there.
 */
import { describe, expect, it } from 'vitest';
import { stepProblemsOf } from '../../../../src/screens/payment/wizardData';

const DATE = { key: 'paymentDates.invalid', field: 'date' };
const AMOUNT = { key: 'paymentAmounts.between', params: { min: '$0.01', max: '$10.00' }, field: 'amount' };

describe('stepProblemsOf', () => {
  it.each<[string, Record<string, unknown>, unknown[]]>([
    ['no step yet', {}, []],
    ['steps without problems', { paymentFrequency: { valid: true }, paymentAmount: { valid: true } }, []],
    [
      'the date before the amount',
      { paymentAmount: { problems: [AMOUNT] }, paymentFrequency: { problems: [DATE] } },
      [DATE, AMOUNT],
    ],
    [
      'a problem without a field or params',
      { paymentFrequency: { problems: [{ key: 'paymentErrors.feeLoadFailed' }] } },
      [{ key: 'paymentErrors.feeLoadFailed', params: undefined, field: '' }],
    ],
    [
      'what is not a problem is left out',
      { paymentFrequency: { problems: [null, 'text', { field: 'x' }] }, paymentAmount: { problems: 'no' } },
      [],
    ],
    ['a cleared step', { paymentFrequency: null, paymentAmount: null }, []],
  ])('%s', (_case, data, problems) => {
    expect(stepProblemsOf(data)).toEqual(
      problems.map((problem) => ({ params: undefined, ...(problem as object) })),
    );
  });
});
