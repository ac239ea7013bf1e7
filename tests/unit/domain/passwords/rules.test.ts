import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  type PasswordFacts,
  type RuleKey,
  type RuleSet,
  RULE_TYPE,
  ruleErrors,
  type ServerFindings,
} from '../../../../src/domain/passwords';
import { rule, ruleSet } from './fixtures';

/** One type alone, no minimum: only that type's item (and 'passwordReused') can fail. */
const only = (type: number, regex?: string, matchMeansError = false): RuleSet =>
  ruleSet(0, rule(type, regex, matchMeansError));

const USER: PasswordFacts = { logon: 'Alex.Morgan', email: 'Alex@Example.com', ssn: '123-45-6789' };

describe('ruleErrors: one passing and one failing row per rule type (spec 01 §3 types 0-11)', () => {
  it.each<[string, RuleSet, string, PasswordFacts, ServerFindings | undefined, RuleKey[]]>([
    [
      '§3 type 0 capital letter, built-in [A-Z]: has one',
      only(RULE_TYPE.capital),
      'Password1',
      {},
      undefined,
      [],
    ],
    [
      '§3 type 0 capital letter, built-in [A-Z]: has none',
      only(RULE_TYPE.capital),
      'password1',
      {},
      undefined,
      ['missingCapitalLetter'],
    ],
    [
      '§3 type 1 lowercase letter, built-in [a-z]: has one',
      only(RULE_TYPE.lowercase),
      'PASSWORd1',
      {},
      undefined,
      [],
    ],
    [
      '§3 type 1 lowercase letter, built-in [a-z]: has none',
      only(RULE_TYPE.lowercase),
      'PASSWORD1',
      {},
      undefined,
      ['missingLowercaseLetter'],
    ],
    ['§3 type 2 letter, built-in [A-Za-z]: has one', only(RULE_TYPE.letter), '1234567x', {}, undefined, []],
    [
      '§3 type 2 letter, built-in [A-Za-z]: digits only',
      only(RULE_TYPE.letter),
      '12345678',
      {},
      undefined,
      ['missingLetter'],
    ],
    ['§3 type 3 number, built-in [0-9]: has one', only(RULE_TYPE.number), 'Passw0rd', {}, undefined, []],
    [
      '§3 type 3 number, built-in [0-9]: has none',
      only(RULE_TYPE.number),
      'Password',
      {},
      undefined,
      ['missingNumber'],
    ],
    [
      '§3 type 4 special character, built-in [^A-Za-z0-9]: has one',
      only(RULE_TYPE.special),
      'Pass#word1',
      {},
      undefined,
      [],
    ],
    [
      '§3 type 4 special character, built-in [^A-Za-z0-9]: has none',
      only(RULE_TYPE.special),
      'Password1',
      {},
      undefined,
      ['missingSpecialCharacter'],
    ],
    ['§3 type 5 not the SSN: other digits', only(RULE_TYPE.notSsn), '123456780', USER, undefined, []],
    [
      '§3 type 5 not the SSN: the SSN digits',
      only(RULE_TYPE.notSsn),
      '123456789',
      USER,
      undefined,
      ['matchesSSN'],
    ],
    ['§5 SSN with dashes ignored', only(RULE_TYPE.notSsn), '123-45-6789', USER, undefined, ['matchesSSN']],
    ['§5 SSN with spaces ignored', only(RULE_TYPE.notSsn), '123 45 6789', USER, undefined, ['matchesSSN']],
    [
      '§5 SSN inside a longer password is not equal',
      only(RULE_TYPE.notSsn),
      'x123456789',
      USER,
      undefined,
      [],
    ],
    [
      '§5 SSN unknown to the form: nothing to compare',
      only(RULE_TYPE.notSsn),
      '123456789',
      {},
      undefined,
      [],
    ],
    [
      '§5 SSN: the server found a match',
      only(RULE_TYPE.notSsn),
      'Password1',
      USER,
      { matchesSsn: true },
      ['matchesSSN'],
    ],
    [
      '§3 type 6 minimum length, 8 from MinimumLength: exactly 8',
      ruleSet(8, rule(RULE_TYPE.minimumLength)),
      'Passwd12',
      {},
      undefined,
      [],
    ],
    [
      '§3 type 6 minimum length, 8 from MinimumLength: 7',
      ruleSet(8, rule(RULE_TYPE.minimumLength)),
      'Passwd1',
      {},
      undefined,
      ['doesNotMeetMinimumLength'],
    ],
    [
      '§3 type 7 not the e-mail: another text',
      only(RULE_TYPE.notEmail),
      'alex@example.co',
      USER,
      undefined,
      [],
    ],
    [
      '§3 type 7 not the e-mail: same, other case',
      only(RULE_TYPE.notEmail),
      'alex@EXAMPLE.com',
      USER,
      undefined,
      ['matchesEmail'],
    ],
    [
      '§5 e-mail compared trimmed',
      only(RULE_TYPE.notEmail),
      ' Alex@Example.com ',
      USER,
      undefined,
      ['matchesEmail'],
    ],
    ['§5 e-mail unknown to the form', only(RULE_TYPE.notEmail), 'alex@example.com', {}, undefined, []],
    [
      '§5 e-mail: the server found a match',
      only(RULE_TYPE.notEmail),
      'Password1',
      USER,
      { matchesEmail: true },
      ['matchesEmail'],
    ],
    [
      '§3 type 8 no three identical in a row: two',
      only(RULE_TYPE.noRepeats),
      'Paassword1',
      {},
      undefined,
      [],
    ],
    [
      '§3 type 8 no three identical in a row: three',
      only(RULE_TYPE.noRepeats),
      'Paaassword1',
      {},
      undefined,
      ['containsThreeOrMoreConsecutiveIdenticalCharacters'],
    ],
    [
      '§3 type 8 no three identical in a row: astral characters',
      only(RULE_TYPE.noRepeats),
      'x😀😀😀',
      {},
      undefined,
      ['containsThreeOrMoreConsecutiveIdenticalCharacters'],
    ],
    [
      '§3 type 8 with the demo regex (.)\\1\\1',
      only(RULE_TYPE.noRepeats, '(.)\\1\\1', true),
      'Pass111',
      {},
      undefined,
      ['containsThreeOrMoreConsecutiveIdenticalCharacters'],
    ],
    [
      '§3 type 9 not part of the logon: not inside it',
      only(RULE_TYPE.notPartOfLogon),
      'morgans',
      USER,
      undefined,
      [],
    ],
    [
      '§3 type 9 not part of the logon: a part, other case',
      only(RULE_TYPE.notPartOfLogon),
      'MORGAN',
      USER,
      undefined,
      ['equalsPortionOfLogon'],
    ],
    [
      '§3 type 9 not part of the logon: the whole logon',
      only(RULE_TYPE.notPartOfLogon),
      'alex.morgan',
      USER,
      undefined,
      ['equalsPortionOfLogon'],
    ],
    ['§5 part of logon: logon unknown', only(RULE_TYPE.notPartOfLogon), 'morgan', {}, undefined, []],
    [
      '§3 type 10 not containing the logon: does not',
      only(RULE_TYPE.notContainingLogon),
      'al3x.m0rgan',
      USER,
      undefined,
      [],
    ],
    [
      '§3 type 10 not containing the logon: does, other case',
      only(RULE_TYPE.notContainingLogon),
      '#ALEX.morgan2026',
      USER,
      undefined,
      ['containsLogon'],
    ],
    [
      '§5 contains logon: logon unknown',
      only(RULE_TYPE.notContainingLogon),
      'alex.morgan',
      { logon: '' },
      undefined,
      [],
    ],
    [
      '§3 type 11 not a previous password: server says new',
      only(RULE_TYPE.notPrevious),
      'Password1',
      {},
      { reused: false },
      [],
    ],
    [
      '§3 type 11 not a previous password: server says used',
      only(RULE_TYPE.notPrevious),
      'Password1',
      {},
      { reused: true },
      ['passwordReused'],
    ],
    ['§3 type 11: no answer yet counts as met', only(RULE_TYPE.notPrevious), 'Password1', {}, undefined, []],
  ])('%s', (_rule, rules, password, facts, server, errors) => {
    expect(ruleErrors(rules, password, facts, server)).toEqual(errors);
  });
});

