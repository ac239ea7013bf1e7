/**
 * src/screens/checks/passwords.ts: the password and login name checks of the registration
 * logon step (spec 01 §5): with the rule list, the first unmet rule of the server's set;
 * without it, the legacy rules. An empty value is left to required; lengths are the field's
 * own minLength and maxLength constraints.
 */
import { describe, expect, it } from 'vitest';
import { logonCheck, passwordCheck } from '../../../../src/screens/checks/passwords';
import { ALL_TYPES, rule, ruleSet } from '../../domain/passwords/fixtures';

const CAPITAL_NUMBER = ruleSet(8, rule(0), rule(3));
const FACTS = { logon: 'sam.rivera', email: 'sam@example.com', ssn: '987-65-4321' };

describe('passwordCheck with the rule list (ruleList and the loaded rule set)', () => {
  const options = { ruleList: true, rules: CAPITAL_NUMBER, ...FACTS };

  it.each<[string, string, Record<string, unknown>, object | undefined]>([
    ['every rule met', 'Harbor42x', options, undefined],
    [
      'too short: doesNotMeetMinimumLength with the minimum as limit',
      'Har42',
      options,
      { keyword: 'doesNotMeetMinimumLength', limit: 8, message: 'passwords.doesNotMeetMinimumLength' },
    ],
    [
      'no capital: missingCapitalLetter',
      'harbor42x',
      options,
      { keyword: 'missingCapitalLetter', limit: 8, message: 'passwords.missingCapitalLetter' },
    ],
    [
      'no number: missingNumber',
      'Harborxyz',
      options,
      { keyword: 'missingNumber', limit: 8, message: 'passwords.missingNumber' },
    ],
    [
      'the first unmet rule in checklist order',
      'harb',
      options,
      { keyword: 'doesNotMeetMinimumLength', limit: 8, message: 'passwords.doesNotMeetMinimumLength' },
    ],
    [
      'contains the logon (type 10)',
      'Xsam.rivera1',
      { ...options, rules: ALL_TYPES },
      { keyword: 'containsLogon', limit: 8, message: 'passwords.containsLogon' },
    ],
    [
      'the SSN with dashes (type 5)',
      '987-65-4321',
      { ...options, rules: ruleSet(8, rule(5)) },
      { keyword: 'matchesSSN', limit: 8, message: 'passwords.matchesSSN' },
    ],
    [
      'the e-mail (type 7)',
      'Sam@Example.com',
      { ...options, rules: ruleSet(8, rule(7)) },
      { keyword: 'matchesEmail', limit: 8, message: 'passwords.matchesEmail' },
    ],
    [
      'three identical characters in a row (type 8)',
      'Harbooo42',
      { ...options, rules: ruleSet(8, rule(8)) },
      {
        keyword: 'containsThreeOrMoreConsecutiveIdenticalCharacters',
        limit: 8,
        message: 'passwords.containsThreeOrMoreConsecutiveIdenticalCharacters',
      },
    ],
    ['empty: left to required', '', options, undefined],
  ])('%s', (_rule, value, opts, failure) => {
    expect(passwordCheck(value, opts)).toEqual(failure);
  });

  it('a regex rule decides by its regex', () => {
    const rules = ruleSet(0, rule(4, '[#!]'));
    expect(passwordCheck('Harbor42', { ruleList: true, rules })).toEqual({
      keyword: 'missingSpecialCharacter',
      limit: 0,
      message: 'passwords.missingSpecialCharacter',
    });
    expect(passwordCheck('Harbor#42', { ruleList: true, rules })).toBeUndefined();
  });

  it('the server-only rule (not used before) is not judged locally', () => {
    expect(passwordCheck('Harbor42x', { ruleList: true, rules: ruleSet(8, rule(11)) })).toBeUndefined();
  });
});

describe('passwordCheck with the legacy rules (no rule list, or its rule set not loaded)', () => {
  it.each<[string, string, Record<string, unknown>, object | undefined]>([
    ['letters and a number', 'harbor42', FACTS, undefined],
    [
      'letters only: needsLettersAndNumbers',
      'harborxyz',
      FACTS,
      { keyword: 'needsLettersAndNumbers', message: 'passwords.needsLettersAndNumbers' },
    ],
    [
      'digits only: needsLettersAndNumbers',
      '12345678',
      FACTS,
      { keyword: 'needsLettersAndNumbers', message: 'passwords.needsLettersAndNumbers' },
    ],
    [
      'contains the username (any case): containsUsername',
      'SAM.RIVERA1',
      FACTS,
      { keyword: 'containsUsername', message: 'passwords.containsUsername' },
    ],
    [
      'contains the SSN: containsSsn',
      'x987654321',
      FACTS,
      { keyword: 'containsSsn', message: 'passwords.containsSsn' },
    ],
    ['no username or SSN known: only letters and numbers count', 'sam.rivera1', {}, undefined],
    ['lengths are the field constraints, not the check', 'a1', FACTS, undefined],
    [
      'the rule list on but its rule set not loaded: legacy',
      'harborxyz',
      { ruleList: true, rules: undefined },
      { keyword: 'needsLettersAndNumbers', message: 'passwords.needsLettersAndNumbers' },
    ],
    [
      'a rule set without the rule list option: legacy',
      'harbor42',
      { ruleList: false, rules: CAPITAL_NUMBER },
      undefined,
    ],
    [
      'a malformed rule set: legacy',
      'harborxyz',
      { ruleList: true, rules: { MinimumLength: '8' } },
      { keyword: 'needsLettersAndNumbers', message: 'passwords.needsLettersAndNumbers' },
    ],
    ['empty: left to required', '', FACTS, undefined],
    ['not text: left to required', 42 as unknown as string, FACTS, undefined],
  ])('%s', (_rule, value, options, failure) => {
    expect(passwordCheck(value, options)).toEqual(failure);
  });
});

describe('logonCheck (the server logon rule set in options.rules)', () => {
  const rules = ruleSet(8, rule(0), rule(3), rule(7));

  it.each<[string, unknown, Record<string, unknown>, object | undefined]>([
    ['every rule met', 'SamRivera1', { rules }, undefined],
    [
      'too short: logonTooShort with the minimum as limit',
      'Sam1',
      { rules },
      { keyword: 'logonTooShort', limit: 8, message: 'passwords.logonTooShort' },
    ],
    [
      'no capital',
      'samrivera1',
      { rules },
      { keyword: 'logonMissingCapitalLetter', limit: 8, message: 'passwords.logonMissingCapitalLetter' },
    ],
    [
      'no number',
      'SamRivera',
      { rules },
      { keyword: 'logonMissingNumber', limit: 8, message: 'passwords.logonMissingNumber' },
    ],
    [
      'the e-mail of the personal step',
      'Sam1@Example.com',
      { rules, email: 'sam1@example.com' },
      { keyword: 'logonMatchesEmail', limit: 8, message: 'passwords.logonMatchesEmail' },
    ],
    ['no rule set loaded: nothing to check', 'x', {}, undefined],
    ['a malformed rule set: nothing to check', 'x', { rules: { MinimumLength: 8 } }, undefined],
    ['empty: left to required', '', { rules }, undefined],
    ['not text: left to required', undefined, { rules }, undefined],
  ])('%s', (_rule, value, options, failure) => {
    expect(logonCheck(value, options)).toEqual(failure);
  });
});
