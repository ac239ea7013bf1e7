/** The signed-in user's profile and login history (spec 01 §2 Profile, spec 03 §2.14). */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { loginHistory, profileOf } from '../services/profile.ts';

export function profileRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/Profile', session, (c) =>
    c.json({ HasNoErrors: true, Errors: [], ...profileOf(db, c.get('session').userId)! }),
  );

  app.get('/Profile/LoginHistory', session, (c) => c.json(loginHistory(db, c.get('session').userId)));

  return app;
}
