import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../../../server/config/demoCredentialRules.ts';
import {
  needsServerCheck,
  type RuleSet,
  RULE_TYPE,
  type ServerCheckFlags,
  type ServerCheckOptions,
  serverCheckFlags,
  serverFindings,
  ssnDigitsOf,
} from '../../../../src/domain/passwords';
import { rule, ruleSet } from './fixtures';

const DEMO = ruleSet(8, ...PASSWORD_RULES);
const NO_SERVER_RULES = ruleSet(8, rule(RULE_TYPE.capital), rule(RULE_TYPE.number));

const flags = (ssn: boolean, email: boolean, exists: boolean): ServerCheckFlags => ({
  InvalidWhenMatchesSSN: ssn,
  InvalidWhenMatchEmail: email,
  InvalidWhenPasswordExists: exists,
});

describe('serverCheckFlags (spec 01 §5 "Server-side checks", §7 ValidatePasswordFor…)', () => {
  it.each<[string, RuleSet, string, ServerCheckOptions, ServerCheckFlags]>([
    ['§5 matches SSN: 9 digits', DEMO, '123456789', {}, flags(true, false, true)],
    ['§5 matches SSN: 9 digits once dashes are removed', DEMO, '123-45-6789', {}, flags(true, false, true)],
    ['§5 matches SSN: spaces removed like the local rule', DEMO, '123 45 6789', {}, flags(true, false, true)],
    ['§5 matches SSN: 8 digits are not asked', DEMO, '12345678', {}, flags(false, false, true)],
    ['§5 matches SSN: 10 digits are not asked', DEMO, '1234567890', {}, flags(false, false, true)],
    ['§5 matches SSN: 9 digits among other characters', DEMO, 'a123456789', {}, flags(true, false, true)],
    ['§5 matches SSN: 9 digits in a strong password', DEMO, '12A34567b89#', {}, flags(true, false, true)],
    ['§5 matches SSN: 9 digits split by letters', DEMO, '12A34B56c7#89', {}, flags(true, false, true)],
    ['§5 looks like an e-mail', DEMO, 'alex@example.com', {}, flags(false, true, true)],
    ['§5 looks like an e-mail once trimmed', DEMO, ' alex@example.com ', {}, flags(false, true, true)],
    ['§5 not an e-mail: no domain dot', DEMO, 'alex@example', {}, flags(false, false, true)],
    ['§5 not an e-mail: no @', DEMO, 'alex.example.com', {}, flags(false, false, true)],
    ['§5 used before: asked when type 11 is listed', DEMO, 'Harbor#2026', {}, flags(false, false, true)],
    [
      '§5 used before: not asked without type 11',
      NO_SERVER_RULES,
      'Harbor#2026',
      {},
      flags(false, false, false),
    ],
    [
      '§5 used before: asked when the caller wants it',
      NO_SERVER_RULES,
      'Harbor#2026',
      { checkReused: true },
      flags(false, false, true),
    ],
    [
      '§5 SSN and e-mail only when the list has types 5 and 7',
      NO_SERVER_RULES,
      '123456789',
      {},
      flags(false, false, false),
    ],
    [
      '§5 nothing is asked about an empty password',
      DEMO,
      '',
      { checkReused: true },
      flags(false, false, false),
    ],
    [
      'nothing is asked about a password the local rules refuse (given the facts)',
      DEMO,
      '123-45-6789',
      { checkReused: true, facts: {} },
      flags(false, false, false),
    ],
    [
      'nothing is asked about a password holding the login name',
      DEMO,
      'Alex#2026xyz',
      { facts: { logon: 'alex' } },
      flags(false, false, false),
    ],
    [
      'everything listed is asked about a password the local rules accept',
      DEMO,
      '12A34567b89#',
      { facts: { logon: 'alex', email: 'alex@example.com' } },
      flags(true, false, true),
    ],
  ])('%s', (_rule, rules, password, options, expected) => {
    expect(serverCheckFlags(rules, password, options)).toEqual(expected);
  });

  it.each([
    ['123456789', '123456789'],
    ['123-45-6789', '123456789'],
    ['Ab#1234x56789', '123456789'],
    ['12345678', undefined],
    ['1234567890', undefined],
    ['', undefined],
  ])('ssnDigitsOf(%s) is %s, the reading the server compares with the SSN', (password, digits) => {
    expect(ssnDigitsOf(password)).toBe(digits);
  });

  it.each<[string, ServerCheckFlags, boolean]>([
    ['§5 no question, no call', flags(false, false, false), false],
    ['§5 one question is worth a call', flags(false, true, false), true],
  ])('needsServerCheck: %s', (_rule, value, needed) => {
    expect(needsServerCheck(value)).toBe(needed);
  });

  it.each<[string, Parameters<typeof serverFindings>[0], ReturnType<typeof serverFindings>]>([
    [
      '§7 every answer true',
      { PasswordMatchesSSN: true, PasswordMatchesEmail: true, PasswordExists: true },
      { matchesSsn: true, matchesEmail: true, reused: true },
    ],
    ['§7 answers missing', {}, { matchesSsn: false, matchesEmail: false, reused: false }],
    [
      '§7 only a literal true counts',
      { PasswordMatchesSSN: 'true', PasswordMatchesEmail: 1, PasswordExists: null },
      { matchesSsn: false, matchesEmail: false, reused: false },
    ],
  ])('serverFindings: %s', (_rule, answer, findings) => {
    expect(serverFindings(answer)).toEqual(findings);
  });
});
