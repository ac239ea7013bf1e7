/**
 * Table-driven tests of the step ordering the wizards and the post-login queue share: a
 * step is part of the sequence while its includedWhen holds over the current data, and
 * moves skip the steps that are not.
 */
import { describe, expect, it } from 'vitest';
import {
  currentStep,
  includedSteps,
  isIncluded,
  moveStep,
  stepAfter,
  stepBefore,
  type StepDefinition,
  type StepMove,
} from '../../../src/engine/steps';
import { logicEnv } from './logicEnv';

const env = (data: Record<string, unknown> = {}) => logicEnv({ context: { data } });

/**
 * The sequence of most rows: email and password always; verify until the e-mail is
 * verified; question only when asked for.
 */
const STEPS: readonly StepDefinition[] = [
  { id: 'email' },
  { id: 'verify', includedWhen: { '!': { var: 'data.verified' } } },
  { id: 'password' },
  { id: 'question', includedWhen: { var: 'data.wantsQuestion' } },
];

/** A sequence whose first step may drop out. */
const FIRST_OPTIONAL: readonly StepDefinition[] = [
  { id: 'intro', includedWhen: { '!': { var: 'data.seenIntro' } } },
  { id: 'email' },
  { id: 'password' },
];

/** A sequence none of whose steps is included without data. */
const NONE_WITHOUT_DATA: readonly StepDefinition[] = [
  { id: 'a', includedWhen: { var: 'data.a' } },
  { id: 'b', includedWhen: { var: 'data.b' } },
];

const ids = (steps: readonly StepDefinition[]) => steps.map((step) => step.id);

describe('isIncluded', () => {
  it.each<[name: string, step: StepDefinition, data: Record<string, unknown>, included: boolean]>([
    ['a step without includedWhen is included', { id: 's' }, {}, true],
    ['includedWhen true includes the step', { id: 's', includedWhen: true }, {}, true],
    ['includedWhen false leaves the step out', { id: 's', includedWhen: false }, {}, false],
    [
      'a condition over data that holds includes',
      { id: 's', includedWhen: { var: 'data.x' } },
      { x: 1 },
      true,
    ],
    [
      'a condition over data that does not hold leaves out',
      { id: 's', includedWhen: { var: 'data.x' } },
      {},
      false,
    ],
    [
      'a comparison over data that holds includes',
      { id: 's', includedWhen: { '==': [{ var: 'data.kind' }, 'loan'] } },
      { kind: 'loan' },
      true,
    ],
    [
      'a comparison over data that does not hold leaves out',
      { id: 's', includedWhen: { '==': [{ var: 'data.kind' }, 'loan'] } },
      { kind: 'deposit' },
      false,
    ],
    [
      'a truthiness test follows json-logic: an empty list is false',
      { id: 's', includedWhen: { var: 'data.list' } },
      { list: [] },
      false,
    ],
    [
      'a condition may read a settings flag (false here)',
      { id: 's', includedWhen: { flag: 'login.hideRegister' } },
      {},
      false,
    ],
    [
      'a condition may read a settings flag (true here)',
      { id: 's', includedWhen: { flag: 'login.hideFaq' } },
      {},
      true,
    ],
  ])('%s', (_name, step, data, included) => {
    expect(isIncluded(step, env(data))).toBe(included);
  });
});

describe('includedSteps', () => {
  it.each<
    [name: string, steps: readonly StepDefinition[], data: Record<string, unknown>, expected: string[]]
  >([
    ['without data: the steps whose conditions hold, in order', STEPS, {}, ['email', 'verify', 'password']],
    ['data drops a step', STEPS, { verified: true }, ['email', 'password']],
    ['data adds a step', STEPS, { wantsQuestion: true }, ['email', 'verify', 'password', 'question']],
    [
      'data drops one step and adds another',
      STEPS,
      { verified: true, wantsQuestion: true },
      ['email', 'password', 'question'],
    ],
    ['steps without conditions are all included', [{ id: 'a' }, { id: 'b' }], {}, ['a', 'b']],
    ['no step is included: an empty list', NONE_WITHOUT_DATA, {}, []],
    ['no steps: an empty list', [], {}, []],
  ])('%s', (_name, steps, data, expected) => {
    expect(ids(includedSteps(steps, env(data)))).toEqual(expected);
  });

  it('returns the step objects themselves', () => {
    expect(includedSteps(STEPS, env())[0]).toBe(STEPS[0]);
  });
});

type MoveRow = [
  name: string,
  steps: readonly StepDefinition[],
  from: string | undefined,
  data: Record<string, unknown>,
  expected: string | undefined,
];

