/**
 * The Documents page's calls (schemas/api/achDocuments.json; spec 03 §2.15 menu Documents): the
 * signed-in user's signed ACH draft agreements (services/payments/signedAgreements.ts), and one
 * of them as a PDF in a new window by a single-use passable token, for its signer only. A bad
 * token, another user's agreement and an unknown id are the same 403. With the option
 * RequireAchDraftAgreement off the page does not exist: the list answers AchDraftAgreementOff
 * and no agreements, and ViewAgreement a 403.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { query } from '../http/validate.ts';
import { consumePassableToken } from '../services/passableTokens.ts';
import { signedAgreementPdf } from '../services/payments/signedAgreementPdf.ts';
import { ownSignedAgreement, signedAgreements } from '../services/payments/signedAgreements.ts';
import { DOCUMENT_POLICY } from './documents.ts';

const SCHEMA = 'api/achDocuments.json#/$defs/';

export function achDocumentRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);
  const required = () => institution.option('RequireAchDraftAgreement') === true;

  app.get('/AchDocuments/GetSignedAgreements', session, query(`${SCHEMA}SignedAgreementsQuery`), (c) => {
    if (!required())
      return c.json({
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'AchDraftAgreementOff' }],
        Agreements: [],
      });
    const agreements = signedAgreements(db, c.get('session').userId).map((signed) => signed.agreement);
    return c.json({ HasNoErrors: true, Errors: [], Agreements: agreements });
  });

  // No session header reaches a new window: the single-use passable token is the credential.
  app.get('/AchDocuments/ViewAgreement', query(`${SCHEMA}ViewAgreementQuery`), async (c) => {
    const { token, AgreementId } = c.req.valid('query');
    // The token is spent in the transaction that reads the agreement, refused or not.
    const signed = db.transaction(() => {
      const userId = consumePassableToken(db, clock, token);
      return userId === undefined ? undefined : ownSignedAgreement(db, userId, AgreementId);
    });
    if (!required()) throw forbidden('AchDraftAgreementOff', 'ACH draft agreements are not offered.');
    if (!signed)
      throw forbidden('NotAuthorized', 'The agreement link is missing, used or expired, or not yours.');
    const bytes = await signedAgreementPdf(
      signed.terms,
      signed.agreement.DateSigned,
      institution.setting('shell.institutionName'),
    );
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', 'inline; filename="ACH Draft Agreement.pdf"');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', DOCUMENT_POLICY);
    return c.body(bytes.slice().buffer);
  });

  return app;
}
