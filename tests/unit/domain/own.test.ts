import { describe, expect, it } from 'vitest';
import { own } from '../../../src/domain/own';

describe('own', () => {
  const record: Record<string, number> = { a: 1, zero: 0 };

  it.each([
    ['an own entry', 'a', 1],
    ['an own falsy entry', 'zero', 0],
    ['a missing name', 'b', undefined],
    ['constructor', 'constructor', undefined],
    ['toString', 'toString', undefined],
    ['__proto__', '__proto__', undefined],
    ['hasOwnProperty', 'hasOwnProperty', undefined],
  ])('answers %s', (_case, key, expected) => expect(own(record, key)).toBe(expected));

  it.each([undefined, null])('answers undefined for %s', (value) => expect(own(value, 'a')).toBeUndefined());
});
