/**
 * Ordered steps with inclusion conditions: the registration and recovery wizards and the
 * post-login queue move through them the same way. A step is part of the sequence while
 * its includedWhen holds in the current environment (no condition: always), so what an
 * earlier step learned (a verified e-mail, a sign-in answer) decides the steps after it.
 */
import { evaluate, isTruthy, type Logic, type LogicEnv } from './logic';

export interface StepDefinition {
  id: string;
  includedWhen?: Logic;
}

export type StepMove = 'next' | 'back';

export function isIncluded(step: StepDefinition, env: LogicEnv): boolean {
  return step.includedWhen === undefined || isTruthy(evaluate(step.includedWhen, env));
}

/** The steps that are part of the sequence now, in their order. */
export function includedSteps<S extends StepDefinition>(steps: readonly S[], env: LogicEnv): S[] {
  return steps.filter((step) => isIncluded(step, env));
}

/** The first included step after `after` (or the first included step); undefined when none is left. */
export function stepAfter<S extends StepDefinition>(
  steps: readonly S[],
  after: string | undefined,
  env: LogicEnv,
): S | undefined {
  const start = after === undefined ? 0 : steps.findIndex((step) => step.id === after) + 1;
  return steps.slice(start).find((step) => isIncluded(step, env));
}

/** The last included step before `before`; the first included step when there is none (Go Back stays on the first). */
export function stepBefore<S extends StepDefinition>(
  steps: readonly S[],
  before: string | undefined,
  env: LogicEnv,
): S | undefined {
  const end = steps.findIndex((step) => step.id === before);
  const earlier = end < 0 ? [] : steps.slice(0, end).filter((step) => isIncluded(step, env));
  return earlier.at(-1) ?? stepAfter(steps, undefined, env);
}

/** The current step: the named one while it is included, else the first included one. */
export function currentStep<S extends StepDefinition>(
  steps: readonly S[],
  id: unknown,
  env: LogicEnv,
): S | undefined {
  const named = steps.find((step) => step.id === id);
  return named && isIncluded(named, env) ? named : stepAfter(steps, undefined, env);
}

/** Where a move from `from` leads. */
export function moveStep<S extends StepDefinition>(
  steps: readonly S[],
  from: string | undefined,
  move: StepMove,
  env: LogicEnv,
): S | undefined {
  return move === 'next' ? stepAfter(steps, from, env) : stepBefore(steps, from, env);
}
