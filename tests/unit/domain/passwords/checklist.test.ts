import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../../../server/config/demoCredentialRules.ts';
import {
  type ChecklistItem,
  checklist,
  type PasswordFacts,
  type RuleKey,
  type RuleSet,
  RULE_TYPE,
  ruleErrors,
  type ServerFindings,
} from '../../../../src/domain/passwords';
import { ALL_TYPES, rule, ruleSet } from './fixtures';

/** The demo institution's published list (server/config/demoCredentialRules.ts), minimum 8. */
const DEMO = ruleSet(8, ...PASSWORD_RULES);
const USER: PasswordFacts = { logon: 'alex.morgan', email: 'alex@example.com', ssn: '123-45-6789' };
const keys = (items: ChecklistItem[]) => items.map((item) => item.key);

/** Every rule of the checklist in the spec's order, "password reused" last. */
const SPEC_ORDER: RuleKey[] = [
  'doesNotMeetMinimumLength',
  'missingCapitalLetter',
  'missingLowercaseLetter',
  'missingNumber',
  'missingSpecialCharacter',
  'matchesSSN',
  'matchesEmail',
  'containsThreeOrMoreConsecutiveIdenticalCharacters',
  'equalsPortionOfLogon',
  'containsLogon',
  'passwordReused',
];

describe('checklist order and presence (spec 01 §5 "Password rule checklist")', () => {
  it.each<[string, RuleSet, RuleKey[]]>([
    ['§5 the demo list, in the spec order, reuse last', DEMO, SPEC_ORDER],
    [
      '§5 the spec order whatever the order of the list',
      ruleSet(6, ...[...ALL_TYPES.PasswordValidationRules].reverse()),
      SPEC_ORDER,
    ],
    ['§5 "Password reused" is always listed: an empty list', ruleSet(0), ['passwordReused']],
    [
      '§5 minimum length when above 0, even without type 6',
      ruleSet(8, rule(RULE_TYPE.number)),
      ['doesNotMeetMinimumLength', 'missingNumber', 'passwordReused'],
    ],
    [
      '§5 no minimum-length item at 0, even with type 6',
      ruleSet(0, rule(RULE_TYPE.minimumLength)),
      ['passwordReused'],
    ],
    ['§5 no minimum-length item below 0', ruleSet(-1), ['passwordReused']],
    ['§5 no minimum-length item for a minimum that is not a number', ruleSet(Number.NaN), ['passwordReused']],
    [
      '§5 each rule only when listed: number and special only',
      ruleSet(0, rule(RULE_TYPE.special), rule(RULE_TYPE.number)),
      ['missingNumber', 'missingSpecialCharacter', 'passwordReused'],
    ],
    [
      '§5 reuse listed once even when type 11 is listed',
      ruleSet(0, rule(RULE_TYPE.notPrevious), rule(RULE_TYPE.notPrevious)),
      ['passwordReused'],
    ],
  ])('%s', (_rule, rules, expected) => {
    expect(keys(checklist(rules, 'anything', USER))).toEqual(expected);
  });

  // §5: "any letter (only when neither capital nor lowercase is required)".
  it.each<[string, number[], boolean]>([
    ['§5 any letter: letter alone is listed', [RULE_TYPE.letter], true],
    ['§5 any letter: not with capital', [RULE_TYPE.capital, RULE_TYPE.letter], false],
    ['§5 any letter: not with lowercase', [RULE_TYPE.letter, RULE_TYPE.lowercase], false],
    ['§5 any letter: not with both', [RULE_TYPE.capital, RULE_TYPE.lowercase, RULE_TYPE.letter], false],
    ['§5 any letter: not when not listed', [RULE_TYPE.number], false],
    [
      '§5 any letter: not in the full list',
      ALL_TYPES.PasswordValidationRules.map((r) => r.ValidationRuleType),
      false,
    ],
  ])('%s', (_rule, types, shown) => {
    const rules = ruleSet(0, ...types.map((type) => rule(type)));
    expect(keys(checklist(rules, 'x', {})).includes('missingLetter')).toBe(shown);
  });

  it('§5 minimum length carries its limit; no other item has one', () => {
    const items = checklist(DEMO, 'Alex#2026x', USER);
    expect(items[0]).toEqual({ key: 'doesNotMeetMinimumLength', met: true, limit: 8 });
    expect(items.slice(1).every((item) => !('limit' in item))).toBe(true);
  });
});

describe('checklist states (spec 01 §5)', () => {
  it.each<[string, RuleSet, ServerFindings | undefined]>([
    ['§5 all show invalid until a password is set: demo list', DEMO, undefined],
    ['§5 all show invalid until a password is set: every type', ALL_TYPES, undefined],
    ['§5 all show invalid until a password is set: server said all is fine', DEMO, { reused: false }],
    ['§5 all show invalid until a password is set: empty list', ruleSet(0), undefined],
  ])('%s', (_rule, rules, server) => {
    const items = checklist(rules, '', USER, server);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => !item.met)).toBe(true);
    expect(ruleErrors(rules, '', USER, server)).toEqual([]);
  });

  it.each<[string, string, ServerFindings | undefined, RuleKey[]]>([
    ['§5 a good password meets every demo rule', 'Harbor#2026', undefined, []],
    [
      '§5 failing keys in checklist order',
      'alex.morgan',
      undefined,
      ['missingCapitalLetter', 'missingNumber', 'equalsPortionOfLogon', 'containsLogon'],
    ],
    [
      '§5 server findings fail their items even when local checks pass',
      'Harbor#2026',
      { matchesSsn: true, matchesEmail: true, reused: true },
      ['matchesSSN', 'matchesEmail', 'passwordReused'],
    ],
    [
      '§5 "Password reused" last among the failures',
      'harbor2026',
      { reused: true },
      ['missingCapitalLetter', 'missingSpecialCharacter', 'passwordReused'],
    ],
    ['§5 minimum length counts characters: 7 is short', 'Harb#26', undefined, ['doesNotMeetMinimumLength']],
    ['§5 minimum length: 8 is enough', 'Harb#267', undefined, []],
  ])('%s', (_rule, password, server, errors) => {
    expect(ruleErrors(DEMO, password, USER, server)).toEqual(errors);
    expect(keys(checklist(DEMO, password, USER, server).filter((item) => !item.met))).toEqual(errors);
  });

  it('§5 findings for a rule the set does not list add no item', () => {
    const rules = ruleSet(0, rule(RULE_TYPE.number));
    expect(ruleErrors(rules, 'abc1', {}, { matchesSsn: true, matchesEmail: true })).toEqual([]);
  });
});
