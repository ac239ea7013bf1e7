/** src/screens/checks/zipCode.ts: the branch locator's zip (spec 03 §5: 5 digits), empty left to required. */
import { describe, expect, it } from 'vitest';
import { zipCodeCheck } from '../../../../src/screens/checks/zipCode';

describe('zipCodeCheck', () => {
  it.each<[string, unknown, object | undefined]>([
    ['five digits', '84101', undefined],
    ['four digits', '8410', { keyword: 'invalid' }],
    ['a letter', '8410a', { keyword: 'invalid' }],
    ['not text', 84101, { keyword: 'invalid' }],
    ['empty: left to required', '', undefined],
    ['undefined: left to required', undefined, undefined],
  ])('%s', (_case, value, failure) => {
    expect(zipCodeCheck(value, {})).toEqual(failure);
  });
});
