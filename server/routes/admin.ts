/**
 * The administrator's API of the reference server, which has no admin screens: off unless
 * PORTAL_ADMIN_TOKEN is set (an unknown path then), and every call must carry that token in
 * the AdminToken header, compared in constant time. POST /api/admin/unlock lifts a lockout;
 * GET /api/admin/SecurityEvents lists the security events, newest first.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { body, query } from '../http/validate.ts';
import { sameSecret } from '../security/tokens.ts';
import { clearFailedSignIns } from '../services/lockout.ts';
import { securityEvents } from '../services/securityEvents.ts';

const SCHEMA = 'api/admin.json#/$defs/';

/** Refuses a call without the administrator's token before anything of it is read. */
function administrator(token: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!sameSecret(c.req.header('AdminToken') ?? '', token))
      throw forbidden('NotAuthorized', 'The AdminToken header is missing or wrong.');
    await next();
  };
}

export function adminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  if (!deps.adminToken) return app;
  const admin = administrator(deps.adminToken);

  // A name no user has is unlocked alike: the answer does not tell who has an account.
  app.post('/admin/unlock', admin, body(`${SCHEMA}UnlockRequest`), (c) => {
    const { UserName } = c.req.valid('json');
    clearFailedSignIns(deps, UserName);
    deps.logger.log(`[admin] unlocked the login name ${JSON.stringify(UserName)}`);
    return c.json({ HasNoErrors: true });
  });

  app.get('/admin/SecurityEvents', admin, query(`${SCHEMA}SecurityEventsQuery`), (c) =>
    c.json(securityEvents(deps, c.req.valid('query').Limit ?? 100)),
  );

  return app;
}
