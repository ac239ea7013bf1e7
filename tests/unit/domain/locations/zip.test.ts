/** The branch locator's zip rule (spec 03 §5 Branch locator zip: 5 digits), as a table. */
import { describe, expect, it } from 'vitest';
import { isZipCode } from '../../../../src/domain/locations';

describe('isZipCode', () => {
  it.each([
    ['five digits', '84101', true],
    ['leading zeros', '01234', true],
    ['four digits', '8410', false],
    ['six digits', '841011', false],
    ['zip+4', '84101-1234', false],
    ['a letter', '8410a', false],
    ['a blank before', ' 84101', false],
    ['a blank after', '84101 ', false],
    ['a line break after', '84101\n', false],
    ['full-width digits', '８４１０１', false],
    ['empty', '', false],
    ['a number, not text', 84101, false],
    ['nothing', undefined, false],
  ] as const)('%s: %s', (_case, value, expected) => {
    expect(isZipCode(value)).toBe(expected);
  });
});