describe('ruleErrors: rules with a regex (spec 01 §5 "error on match or on no match as flagged")', () => {
  it.each<[string, RuleSet, string, RuleKey[]]>([
    ['match means error false, matches: met', only(RULE_TYPE.number, '[0-9]{2}'), 'abc12', []],
    [
      'match means error false, no match: error',
      only(RULE_TYPE.number, '[0-9]{2}'),
      'abc1',
      ['missingNumber'],
    ],
    [
      'match means error true, matches: error',
      only(RULE_TYPE.special, '\\s', true),
      'pass word',
      ['missingSpecialCharacter'],
    ],
    ['match means error true, no match: met', only(RULE_TYPE.special, '\\s', true), 'password', []],
    ['compiled with the u flag: \\p{L} is a letter', only(RULE_TYPE.letter, '\\p{L}'), 'é1234567', []],
    [
      'compiled with the u flag: a digit is not \\p{L}',
      only(RULE_TYPE.letter, '\\p{L}'),
      '12345678',
      ['missingLetter'],
    ],
    [
      'the regex decides alone: SSN pattern with no SSN known',
      only(RULE_TYPE.notSsn, '^\\d{9}$', true),
      '987654321',
      ['matchesSSN'],
    ],
    [
      'the regex decides alone: minimum length by pattern',
      ruleSet(8, rule(RULE_TYPE.minimumLength, '^.{10,}$')),
      'Passwd123',
      ['doesNotMeetMinimumLength'],
    ],
    ['an empty regex counts as none', only(RULE_TYPE.capital, ''), 'password', ['missingCapitalLetter']],
    [
      'a null regex counts as none',
      ruleSet(0, { ValidationRuleType: 0, ValidationRegex: null, RegexMatchMeansError: false }),
      'password',
      ['missingCapitalLetter'],
    ],
    [
      'a type listed twice must pass both',
      ruleSet(0, rule(3, '[0-9]'), rule(3, '[0-9].*[0-9]')),
      'abc1',
      ['missingNumber'],
    ],
  ])('%s', (_rule, rules, password, errors) => {
    expect(ruleErrors(rules, password, {})).toEqual(errors);
  });

  it.each<[string, string]>([
    ['an unclosed class', '['],
    ['an unclosed group', '(abc'],
    ['an escape the u flag rejects', '\\-'],
    ['a bad quantifier', '*a'],
  ])('an invalid regex (%s) is met and never throws', (_case, regex) => {
    for (const password of ['password', 'P4ss-word', '[']) {
      expect(() => ruleErrors(only(RULE_TYPE.capital, regex), password, {})).not.toThrow();
      expect(ruleErrors(only(RULE_TYPE.capital, regex), password, {})).toEqual([]);
    }
  });

  it('ignores a rule type it does not know', () => {
    expect(ruleErrors(ruleSet(0, rule(42), rule(-1, '.', true)), 'x', {})).toEqual([]);
  });
});

describe('isEmailAddress: the e-mail check of type 7, which the server shares', () => {
  it.each<[string, string, string, boolean]>([
    ['the same address', 'alex@example.com', 'alex@example.com', true],
    ['case does not count', 'ALEX@example.COM', 'Alex@Example.com', true],
    ['surrounding white space does not count', ' alex@example.com\t', ' Alex@Example.com ', true],
    ['another address', 'alex@example.org', 'alex@example.com', false],
    ['part of the address', 'alex', 'alex@example.com', false],
    ['an unknown address matches nothing', '', '', false],
    ['a blank address matches nothing', ' ', '  ', false],
  ])('%s', (_case, value, email, same) => {
    expect(isEmailAddress(value, email)).toBe(same);
  });
});
