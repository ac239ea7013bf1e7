/**
 * The post-login queue (spec 01 §4): the steps in their order, each included when its
 * named rule of rules/post-login.json holds for the sign-in's data. The queue moves
 * through them like a wizard does (src/engine/steps.ts).
 */
import { stepAfter, type LogicEnv } from '../../engine';

export const STEPS = [
  { id: 'securityCode', includedWhen: { rule: 'needsSecurityCode' } },
  { id: 'ssnValidation', includedWhen: { rule: 'needsSsnValidation' } },
  { id: 'passwordChange', includedWhen: { rule: 'needsPasswordChange' } },
  { id: 'secretQuestion', includedWhen: { rule: 'needsSecretQuestion' } },
  { id: 'agreements', includedWhen: { rule: 'needsAgreements' } },
] as const;

export type Step = (typeof STEPS)[number]['id'];

/** The first step after `after` (or the first step) whose rule holds; undefined when none is left. */
export function nextStep(after: Step | undefined, env: LogicEnv): Step | undefined {
  return stepAfter(STEPS, after, env)?.id;
}

/** The environment with more screen data, as the next step's rules will see it. */
export function withData(env: LogicEnv, data: Record<string, unknown>): LogicEnv {
  return { ...env, context: { ...env.context, data: { ...env.context.data, ...data } } };
}
