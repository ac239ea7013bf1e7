import { describe, expect, it } from 'vitest';
import { LOGON_RULES } from '../../../../server/config/demoCredentialRules.ts';
import { type LogonRuleKey, logonErrors, type RuleSet, RULE_TYPE } from '../../../../src/domain/passwords';
import { rule, ruleSet } from './fixtures';

/** The demo institution's logon list (letter, minimum, not the e-mail), minimum 8. */
const DEMO = ruleSet(8, ...LOGON_RULES);
const EMAIL = 'Alex@Example.com';

describe('logonErrors (spec 01 §7 GetLogonValidationRules, §8 Logon… codes)', () => {
  it.each<[string, RuleSet, string, LogonRuleKey[]]>([
    ['§8 demo list: a good logon', DEMO, 'alex.morgan', []],
    ['§8 LogonTooShort: one under the minimum', DEMO, 'alexmor', ['logonTooShort']],
    ['§8 LogonTooShort: exactly the minimum', DEMO, 'alexmorg', []],
    ['§8 LogonMissingLetter: digits only', DEMO, '12345678', ['logonMissingLetter']],
    ['§8 LogonMatchesEmail: the e-mail, other case', DEMO, 'alex@example.COM', ['logonMatchesEmail']],
    ['§8 LogonMatchesEmail: another address', DEMO, 'alex@example.org', []],
    ['§5 an empty logon is the form\'s "required"', DEMO, '', []],
    [
      '§8 LogonMissingCapitalLetter: none',
      ruleSet(0, rule(RULE_TYPE.capital)),
      'alexmorgan',
      ['logonMissingCapitalLetter'],
    ],
    ['§8 LogonMissingCapitalLetter: one', ruleSet(0, rule(RULE_TYPE.capital)), 'AlexMorgan', []],
    [
      '§8 LogonMissingLowercaseLetter: none',
      ruleSet(0, rule(RULE_TYPE.lowercase)),
      'ALEX',
      ['logonMissingLowercaseLetter'],
    ],
    ['§8 LogonMissingLowercaseLetter: one', ruleSet(0, rule(RULE_TYPE.lowercase)), 'ALEx', []],
    [
      '§8 LogonMissingNumber: none',
      ruleSet(0, rule(RULE_TYPE.number, '[0-9]')),
      'alex',
      ['logonMissingNumber'],
    ],
    ['§8 LogonMissingNumber: one', ruleSet(0, rule(RULE_TYPE.number, '[0-9]')), 'alex1', []],
    [
      '§8 LogonMissingSpecialCharacter: none',
      ruleSet(0, rule(RULE_TYPE.special)),
      'alex',
      ['logonMissingSpecialCharacter'],
    ],
    ['§8 LogonMissingSpecialCharacter: one', ruleSet(0, rule(RULE_TYPE.special)), 'alex_m', []],
    [
      '§5 any letter only without capital or lowercase, in the spec order',
      ruleSet(10, rule(RULE_TYPE.letter), rule(RULE_TYPE.number), rule(RULE_TYPE.capital)),
      '#',
      ['logonTooShort', 'logonMissingCapitalLetter', 'logonMissingNumber'],
    ],
    [
      '§3 a regex with match-means-error true: spaces not allowed',
      ruleSet(0, rule(RULE_TYPE.special, '\\s', true)),
      'alex morgan',
      ['logonMissingSpecialCharacter'],
    ],
    ['§3 an invalid regex never fails a logon', ruleSet(0, rule(RULE_TYPE.capital, '(')), 'alex', []],
    [
      '§3 password-only types are not read for a logon',
      ruleSet(0, rule(RULE_TYPE.notSsn), rule(RULE_TYPE.noRepeats), rule(RULE_TYPE.notPrevious)),
      'aaa123456789',
      [],
    ],
  ])('%s', (_rule, rules, logon, errors) => {
    expect(logonErrors(rules, logon, { email: EMAIL })).toEqual(errors);
  });

  it('§8 LogonMatchesEmail needs an e-mail to compare with', () => {
    expect(logonErrors(DEMO, 'alex@example.com', {})).toEqual([]);
  });

  it.each<[string, RuleSet, { matchesEmail?: boolean } | undefined, LogonRuleKey[]]>([
    [
      '§8 LogonMatchesEmail: the server found an e-mail address',
      DEMO,
      { matchesEmail: true },
      ['logonMatchesEmail'],
    ],
    ['§8 LogonMatchesEmail: the server found none', DEMO, { matchesEmail: false }, []],
    ['§8 no finding', DEMO, undefined, []],
    [
      '§7 a finding counts only when type 7 is listed',
      ruleSet(8, rule(RULE_TYPE.letter)),
      { matchesEmail: true },
      [],
    ],
  ])('%s', (_case, rules, server, errors) => {
    expect(logonErrors(rules, 'me@home.example', { email: EMAIL }, server)).toEqual(errors);
  });
});
