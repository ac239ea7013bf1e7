/**
 * Solutions By Text (spec 01 §2 text subscription dialog, §7): a phone's subscriptions per
 * branding, read and modified in the demo store (services/sbt). Signed in; only the user's own
 * phones (403 NotOwnPhone otherwise).
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { getSubscriptionInfo, modifySubscriptions } from '../services/sbt/subscriptions.ts';

const SCHEMA = 'api/profile.json#/$defs/';

export function solutionsByTextRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.post('/SolutionsByText/GetSubscriptionInfo', session, body(`${SCHEMA}SubscriptionPhoneRequest`), (c) =>
    c.json(getSubscriptionInfo(deps, c.get('session'), c.req.valid('json').PhoneNumber)),
  );

  app.post(
    '/SolutionsByText/ModifySubscriptions',
    session,
    body(`${SCHEMA}ModifySubscriptionsRequest`),
    (c) => {
      const request = c.req.valid('json');
      const ip = clientIp(c);
      return c.json(deps.db.transaction(() => modifySubscriptions(deps, c.get('session'), request, ip)));
    },
  );

  return app;
}
