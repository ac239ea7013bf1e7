import { describe, expect, it } from 'vitest';
import {
  checkConstraints,
  isEmptyValue,
  type ConstraintFailure,
  type ResolvedConstraints,
} from '../../../../src/engine/compile/constraints';

describe('isEmptyValue', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [' ', false],
    [0, false],
    [false, true],
    [true, false],
    [[''], false],
    [{}, false],
  ])('isEmptyValue(%j) is %j', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('checkConstraints', () => {
  it.each<[string, unknown, ResolvedConstraints, ConstraintFailure | undefined]>([
    ['no constraints', 'abc', {}, undefined],
    ['required and empty', '', { required: true }, { keyword: 'required' }],
    ['required and undefined', undefined, { required: true }, { keyword: 'required' }],
    ['required and null', null, { required: true }, { keyword: 'required' }],
    ['required and an empty list', [], { required: true }, { keyword: 'required' }],
    ['required and given', 'a', { required: true }, undefined],
    ['required and 0', 0, { required: true }, undefined],
    ['required and an unticked checkbox', false, { required: true }, { keyword: 'required' }],
    ['required and a ticked checkbox', true, { required: true }, undefined],
    ['required: false and empty', '', { required: false }, undefined],
    [
      'empty skips every other check',
      '',
      { minLength: 3, minimum: 5, pattern: '^x$', sameAs: 'other' },
      undefined,
    ],
    ['minLength too short', 'ab', { minLength: 3 }, { keyword: 'minLength', limit: 3 }],
    ['minLength exactly', 'abc', { minLength: 3 }, undefined],
    ['maxLength too long', 'abcd', { maxLength: 3 }, { keyword: 'maxLength', limit: 3 }],
    ['maxLength exactly', 'abc', { maxLength: 3 }, undefined],
    ['minLength counts code points (emoji)', '😀😀', { minLength: 3 }, { keyword: 'minLength', limit: 3 }],
    ['maxLength counts code points (emoji)', '😀😀😀', { maxLength: 3 }, undefined],
    ['maxLength of 4 emoji', '😀😀😀😀', { maxLength: 3 }, { keyword: 'maxLength', limit: 3 }],
    ['length of a number', 12345, { maxLength: 4 }, { keyword: 'maxLength', limit: 4 }],
    ['minimum below', 4, { minimum: 5 }, { keyword: 'minimum', limit: 5 }],
    ['minimum equal', 5, { minimum: 5 }, undefined],
    ['minimum of a numeric string', '4', { minimum: 5 }, { keyword: 'minimum', limit: 5 }],
    ['maximum above', 11, { maximum: 10 }, { keyword: 'maximum', limit: 10 }],
    ['maximum equal', 10, { maximum: 10 }, undefined],
    ['minimum 0 with a negative', -1, { minimum: 0 }, { keyword: 'minimum', limit: 0 }],
    ['pattern mismatch', 'abc', { pattern: '^[0-9]+$' }, { keyword: 'pattern', limit: '^[0-9]+$' }],
    ['pattern match', '123', { pattern: '^[0-9]+$' }, undefined],
    ['pattern is not anchored', 'x1y', { pattern: '[0-9]' }, undefined],
    ['pattern in unicode mode', '😀', { pattern: '^.$' }, undefined],
    ['pattern on a number', 42, { pattern: '^4' }, undefined],
    [
      'the first failure wins',
      'a',
      { minLength: 2, pattern: '^[0-9]+$' },
      { keyword: 'minLength', limit: 2 },
    ],
  ])('%s', (_label, value, constraints, expected) => {
    expect(checkConstraints(value, constraints, {})).toEqual(expected);
  });

  it.each<[string, unknown, Record<string, unknown>, ConstraintFailure | undefined]>([
    ['equal values', 'secret1', { password: 'secret1' }, undefined],
    ['different values', 'secret2', { password: 'secret1' }, { keyword: 'sameAs' }],
    ['the other field empty', 'secret1', {}, { keyword: 'sameAs' }],
    ['strict comparison', '1', { password: 1 }, { keyword: 'sameAs' }],
    ['case matters', 'Secret', { password: 'secret' }, { keyword: 'sameAs' }],
  ])('sameAs with %s', (_label, value, values, expected) => {
    expect(checkConstraints(value, { sameAs: 'password' }, values)).toEqual(expected);
  });

  it('checks sameAs after the other constraints', () => {
    expect(checkConstraints('ab', { minLength: 3, sameAs: 'password' }, { password: 'x' })).toEqual({
      keyword: 'minLength',
      limit: 3,
    });
  });

  it('throws on an invalid pattern', () => {
    expect(() => checkConstraints('a', { pattern: '(' }, {})).toThrow(SyntaxError);
  });
});

describe('named field checks (constraints.check)', () => {
  const checks = {
    even: (value: unknown) =>
      Number(value) % 2 === 0 ? undefined : { keyword: 'odd', message: 'form.invalid' },
    agree: (value: unknown) =>
      value === true ? undefined : { keyword: 'mustAgree', params: { agreement: 'X' } },
  };
  const run = (value: unknown, check: string, required = false) =>
    checkConstraints(value, { check, required }, {}, { checks, options: {} });

  it.each<[string, unknown, string, boolean, unknown]>([
    ['a passing value', 2, 'even', false, undefined],
    [
      'a failing value names its keyword and message',
      3,
      'even',
      false,
      { keyword: 'odd', message: 'form.invalid' },
    ],
    ['an empty name (a condition chose none) checks nothing', 3, '', false, undefined],
    ['an unknown name is invalid', 3, 'nope', false, { keyword: 'invalid' }],
    ['empty and optional: not checked', '', 'even', false, undefined],
    [
      'empty and required: the check may name the message',
      false,
      'agree',
      true,
      { keyword: 'mustAgree', params: { agreement: 'X' } },
    ],
    ['empty and required, the check passes: required', '', 'even', true, { keyword: 'required' }],
  ])('%s', (_name, value, check, required, expected) => {
    expect(run(value, check, required)).toEqual(expected);
  });
});
