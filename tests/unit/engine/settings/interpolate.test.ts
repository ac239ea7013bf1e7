import { describe, expect, it } from 'vitest';
import { interpolate, type TextParams } from '../../../../src/engine/settings/interpolate';

describe('interpolate', () => {
  it.each<[string, TextParams | undefined, string]>([
    ['Hello {name}', { name: 'Ann' }, 'Hello Ann'],
    ['Enter at least {limit} characters.', { limit: 8 }, 'Enter at least 8 characters.'],
    ['{count} left', { count: 0 }, '0 left'],
    ['{a}{b}{a}', { a: 'x', b: 'y' }, 'xyx'],
    ['Show {label2}', { label2: 'password' }, 'Show password'],
    ['Hello {name}', {}, 'Hello {name}'],
    ['Hello {name}', { other: 'x' }, 'Hello {name}'],
    ['Hello {name}', undefined, 'Hello {name}'],
    ['No placeholders', { name: 'Ann' }, 'No placeholders'],
    ['{name} and {missing}', { name: 'Ann' }, 'Ann and {missing}'],
    ['{1st} { name } {na-me}', { '1st': 'x', name: 'y', 'na-me': 'z' }, '{1st} { name } {na-me}'],
    ['Value: {v}', { v: '$& {w}' }, 'Value: $& {w}'],
    ['{toString}', {}, '{toString}'],
    ['Pi is {pi}', { pi: 3.5 }, 'Pi is 3.5'],
    ['', { name: 'Ann' }, ''],
  ])('interpolate(%j, %j) is %j', (text, params, expected) => {
    expect(interpolate(text, params)).toBe(expected);
  });
});
