import { describe, expect, it } from 'vitest';
import {
  hasLettersAndNumbers,
  type LegacyKey,
  legacyPasswordError,
  type PasswordFacts,
} from '../../../../src/domain/passwords';

const LIMITS = { minimum: 8, maximum: 12 };
const USER: PasswordFacts = { logon: 'Alex', ssn: '123-45-6789' };

describe('legacyPasswordError (spec 01 §5 "Legacy rules")', () => {
  it.each<[string, string, PasswordFacts, LegacyKey | undefined]>([
    ['§5 required: empty', '', USER, 'required'],
    ['§5 required: a space is typed text', '  1a    ', {}, undefined],
    ['§5 min length: short', 'Ab1', USER, 'minLength'],
    ['§5 min length: enough', 'Harbor26', USER, undefined],
    ['§5 max length: too long', 'Harbor2026abc', USER, 'maxLength'],
    ['§5 max length: at the maximum', 'Harbor2026ab', USER, undefined],
    ['§5 needs letters and numbers: letters only', 'Harborcu', USER, 'needsLettersAndNumbers'],
    ['§5 needs letters and numbers: digits only', '20262026', USER, 'needsLettersAndNumbers'],
    ['§5 needs letters and numbers: both', 'harbor26', USER, undefined],
    ['§5 contains username: other case', 'myALEX2026', USER, 'containsUsername'],
    ['§5 contains username: not contained', 'myAl3x2026', USER, undefined],
    ['§5 contains username: no username known', 'myalex2026', { logon: '' }, undefined],
    ['§5 contains username: a blank username is none', 'myal ex2026', { logon: ' ' }, undefined],
    ['§5 contains SSN: the digits', 'a123456789', USER, 'containsSsn'],
    ['§5 contains SSN: dashes ignored', 'a123-45-6789', { ssn: '123456789' }, 'containsSsn'],
    ['§5 contains SSN: part of it only', 'a12345678', USER, undefined],
    ['§5 contains SSN: only a 9-digit SSN is looked for', 'a1234567', { ssn: '1234567' }, undefined],
    ['§5 first failing: length before username', 'alex1', USER, 'minLength'],
    ['§5 first failing: letters and numbers before username', 'alexalex', USER, 'needsLettersAndNumbers'],
    [
      '§5 first failing: username before SSN',
      'al123456789',
      { logon: 'AL', ssn: '123-45-6789' },
      'containsUsername',
    ],
  ])('%s', (_rule, password, facts, error) => {
    expect(legacyPasswordError(password, facts, LIMITS)).toBe(error);
  });
});

describe('hasLettersAndNumbers: the letters-and-numbers check, which the server shares', () => {
  it.each<[string, string, boolean]>([
    ['a letter and a digit', 'a1', true],
    ['capitals count as letters', 'HARBOR26', true],
    ['letters only', 'Harbor#', false],
    ['digits only', '2026#', false],
    ['letters outside A-Z do not count', 'é1', false],
    ['empty', '', false],
  ])('%s: %j', (_case, password, has) => {
    expect(hasLettersAndNumbers(password)).toBe(has);
  });
});
