/**
 * POST /api/AgreementLogging (spec 01 §3, §7): the signed-in user agrees to agreements of
 * the institution, by id (HostNum); agreeing with TurnEStatementsOn also makes the
 * statements of the customer's loans electronic.
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { makeLoanStatementsElectronic } from '../services/accounts.ts';
import { configuredAgreements, recordAgreements } from '../services/agreements.ts';

export function agreementRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps, { during: ['agreements'] });

  app.post('/AgreementLogging', session, body('api/signInSetup.json#/$defs/AgreementLoggingRequest'), (c) => {
    const request = c.req.valid('json');
    const { userId, customerId, username } = c.get('session');
    if (request.UserName.toLowerCase() !== username.toLowerCase())
      throw forbidden('NotAuthorized', 'The UserName is not the signed-in user.');
    const configured = configuredAgreements(institution);
    const unknown = request.Agreements.find((id) => !configured.has(id));
    if (unknown !== undefined)
      throw badRequest(`Invalid request: ${unknown} is not an agreement of the institution.`);
    const agreements = request.Agreements.map((id) => configured.get(id)!);
    const records = db.transaction(() => {
      const written = recordAgreements(db, clock, userId, clientIp(c), agreements);
      if (request.TurnEStatementsOn) makeLoanStatementsElectronic(db, customerId);
      return written;
    });
    return c.json({ HasNoErrors: true, Records: records });
  });

  return app;
}
