import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../../src/engine/errors';
import { createOptions, type OptionSpecs } from '../../../src/engine/options';

const SPECS: OptionSpecs = {
  UserNameMinimumLength: { type: 'integer', default: 8 },
  Ratio: { type: 'number', default: 0.5 },
  UseCustomerCredentials: { type: 'boolean', default: false },
  ContentFolder: { type: 'string', default: '' },
};

const DEFAULTS = { UserNameMinimumLength: 8, Ratio: 0.5, UseCustomerCredentials: false, ContentFolder: '' };

function errorOf(raw: unknown): SettingsError {
  try {
    createOptions(raw, SPECS);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error('expected a SettingsError');
}

describe('createOptions', () => {
  it.each([undefined, null, {}])('fills every default for %j', (raw) => {
    expect(createOptions(raw, SPECS)).toEqual(DEFAULTS);
  });

  it('fills the default of an option given as null', () => {
    expect(createOptions({ UserNameMinimumLength: null, Ratio: undefined }, SPECS)).toEqual(DEFAULTS);
  });

  it.each<[string, unknown]>([
    ['UserNameMinimumLength', 12],
    ['UserNameMinimumLength', 0],
    ['UserNameMinimumLength', -3],
    ['UserNameMinimumLength', 4.0],
    ['Ratio', 3],
    ['Ratio', 0.25],
    ['UseCustomerCredentials', true],
    ['UseCustomerCredentials', false],
    ['ContentFolder', 'acme'],
    ['ContentFolder', ''],
  ])('keeps a valid %s of %j', (name, value) => {
    expect(createOptions({ [name]: value }, SPECS)).toEqual({ ...DEFAULTS, [name]: value });
  });

  it.each<[string, unknown, string]>([
    ['UserNameMinimumLength', '8', 'should be an integer but is "8"'],
    ['UserNameMinimumLength', 8.5, 'should be an integer but is 8.5'],
    ['UserNameMinimumLength', true, 'should be an integer but is true'],
    ['Ratio', '0.5', 'should be a number but is "0.5"'],
    ['Ratio', Number.POSITIVE_INFINITY, 'should be a number but is null'],
    ['Ratio', Number.NaN, 'should be a number but is null'],
    ['UseCustomerCredentials', 'true', 'should be a boolean but is "true"'],
    ['UseCustomerCredentials', 1, 'should be a boolean but is 1'],
    ['ContentFolder', 5, 'should be a string but is 5'],
    ['ContentFolder', ['a'], 'should be a string but is ["a"]'],
  ])('rejects %s of %j naming institutionOptions.<name>', (name, value, detail) => {
    const error = errorOf({ [name]: value });
    expect(error.key).toBe(`institutionOptions.${name}`);
    expect(error.detail).toBe(detail);
    expect(error.message).toBe(`Setting "institutionOptions.${name}" ${detail}`);
  });

  it('passes undeclared options through untouched', () => {
    const extra = { list: [1, 2] };
    const options = createOptions({ Unknown: 'x', Extra: extra }, SPECS);
    expect(options).toEqual({ ...DEFAULTS, Unknown: 'x', Extra: extra });
    expect(options.Extra).toBe(extra);
  });

  it('returns a frozen object and leaves the input alone', () => {
    const raw = { ContentFolder: 'acme' };
    const options = createOptions(raw, SPECS);
    expect(Object.isFrozen(options)).toBe(true);
    expect(raw).toEqual({ ContentFolder: 'acme' });
  });

  it('works without specs', () => {
    expect(createOptions({ a: 1 }, {})).toEqual({ a: 1 });
  });

  it.each(['options', 5, true, [], [{ ContentFolder: 'x' }]])('rejects a raw value of %j', (raw) => {
    const error = errorOf(raw);
    expect(error.key).toBe('institutionOptions');
    expect(error.message).toBe('Setting "institutionOptions" must be an object');
  });
});
