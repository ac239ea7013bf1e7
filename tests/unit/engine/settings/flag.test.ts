import { describe, expect, it } from 'vitest';
import { parseFlag } from '../../../../src/engine/settings/flag';

describe('parseFlag', () => {
  it.each(['true', 'yes', 'on', '1', 'TRUE', 'Yes', 'ON', ' true ', '\tyes\n'])(
    'reads %j as true',
    (value) => {
      expect(parseFlag(value)).toBe(true);
    },
  );

  it.each(['false', 'no', 'off', '0', '', '   ', 'FALSE', 'No', ' off ', '\n0\t'])(
    'reads %j as false',
    (value) => {
      expect(parseFlag(value)).toBe(false);
    },
  );

  it.each([true, false])('passes the boolean %j through', (value) => {
    expect(parseFlag(value)).toBe(value);
  });

  it.each<[string, unknown]>([
    ['a word', 'maybe'],
    ['a typo', 'ture'],
    ['two', '2'],
    ['a number', 1],
    ['zero', 0],
    ['null', null],
    ['undefined', undefined],
    ['an object', { value: true }],
    ['an array', ['true']],
  ])('reads %s as undefined', (_label, value) => {
    expect(parseFlag(value)).toBeUndefined();
  });
});
