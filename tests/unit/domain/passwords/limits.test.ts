import { describe, expect, it } from 'vitest';
import {
  type CredentialKind,
  type CredentialLimits,
  type CredentialOptions,
  credentialLimits,
  type LegacyKey,
  legacyPasswordError,
} from '../../../../src/domain/passwords';
import { sized } from './fixtures';

const CUSTOMER = { UseCustomerCredentials: true };

describe('credentialLimits (spec 01 §9 "Username length", "Password length")', () => {
  it.each<[string, CredentialOptions, CredentialKind, CredentialLimits]>([
    ['§9 password: default minimum 8, maximum 12', {}, 'password', { minimum: 8, maximum: 12 }],
    [
      '§9 password: the institution minimum',
      { PasswordMinimumLength: 10 },
      'password',
      { minimum: 10, maximum: 12 },
    ],
    ['§9 password: 128 with customer credentials', CUSTOMER, 'password', { minimum: 8, maximum: 128 }],
    [
      '§9 password: customer credentials off',
      { UseCustomerCredentials: false },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    [
      '§9 password: only a true switch counts',
      { UseCustomerCredentials: 'true' },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    [
      '§9 password: ignores the username minimum',
      { UserNameMinimumLength: 5 },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    ['§9 username: default minimum 8, maximum 12', {}, 'logon', { minimum: 8, maximum: 12 }],
    [
      '§9 username: its own minimum, 128 with customer credentials',
      { UserNameMinimumLength: 6, PasswordMinimumLength: 10, UseCustomerCredentials: true },
      'logon',
      { minimum: 6, maximum: 128 },
    ],
    ['§9 activation: maximum 128 always', {}, 'activation', { minimum: 8, maximum: 128 }],
    [
      '§9 activation: the password minimum',
      { PasswordMinimumLength: 10 },
      'activation',
      { minimum: 10, maximum: 128 },
    ],
    ['§9 default for a minimum of 0', { PasswordMinimumLength: 0 }, 'password', { minimum: 8, maximum: 12 }],
    [
      '§9 default for a negative minimum',
      { PasswordMinimumLength: -3 },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    [
      '§9 default for a fractional minimum',
      { PasswordMinimumLength: 7.5 },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    [
      '§9 default for a text minimum',
      { PasswordMinimumLength: 'ten' },
      'password',
      { minimum: 8, maximum: 12 },
    ],
    ['§9 default for a null minimum', { UserNameMinimumLength: null }, 'logon', { minimum: 8, maximum: 12 }],
    [
      '§9 a minimum sent as digits',
      { PasswordMinimumLength: '10' },
      'password',
      { minimum: 10, maximum: 12 },
    ],
  ])('%s', (_rule, options, kind, limits) => {
    expect(credentialLimits(options, kind)).toEqual(limits);
  });
});

describe('length boundaries (spec 01 §5 password minimum and maximum, §9)', () => {
  it.each<[string, CredentialOptions, CredentialKind, number, LegacyKey | undefined]>([
    ['§5 minimum − 1 (7 of 8)', {}, 'password', 7, 'minLength'],
    ['§5 minimum (8 of 8)', {}, 'password', 8, undefined],
    ['§5 institution minimum − 1 (9 of 10)', { PasswordMinimumLength: 10 }, 'password', 9, 'minLength'],
    ['§5 institution minimum (10 of 10)', { PasswordMinimumLength: 10 }, 'password', 10, undefined],
    ['§9 maximum 12 without customer credentials', {}, 'password', 12, undefined],
    ['§9 maximum + 1 without customer credentials (13)', {}, 'password', 13, 'maxLength'],
    ['§9 13 is fine with customer credentials', CUSTOMER, 'password', 13, undefined],
    ['§9 maximum 128 with customer credentials', CUSTOMER, 'password', 128, undefined],
    ['§9 maximum + 1 with customer credentials (129)', CUSTOMER, 'password', 129, 'maxLength'],
    ['§5 activation maximum 128 without customer credentials', {}, 'activation', 128, undefined],
    ['§5 activation maximum + 1 (129)', {}, 'activation', 129, 'maxLength'],
    ['§5 activation minimum − 1', {}, 'activation', 7, 'minLength'],
  ])('%s', (_rule, options, kind, length, error) => {
    const password = sized(length);
    expect([...password]).toHaveLength(length);
    expect(legacyPasswordError(password, {}, credentialLimits(options, kind))).toBe(error);
  });

  it('§9 counts characters, not UTF-16 units: 8 emoji and a letter and digit fit in 12', () => {
    expect(legacyPasswordError('a1' + '😀'.repeat(8), {}, credentialLimits({}, 'password'))).toBeUndefined();
  });
});
