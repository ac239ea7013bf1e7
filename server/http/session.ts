/**
 * The one guard of every signed-in call. A session whose user still owes post-login steps
 * (services/pendingSteps.ts: the same rules the portal's queue runs) may make only the calls
 * of those steps, which each route declares with `during`; any other call answers 403
 * PendingSignInSteps, so a route added later is closed until the steps are done by default.
 */
import type { MiddlewareHandler } from 'hono';
import { pendingSteps, type PostLoginStep } from '../services/pendingSteps.ts';
import { touchSession } from '../services/sessions.ts';
import type { AppEnv, Deps } from './env.ts';
import { forbidden, unauthorized } from './errors.ts';

export { EVERY_STEP, type PostLoginStep } from '../services/pendingSteps.ts';

export interface SessionRule {
  /** The post-login steps this call serves: it is allowed while one of them is pending. */
  during?: readonly PostLoginStep[];
}

function pendingStepsError(pending: readonly PostLoginStep[]) {
  return forbidden(
    'PendingSignInSteps',
    `Finish signing in first: this call waits for the pending sign-in steps ${pending.join(', ')}.`,
  );
}

/**
 * Every signed-in call: the UserToken header must name a live session, else 401
 * Unauthorized; while post-login steps are pending, the call must serve one of them, else 403.
 */
export function requireSession(deps: Deps, { during = [] }: SessionRule = {}): MiddlewareHandler<AppEnv> {
  const { db, clock } = deps;
  return async (c, next) => {
    const token = c.req.header('UserToken');
    const user = token ? touchSession(db, clock, token) : undefined;
    if (!user) throw unauthorized();
    const pending = pendingSteps(deps, user);
    if (pending.length > 0 && !pending.some((step) => during.includes(step)))
      throw pendingStepsError(pending);
    c.set('session', user);
    await next();
  };
}

/**
 * A call open to everyone that knows its caller when signed in (the messages form): with a
 * UserToken header the session must be live and done with its post-login steps, exactly as
 * requireSession says; without one the caller is null.
 */
export function optionalSession(deps: Deps): MiddlewareHandler<AppEnv> {
  const signedIn = requireSession(deps);
  return async (c, next) => {
    if (!c.req.header('UserToken')) {
      c.set('caller', null);
      return next();
    }
    return signedIn(c, async () => {
      c.set('caller', c.get('session'));
      await next();
    });
  };
}
