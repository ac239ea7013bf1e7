/**
 * The post-login queue (spec 01 §4): the steps in their order, each included when its
 * named rule of rules/post-login.json holds for the sign-in's data.
 */
import { evaluate, isTruthy, type LogicEnv } from '../../engine';

export const STEPS = [
  { step: 'securityCode', rule: 'needsSecurityCode' },
  { step: 'ssnValidation', rule: 'needsSsnValidation' },
  { step: 'passwordChange', rule: 'needsPasswordChange' },
  { step: 'secretQuestion', rule: 'needsSecretQuestion' },
  { step: 'agreements', rule: 'needsAgreements' },
] as const;

export type Step = (typeof STEPS)[number]['step'];

/** The first step after `after` (or the first step) whose rule holds; undefined when none is left. */
export function nextStep(after: Step | undefined, env: LogicEnv): Step | undefined {
  const start = after === undefined ? 0 : STEPS.findIndex((entry) => entry.step === after) + 1;
  return STEPS.slice(start).find((entry) => isTruthy(evaluate({ rule: entry.rule }, env)))?.step;
}

/** The environment with more screen data, as the next step's rules will see it. */
export function withData(env: LogicEnv, data: Record<string, unknown>): LogicEnv {
  return { ...env, context: { ...env.context, data: { ...env.context.data, ...data } } };
}
