import { describe, expect, it } from 'vitest';
import {
  type ChecklistItem,
  type ChecklistLine,
  checklistLines,
  mergeLogonLines,
  type PasswordFacts,
  RULE_TYPE,
  type RuleSet,
} from '../../../../src/domain/passwords';
import { ALL_TYPES, rule, ruleSet } from './fixtures';

const USER: PasswordFacts = { logon: 'alex.morgan', email: 'alex@example.com', ssn: '123-45-6789' };
const item = (key: ChecklistItem['key'], met: boolean): ChecklistItem => ({ key, met });

describe('mergeLogonLines: the two login-name items become one line only when both are there', () => {
  it.each<[string, ChecklistItem[], ChecklistLine[]]>([
    [
      'both met: one met line in the place of the first',
      [item('missingNumber', true), item('equalsPortionOfLogon', true), item('containsLogon', true)],
      [item('missingNumber', true), { key: 'notLogon', met: true }],
    ],
    [
      'one unmet: the line is unmet',
      [item('equalsPortionOfLogon', true), item('containsLogon', false), item('passwordReused', true)],
      [{ key: 'notLogon', met: false }, item('passwordReused', true)],
    ],
    [
      'the other one unmet: unmet too',
      [item('equalsPortionOfLogon', false), item('containsLogon', true)],
      [{ key: 'notLogon', met: false }],
    ],
    [
      'only "part of": kept as it is',
      [item('equalsPortionOfLogon', false), item('passwordReused', false)],
      [item('equalsPortionOfLogon', false), item('passwordReused', false)],
    ],
    ['only "contains": kept as it is', [item('containsLogon', true)], [item('containsLogon', true)]],
    ['neither: the items unchanged', [item('passwordReused', false)], [item('passwordReused', false)]],
    ['no items at all', [], []],
  ])('%s', (_name, items, lines) => {
    expect(mergeLogonLines(items)).toEqual(lines);
  });
});

describe("checklistLines over a rule set (the server's list decides)", () => {
  const keys = (rules: RuleSet, password = '') =>
    checklistLines(rules, password, USER).map((line) => `${line.key}${line.met ? '+' : '-'}`);

  it.each<[string, RuleSet, string, string[]]>([
    [
      'both types listed: one line, unmet while empty',
      ruleSet(0, rule(RULE_TYPE.notPartOfLogon), rule(RULE_TYPE.notContainingLogon)),
      '',
      ['notLogon-', 'passwordReused-'],
    ],
    [
      'both listed, a password far from the login name: met',
      ruleSet(0, rule(RULE_TYPE.notPartOfLogon), rule(RULE_TYPE.notContainingLogon)),
      'Harbor#2026x',
      ['notLogon+', 'passwordReused+'],
    ],
    [
      'both listed, the password contains the login name: unmet',
      ruleSet(0, rule(RULE_TYPE.notPartOfLogon), rule(RULE_TYPE.notContainingLogon)),
      'xxalex.morganxx',
      ['notLogon-', 'passwordReused+'],
    ],
    [
      'only type 10 listed: its own line',
      ruleSet(0, rule(RULE_TYPE.notContainingLogon)),
      '',
      ['containsLogon-', 'passwordReused-'],
    ],
    [
      'only type 9 listed: its own line',
      ruleSet(0, rule(RULE_TYPE.notPartOfLogon)),
      '',
      ['equalsPortionOfLogon-', 'passwordReused-'],
    ],
  ])('%s', (_name, rules, password, expected) => {
    expect(keys(rules, password)).toEqual(expected);
  });

  it('keeps the other lines in the spec order around the merged one', () => {
    expect(checklistLines(ALL_TYPES, '', USER).map((line) => line.key)).toEqual([
      'doesNotMeetMinimumLength',
      'missingCapitalLetter',
      'missingLowercaseLetter',
      'missingNumber',
      'missingSpecialCharacter',
      'matchesSSN',
      'matchesEmail',
      'containsThreeOrMoreConsecutiveIdenticalCharacters',
      'notLogon',
      'passwordReused',
    ]);
  });
});
