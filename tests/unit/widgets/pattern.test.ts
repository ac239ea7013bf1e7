import { describe, expect, it } from 'vitest';
import {
  isDigitsOnlyMask,
  isValidMask,
  MASK_PRESETS,
  maskSlotCount,
  ssnMask,
} from '../../../src/widgets/masked/pattern';

describe('isValidMask', () => {
  it.each([
    ['(000) 000-0000', true],
    ['00000', true],
    ['000-00-0000', true],
    ['00/00/0000', true],
    ['aaa-000', true],
    ['***', true],
    ['+0 (000) 000.0000 #0', true],
    ['00:00', true],
    ['', false],
    ['()- /', false], // literals only: nothing to type
    ['000x', false], // 'x' is not in the supported syntax
    ['{000}', false],
    ['0[00]', false],
    ['99999', false],
  ])('%j is %s', (mask, valid) => {
    expect(isValidMask(mask)).toBe(valid);
  });

  it.each([undefined, null, 0, 12345, ['000'], { mask: '000' }])('rejects the non-string %j', (mask) => {
    expect(isValidMask(mask)).toBe(false);
  });
});

describe('maskSlotCount', () => {
  it.each([
    [MASK_PRESETS.phone, 10],
    [MASK_PRESETS.zip, 5],
    [MASK_PRESETS.ssn, 9],
    [MASK_PRESETS.date, 8],
    ['aa-**-00', 6],
    ['()-', 0],
  ])('%j has %i slots', (mask, count) => {
    expect(maskSlotCount(mask)).toBe(count);
  });
});

describe('isDigitsOnlyMask', () => {
  it.each([
    [MASK_PRESETS.phone, true],
    [MASK_PRESETS.date, true],
    ['0000', true],
    ['aa-00', false],
    ['00*', false],
    ['a', false],
  ])('%j: %s', (mask, digitsOnly) => {
    expect(isDigitsOnlyMask(mask)).toBe(digitsOnly);
  });
});

describe('ssnMask', () => {
  it.each([
    [9, '000-00-0000'],
    [4, '0000'],
    [11, '00000000000'],
    [1, '0'],
    [0, '0'],
    [-3, '0'],
  ])('%i digits give %j', (digits, mask) => {
    expect(ssnMask(digits)).toBe(mask);
    expect(isValidMask(ssnMask(digits))).toBe(true);
  });
});
