/**
 * Calls the portal makes around its pages (spec 01 §7, spec 03 §7): maintenance mode,
 * client error reports, the institution options, the credential rules, and the passable
 * token that hands a signed-in borrower to the loan application opened in a new tab.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { credentialRuleSet } from '../config/demoCredentialRules.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { recordClientError } from '../services/clientErrors.ts';
import { consumePassableToken, issuePassableToken } from '../services/passableTokens.ts';

const SCHEMA = 'api/support.json#/$defs/';
/** Where the demo sends a borrower who applies for a loan (an institution's own application). */
export const LOAN_APPLICATION_PAGE = '/demo-content/apply.html';

/** The credential-rule calls post an empty JSON object, or no body at all. */
const emptyObject = body('api/common.json#/$defs/Empty');
const emptyBody: MiddlewareHandler<AppEnv> = async (c, next) =>
  (await c.req.text()) === '' ? next() : emptyObject(c, next);

export function supportRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();

  app.get('/MaintenanceMode', (c) => c.json({ isEnabled: institution.option('MaintenanceMode') === true }));

  app.post('/ClientError', body(`${SCHEMA}ClientErrorRequest`), (c) => {
    const outcome = recordClientError(deps, c.req.valid('json'));
    return c.json({ HasNoErrors: true, Kept: outcome !== 'full' });
  });

  app.get('/Login/GetInstitutionOptions', (c) => c.json(institution.options.institutionOptions));

  app.post('/CredentialValidationRules/GetPasswordValidationRules', emptyBody, (c) =>
    c.json(credentialRuleSet(institution, 'password')),
  );
  app.post('/CredentialValidationRules/GetLogonValidationRules', emptyBody, (c) =>
    c.json(credentialRuleSet(institution, 'logon')),
  );

  const session = requireSession(deps);

  app.get('/PassableToken/GetPassableToken', session, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(issuePassableToken(db, clock, c.get('session').userId));
  });

  // No session header reaches a new tab: the single-use token is the credential.
  app.get('/ApplyForLoan', (c) => {
    const token = c.req.query('token');
    if (!token || consumePassableToken(db, clock, token) === undefined)
      throw forbidden('NotAuthorized', 'The link to the loan application is missing, used or expired.');
    return c.redirect(LOAN_APPLICATION_PAGE, 302);
  });

  return app;
}
