/** POST /api/OptOut/OptOut (spec 01 §2 Opt-out): the token of an e-mail's opt-out link stops further e-mails. */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { closedForMaintenance } from '../http/maintenance.ts';
import { body } from '../http/validate.ts';
import { optOut } from '../services/optOut.ts';

export function optOutRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/OptOut/OptOut',
    closedForMaintenance(deps),
    body('api/optOut.json#/$defs/OptOutRequest'),
    (c) => {
      // The portal fills EmailAddress with the token of the link.
      const { EmailAddress } = c.req.valid('json');
      return c.json(
        optOut(deps.db, deps.clock, EmailAddress)
          ? { HasNoErrors: true }
          : { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
      );
    },
  );
}
