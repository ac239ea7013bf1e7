/**
 * The ACH draft agreement of a recurring ACH payment (spec 02 §7 AchDraftAgreement): prepared
 * by the signed-in borrower for their loan, then shown in a new window by its token (which
 * carries no session header), as an HTML page whose every value is escaped.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { paymentContext } from '../services/payments/context.ts';
import { draftAgreementPage, prepareDraftAgreement } from '../services/payments/draftAgreement.ts';

const SCHEMA = 'api/payments.json#/$defs/';

export function paymentDraftAgreementRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.post(
    '/AchDraftAgreement/PrepareAchDraftAgreementPreview',
    session,
    body(`${SCHEMA}AchDraftAgreementPreviewRequest`),
    (c) => {
      const request = c.req.valid('json');
      const { token, expires } = db.transaction(() =>
        prepareDraftAgreement(paymentContext(deps, c.get('session'), request.LoanAccountNumber), request),
      );
      return c.json({ HasNoErrors: true, Errors: [], PassableToken: token, Expires: expires });
    },
  );

  app.get(
    '/AchDraftAgreement/RenderACHDraftAgreementPreview',
    query(`${SCHEMA}RenderAchDraftAgreementPreviewQuery`),
    (c) => {
      const page = draftAgreementPage(
        db,
        clock,
        c.req.valid('query').token,
        institution.setting('shell.institutionName'),
      );
      if (page === undefined)
        throw forbidden('NotAuthorized', 'The link to the agreement is missing or expired.');
      return c.html(page);
    },
  );

  return app;
}
