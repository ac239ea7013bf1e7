/**
 * The post-login queue (spec 01 §4; its table is src/domain/signIn/postLoginSteps.ts, which
 * the server shares): the queue moves through the steps like a wizard does
 * (src/engine/steps.ts).
 */
import { POST_LOGIN_STEPS as STEPS, type PostLoginStep as Step } from '../../domain/signIn';
import { stepAfter, type LogicEnv } from '../../engine';

export { STEPS, type Step };

/** The first step after `after` (or the first step) whose rule holds; undefined when none is left. */
export function nextStep(after: Step | undefined, env: LogicEnv): Step | undefined {
  return stepAfter(STEPS, after, env)?.id;
}

/** The environment with more screen data, as the next step's rules will see it. */
export function withData(env: LogicEnv, data: Record<string, unknown>): LogicEnv {
  return { ...env, context: { ...env.context, data: { ...env.context.data, ...data } } };
}
