/** Table-driven tests of logic-facts: what is known about a json-logic expression without a context. */
import { describe, expect, it } from 'vitest';
import {
  canBeFalse,
  canBeTrue,
  constantOutcome,
  isWellFormed,
  readsNothing,
} from '../../../tools/portal-lint/logic-facts.ts';

const v = (path: string) => ({ var: path });
const eq = (a: unknown, b: unknown) => ({ '==': [a, b] });

describe('readsNothing', () => {
  it.each([
    [true, true],
    [{ '==': [1, 2] }, true],
    [{ daysBetween: ['2024-01-01', '2024-01-02'] }, true],
    [{ and: [true, { '!': [0] }] }, true],
    [v('session.loggedIn'), false],
    [{ '!': { missing: ['form.a'] } }, false],
    [{ missing_some: [1, ['a']] }, false],
    [{ flag: 'login.hideFaq' }, false],
    [{ setting: 'login.heading' }, false],
    [{ option: ['PasswordMinimumLength', 8] }, false],
    [{ rule: 'isSignedOut' }, false],
    [{ '==': [{ today: [] }, '2024-01-01'] }, false],
    [{ some: [[1], { '==': [v(''), 1] }] }, false],
  ])('%j: %s', (logic, expected) => {
    expect(readsNothing(logic)).toBe(expected);
  });
});

describe('isWellFormed', () => {
  it.each([
    [{ and: [true, [1, { '+': [1, 2] }]] }, true],
    [{ regexp: ['a', 'b'] }, false],
    [{ log: 'a' }, false],
    [{ and: [{}] }, false],
    [{ var: 'a', default: 1 }, false],
  ])('%j: %s', (logic, expected) => {
    expect(isWellFormed(logic)).toBe(expected);
  });
});

describe('constantOutcome', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [0, false],
    ['', false],
    ['no', true],
    [[], false],
    [{ '==': [1, '1'] }, true],
    [{ '===': [1, '1'] }, false],
    [{ and: [] }, false],
    [{ or: [0, 'x'] }, true],
    [{ if: [false, 1, 0] }, false],
    [{ '>': [{ daysBetween: ['2024-01-01', '2024-01-03'] }, 1] }, true],
    [{ '==': [{ addDays: ['2024-01-31', 1] }, '2024-02-01'] }, true],
    [{ merge: [] }, false],
  ])('%j is %s', (logic, expected) => {
    expect(constantOutcome(logic)).toBe(expected);
  });

  it.each([
    [v('session.loggedIn')],
    [{ flag: 'login.hideFaq' }],
    [{ regexp: [1] }],
    [{ a: 1, b: 2 }],
    [{ '==': [{ today: [] }, '2024-01-01'] }],
  ])('%j is not constant', (logic) => {
    expect(constantOutcome(logic)).toBeUndefined();
  });
});

describe('canBeTrue', () => {
  it.each([
    ['a var', v('form.a'), true],
    ['true', true, true],
    ['false', false, false],
    ['a constant false comparison', eq(1, 2), false],
    ['x == 1 and x == 2', { and: [eq(v('form.a'), 1), eq(v('form.a'), 2)] }, false],
    ['x == 1 and x == "1" (x = 1)', { and: [eq(v('form.a'), 1), eq(v('form.a'), '1')] }, true],
    ['x == 0 and x == "" (x = 0)', { and: [eq(v('form.a'), 0), eq(v('form.a'), '')] }, true],
    ['x == "0" and x == "" (x = 0)', { and: [eq(v('form.a'), '0'), eq(v('form.a'), '')] }, true],
    ['x == "a" and x == "b"', { and: [eq(v('form.a'), 'a'), eq(v('form.a'), 'b')] }, false],
    ['x == true and x == 1', { and: [eq(v('form.a'), true), eq(v('form.a'), 1)] }, true],
    ['x == null and x == 0', { and: [eq(v('form.a'), null), eq(v('form.a'), 0)] }, false],
    ['literal first', { and: [eq(1, v('form.a')), eq(v('form.a'), 2)] }, false],
    ['x == 1 and y == 2', { and: [eq(v('form.a'), 1), eq(v('form.b'), 2)] }, true],
    ['x == 1 and x != 1', { and: [eq(v('form.a'), 1), { '!=': [v('form.a'), 1] }] }, false],
    ['x == 1 and x != 2', { and: [eq(v('form.a'), 1), { '!=': [v('form.a'), 2] }] }, true],
    ['x == 1 and x !== 1 (x = "1")', { and: [eq(v('form.a'), 1), { '!==': [v('form.a'), 1] }] }, true],
    ['x === 1 and x != "1"', { and: [{ '===': [v('form.a'), 1] }, { '!=': [v('form.a'), '1'] }] }, false],
    ['x === 1 and x == "1"', { and: [{ '===': [v('form.a'), 1] }, eq(v('form.a'), '1')] }, true],
    ['x === 1 and x === "1"', { and: [{ '===': [v('form.a'), 1] }, { '===': [v('form.a'), '1'] }] }, false],
    ['x != 1 and x != 2', { and: [{ '!=': [v('form.a'), 1] }, { '!=': [v('form.a'), 2] }] }, true],
    ['X and !X', { and: [v('form.a'), { '!': v('form.a') }] }, false],
    ['X and !!X', { and: [v('form.a'), { '!!': [v('form.a')] }] }, true],
    ['X and ![X] (a list argument)', { and: [v('form.a'), { '!': [v('form.a')] }] }, false],
    ['nested and', { and: [v('form.a'), { and: [true, { '!': v('form.a') }] }] }, false],
    ['!(X or Y) and Y', { and: [{ '!': { or: [v('form.a'), v('form.b')] } }, v('form.b')] }, false],
    ['!(X and Y) and X', { and: [{ '!': { and: [v('form.a'), v('form.b')] } }, v('form.a')] }, true],
    ['or of impossible branches', { or: [false, eq(1, 2)] }, false],
    ['or with one possible branch', { or: [false, v('form.a')] }, true],
    [
      'or of contradictions',
      {
        or: [{ and: [v('form.a'), { '!': v('form.a') }] }, { and: [eq(v('form.b'), 1), eq(v('form.b'), 2)] }],
      },
      false,
    ],
    ['X and (X or Y): unsure, so possible', { and: [v('form.a'), { or: [v('form.a'), v('form.b')] }] }, true],
    ['if: unsure, so possible', { if: [v('form.a'), false, false] }, true],
    ['a rule', { and: [{ rule: 'isSignedOut' }, { '!': { rule: 'isSignedOut' } }] }, false],
  ])('%s', (_name, logic, expected) => {
    expect(canBeTrue(logic)).toBe(expected);
  });
});

describe('canBeFalse', () => {
  it.each([
    ['a var', v('form.a'), true],
    ['true', true, false],
    ['a constant true comparison', eq(1, 1), false],
    ['X or !X', { or: [v('form.a'), { '!': v('form.a') }] }, false],
    ['x == 1 or x != 1', { or: [eq(v('form.a'), 1), { '!=': [v('form.a'), 1] }] }, false],
    ['x == 1 or x == 2', { or: [eq(v('form.a'), 1), eq(v('form.a'), 2)] }, true],
    ['!(X and !X)', { '!': { and: [v('form.a'), { '!': v('form.a') }] } }, false],
    ['and with a true and a var', { and: [true, v('form.a')] }, true],
    ['and of always-true parts', { and: [true, { or: [v('form.a'), { '!': v('form.a') }] }] }, false],
  ])('%s', (_name, logic, expected) => {
    expect(canBeFalse(logic)).toBe(expected);
  });
});
