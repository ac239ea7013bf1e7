/** The dashboard's lists (spec 03 §2.2, §7): the customer's accounts and recent loan applications. */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { query } from '../http/validate.ts';
import { accountList, applicationList } from '../services/accounts.ts';

/** The application list's window when the query names none (spec 03 §9). */
export const APPLICATION_DAYS = 30;

export function accountRoutes(deps: Deps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/accountList', session, (c) =>
    c.json({ HasNoErrors: true, Errors: [], Accounts: accountList(db, c.get('session').customerId) }),
  );

  app.get('/Application/GetList', session, query('api/accounts.json#/$defs/ApplicationListQuery'), (c) => {
    const days = Number(c.req.valid('query').numDaysToRetrieve ?? APPLICATION_DAYS);
    const applications = applicationList(db, clock, c.get('session').customerId, days);
    return c.json({ HasNoErrors: true, Errors: [], Applications: applications });
  });

  return app;
}
