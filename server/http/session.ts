import type { MiddlewareHandler } from 'hono';
import { touchSession } from '../services/sessions.ts';
import type { AppEnv, Deps } from './env.ts';
import { unauthorized } from './errors.ts';

/** Every signed-in call: the UserToken header must name a live session, else 401 Unauthorized. */
export function requireSession({ db, clock }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('UserToken');
    const user = token ? touchSession(db, clock, token) : undefined;
    if (!user) throw unauthorized();
    c.set('session', user);
    await next();
  };
}
