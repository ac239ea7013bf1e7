/**
 * PUT /api/ManualChangeContactInfo (spec 03 §2.9, §7): the manual contact info change request,
 * signed in, recorded and e-mailed to the institution in one transaction, answered once on
 * disk (schemas/api/contactChange.json).
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { recordContactChange } from '../services/contactChange.ts';

export function contactChangeRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.put(
    '/ManualChangeContactInfo',
    requireSession(deps),
    body('api/contactChange.json#/$defs/ContactChangeRequest'),
    (c) => {
      const request = c.req.valid('json');
      deps.db.transaction(() => recordContactChange(deps, c.get('session'), request));
      return c.json({ HasNoErrors: true, Errors: [] });
    },
  );
  return app;
}
