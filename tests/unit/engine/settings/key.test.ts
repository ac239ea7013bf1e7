import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../../../src/engine/errors';
import { isSettingsKey, parseSettingsKey } from '../../../../src/engine/settings/key';

const VALID: [string, string, string][] = [
  ['login.title', 'login', 'title'],
  ['a.b', 'a', 'b'],
  ['Login2.hideRegister3', 'Login2', 'hideRegister3'],
];

const MALFORMED = [
  'nodot',
  'a.b.c',
  '.x',
  'x.',
  '1a.b',
  'a-b.c',
  'a.1b',
  'a.b-c',
  '',
  '.',
  'a .b',
  ' a.b',
  'a_b.c',
  'a.b ',
];

describe('parseSettingsKey', () => {
  it.each(VALID)('splits %s into group and name', (key, group, name) => {
    expect(parseSettingsKey(key)).toEqual({ group, name });
  });

  it.each(MALFORMED)('rejects %j with a SettingsError naming the key', (key) => {
    let thrown: unknown;
    try {
      parseSettingsKey(key);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    const error = thrown as SettingsError;
    expect(error.key).toBe(key);
    expect(error.name).toBe('SettingsError');
    expect(error.message).toBe(`Setting "${key}" is not of the form group.key`);
  });
});

describe('isSettingsKey', () => {
  it.each(VALID.map(([key]) => key))('accepts %s', (key) => {
    expect(isSettingsKey(key)).toBe(true);
  });

  it.each(MALFORMED)('refuses %j', (key) => {
    expect(isSettingsKey(key)).toBe(false);
  });
});
