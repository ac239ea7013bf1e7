import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../../../src/engine/errors';
import { checkSettingsLayers } from '../../../../src/engine/settings/layers';

function errorOf(raw: unknown): SettingsError {
  try {
    checkSettingsLayers(raw);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error('expected a SettingsError');
}

describe('checkSettingsLayers', () => {
  it.each([undefined, null])('reads %j as no layers', (raw) => {
    expect(checkSettingsLayers(raw)).toEqual({});
  });

  it.each<[string, unknown, unknown]>([
    ['an empty object', {}, { shared: undefined, english: undefined }],
    [
      'both layers',
      { shared: { login: { title: 'S' } }, english: { login: { title: 'E' } } },
      { shared: { login: { title: 'S' } }, english: { login: { title: 'E' } } },
    ],
    ['null layers', { shared: null, english: null }, { shared: undefined, english: undefined }],
    ['empty groups', { shared: {}, english: { login: {} } }, { shared: {}, english: { login: {} } }],
    ['other top-level keys ignored', { shared: {}, french: 5 }, { shared: {}, english: undefined }],
  ])('accepts %s', (_label, raw, expected) => {
    expect(checkSettingsLayers(raw)).toEqual(expected);
  });

  it('keeps values of any type for the reader to check', () => {
    const raw = { shared: { login: { title: 42 } } };
    expect(checkSettingsLayers(raw).shared).toBe(raw.shared);
  });

  it.each(['text', 3, true, [], [{ shared: {} }]])('rejects %j as gassySettings', (raw) => {
    const error = errorOf(raw);
    expect(error.key).toBe('gassySettings');
    expect(error.message).toBe('Setting "gassySettings" must be an object with shared and english');
  });

  it.each<[unknown, string]>([
    [{ shared: 'x' }, 'shared'],
    [{ english: [] }, 'english'],
    [{ shared: {}, english: 7 }, 'english'],
  ])('rejects a layer that is not an object: %j', (raw, key) => {
    const error = errorOf(raw);
    expect(error.key).toBe(key);
    expect(error.message).toBe(`Setting "${key}" must be an object of groups`);
  });

  it.each<[unknown, string]>([
    [{ shared: { login: 'Sign in' } }, 'shared.login'],
    [{ shared: { login: null } }, 'shared.login'],
    [{ english: { form: ['a'] } }, 'english.form'],
    [{ shared: { login: {} }, english: { login: {}, errors: 3 } }, 'english.errors'],
  ])('rejects a group that is not an object: %j', (raw, key) => {
    const error = errorOf(raw);
    expect(error.key).toBe(key);
    expect(error.message).toBe(`Setting "${key}" must be an object of texts`);
  });
});
