import { describe, expect, it } from 'vitest';
import { headerHalves } from '../../../../src/screens/shared/table/headerHalves';

describe('headerHalves: a header in two halves of one line each', () => {
  it.each<[string, string[]]>([
    ['Rate', ['Rate']],
    ['  Balance ', ['Balance']],
    ['Fees Due', ['Fees', 'Due']],
    ['Payment Due Date', ['Payment', 'Due Date']],
    ['Statement Preference', ['Statement', 'Preference']],
    ['Principal Balance at the End', ['Principal Balance', 'at the End']],
    ['A  B   C D', ['A B', 'C D']],
  ])('%j -> %j', (label, halves) => {
    expect(headerHalves(label)).toEqual(halves);
  });
});