describe('stepAfter', () => {
  it.each<MoveRow>([
    ['from undefined: the first step', STEPS, undefined, {}, 'email'],
    ['from the first step: the second', STEPS, 'email', {}, 'verify'],
    ['from a middle step: the one after it', STEPS, 'verify', {}, 'password'],
    ['from the last included step: none is left', STEPS, 'password', {}, undefined],
    ['from the last step of the list: none is left', STEPS, 'question', { wantsQuestion: true }, undefined],
    [
      'from an unknown id: the first included step (the search starts at the top)',
      STEPS,
      'nowhere',
      {},
      'email',
    ],
    ['skips an excluded step', STEPS, 'email', { verified: true }, 'password'],
    ['reaches a step included by data', STEPS, 'password', { wantsQuestion: true }, 'question'],
    ['from undefined skips an excluded first step', FIRST_OPTIONAL, undefined, { seenIntro: true }, 'email'],
    ['from an excluded step: the next included one', STEPS, 'verify', { verified: true }, 'password'],
    ['no step included: undefined', NONE_WITHOUT_DATA, undefined, {}, undefined],
    ['no steps: undefined', [], undefined, {}, undefined],
  ])('%s', (_name, steps, from, data, expected) => {
    expect(stepAfter(steps, from, env(data))?.id).toBe(expected);
  });
});

describe('stepBefore', () => {
  it.each<MoveRow>([
    ['from the first step: stays on the first', STEPS, 'email', {}, 'email'],
    ['from the second step: the first', STEPS, 'verify', {}, 'email'],
    ['from a middle step: the one before it', STEPS, 'password', {}, 'verify'],
    ['from the last step: the one before it', STEPS, 'question', { wantsQuestion: true }, 'password'],
    ['skips an excluded step', STEPS, 'password', { verified: true }, 'email'],
    ['skips an excluded step at the end of the list', STEPS, 'question', {}, 'password'],
    [
      'from the first included step after an excluded first: stays there',
      FIRST_OPTIONAL,
      'email',
      { seenIntro: true },
      'email',
    ],
    ['to an included first step', FIRST_OPTIONAL, 'email', {}, 'intro'],
    ['from undefined: the first included step', STEPS, undefined, {}, 'email'],
    ['from an unknown id: the first included step', STEPS, 'nowhere', {}, 'email'],
    ['from undefined skips an excluded first step', FIRST_OPTIONAL, undefined, { seenIntro: true }, 'email'],
    ['no step included: undefined', NONE_WITHOUT_DATA, 'b', {}, undefined],
    ['no steps: undefined', [], undefined, {}, undefined],
  ])('%s', (_name, steps, from, data, expected) => {
    expect(stepBefore(steps, from, env(data))?.id).toBe(expected);
  });
});

describe('currentStep', () => {
  it.each<
    [
      name: string,
      steps: readonly StepDefinition[],
      id: unknown,
      data: Record<string, unknown>,
      expected: string | undefined,
    ]
  >([
    ['the named step while it is included', STEPS, 'password', {}, 'password'],
    ['the first step when named', STEPS, 'email', {}, 'email'],
    ['a step included by data when named', STEPS, 'question', { wantsQuestion: true }, 'question'],
    ['an excluded named step falls back to the first included', STEPS, 'verify', { verified: true }, 'email'],
    ['an unknown id falls back to the first included', STEPS, 'nowhere', {}, 'email'],
    ['no step named (undefined) is the first included', STEPS, undefined, {}, 'email'],
    ['a value that is not a step id (a number) is the first included', STEPS, 3, {}, 'email'],
    ['the fallback skips an excluded first step', FIRST_OPTIONAL, 'nowhere', { seenIntro: true }, 'email'],
    [
      'an excluded first step named falls back to the next included',
      FIRST_OPTIONAL,
      'intro',
      { seenIntro: true },
      'email',
    ],
    ['no step included: undefined', NONE_WITHOUT_DATA, 'a', {}, undefined],
  ])('%s', (_name, steps, id, data, expected) => {
    expect(currentStep(steps, id, env(data))?.id).toBe(expected);
  });
});

describe('moveStep', () => {
  it.each<
    [
      name: string,
      from: string | undefined,
      move: StepMove,
      data: Record<string, unknown>,
      expected: string | undefined,
    ]
  >([
    ['next from the first step: the second', 'email', 'next', {}, 'verify'],
    ['next skips an excluded step', 'email', 'next', { verified: true }, 'password'],
    ['next from the last included step: undefined', 'password', 'next', {}, undefined],
    ['next from undefined: the first step', undefined, 'next', {}, 'email'],
    ['back from a middle step: the one before', 'password', 'back', {}, 'verify'],
    ['back skips an excluded step', 'password', 'back', { verified: true }, 'email'],
    ['back from the first step stays on the first', 'email', 'back', {}, 'email'],
    ['back from undefined: the first step', undefined, 'back', {}, 'email'],
  ])('%s', (_name, from, move, data, expected) => {
    expect(moveStep(STEPS, from, move, env(data))?.id).toBe(expected);
  });

  it.each<[move: StepMove, same: typeof stepAfter]>([
    ['next', stepAfter],
    ['back', stepBefore],
  ])('%s answers what its own function answers, for every step', (move, same) => {
    for (const data of [{}, { verified: true }, { wantsQuestion: true }])
      for (const from of [undefined, ...ids(STEPS)])
        expect(moveStep(STEPS, from, move, env(data))).toBe(same(STEPS, from, env(data)));
  });
});
