import { describe, expect, it } from 'vitest';
import { findLogicIssues, type LogicIssue } from '../../../../src/engine/logic/check';
import type { Logic } from '../../../../src/engine/logic/types';

const unknown = (path: string, operator: string): LogicIssue => ({
  path,
  message: `unknown json-logic operator "${operator}"`,
});
const notOne = (path: string, count: number): LogicIssue => ({
  path,
  message: `a condition object must have exactly one operator, found ${count}`,
});

describe('findLogicIssues', () => {
  it.each<[string, Logic]>([
    ['a string', 'text'],
    ['a number', 3],
    ['a boolean', true],
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['an array of literals', [1, 'a', null]],
    ['a var', { var: 'form.username' }],
    [
      'nested operators',
      { and: [{ '==': [{ var: 'query.error' }, 'down'] }, { '!': { flag: 'login.hideFaq' } }] },
    ],
    [
      'custom operators',
      { or: [{ rule: 'isMember' }, { '>': [{ daysBetween: [{ today: [] }, '2027-01-01'] }, 3] }] },
    ],
    ['option with default', { option: ['UserNameMinimumLength', 8] }],
    ['operators inside arrays of arrays', [[{ var: 'a' }], [[{ cat: ['a', 'b'] }]]]],
  ])('accepts %s', (_label, logic) => {
    expect(findLogicIssues(logic)).toEqual([]);
  });

  it.each<[string, Logic, LogicIssue[]]>([
    ['an unknown operator at the root', { nope: [1] }, [unknown('', 'nope')]],
    ['log', { log: 'x' }, [unknown('', 'log')]],
    ['method', { method: ['x', 'toUpperCase'] }, [unknown('', 'method')]],
    ['an unknown operator as /and/1', { and: [true, { foo: 1 }] }, [unknown('/and/1', 'foo')]],
    [
      'an unknown operator with its arguments checked too',
      { bad: { worse: 1 } },
      [unknown('', 'bad'), unknown('/bad', 'worse')],
    ],
    ['an empty object', {}, [notOne('', 0)]],
    ['two operators', { var: 'a', '==': [1, 1] }, [notOne('', 2)]],
    ['an empty object nested', { '!': [{}] }, [notOne('/!/0', 0)]],
    ['two operators nested', { or: [{ var: 'a' }, { and: [{ a: 1, b: 2 }] }] }, [notOne('/or/1/and/0', 2)]],
    ['an issue inside an array at the root', [1, [{ x: 1 }]], [unknown('/1/0', 'x')]],
    [
      'several issues in order',
      { if: [{ zz: 1 }, {}, { var: 'a' }] },
      [unknown('/if/0', 'zz'), notOne('/if/1', 0)],
    ],
  ])('reports %s', (_label, logic, issues) => {
    expect(findLogicIssues(logic)).toEqual(issues);
  });

  it('prefixes paths with the given base path', () => {
    expect(findLogicIssues({ and: [{ foo: 1 }] }, '/visibleWhen')).toEqual([
      unknown('/visibleWhen/and/0', 'foo'),
    ]);
  });
});
