/**
 * The document calls (spec 03 §2.8, §7; schemas/api/documents.json): the lists of an account,
 * of an application and of the profile, each reaching only the caller's own accounts and
 * applications (403 otherwise), and a document opened in a new window by a passable token
 * (GET /api/PassableToken/GetPassableToken, routes/support.ts), answered inline with its
 * content type, nosniff and a sandboxing policy of its own. With the option FileServices off the lists answer HasNoErrors false,
 * FileServicesOff and an empty Value (as EStatementsOff), and ViewDocument a 403.
 */
import { Hono } from 'hono';
import type { Document } from '../../src/generated/api-types/documents.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { query } from '../http/validate.ts';
import {
  accountDocuments,
  applicationDocuments,
  customerDocuments,
  fileServicesOn,
  ownApplicationId,
} from '../services/documents/documents.ts';
import { documentFile, grantedDocument } from '../services/documents/viewDocument.ts';
import { ownAccount } from '../services/loans/account.ts';

const SCHEMA = 'api/documents.json#/$defs/';

/**
 * The policy of a served file: a sandbox (an opaque origin: no scripts, no reaching the portal's
 * storage or cookies) that loads nothing but the file, with the inline styles Chromium's own
 * image viewer sets. The file's type is never one a browser runs, and nosniff keeps it so.
 */
export const DOCUMENT_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const listAnswer = (documents: Document[] | undefined) =>
  documents
    ? { HasNoErrors: true, Errors: [], Value: documents }
    : { HasNoErrors: false, Errors: [{ ErrorMessage: 'FileServicesOff' }], Value: [] };

export function documentRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/Documents/GetAccountDocuments', session, query(`${SCHEMA}AccountDocumentsQuery`), (c) => {
    const { accountNumber } = c.req.valid('query');
    const documents = db.transaction(() => {
      const user = c.get('session');
      const account = ownAccount(db, user, accountNumber);
      return fileServicesOn(deps) ? accountDocuments(db, user.customerId, account.id) : undefined;
    });
    return c.json(listAnswer(documents));
  });

  app.get('/Documents/GetApplicationDocuments', session, query(`${SCHEMA}ApplicationDocumentsQuery`), (c) => {
    const { applicationNumber } = c.req.valid('query');
    const documents = db.transaction(() => {
      const { customerId } = c.get('session');
      const applicationId = ownApplicationId(db, customerId, applicationNumber);
      return fileServicesOn(deps) ? applicationDocuments(db, customerId, applicationId) : undefined;
    });
    return c.json(listAnswer(documents));
  });

  app.get('/Documents/GetCustomerDocuments', session, query(`${SCHEMA}CustomerDocumentsQuery`), (c) => {
    const { customerId } = c.get('session');
    return c.json(listAnswer(fileServicesOn(deps) ? customerDocuments(db, customerId) : undefined));
  });

  // No session header reaches a new window: the single-use passable token is the credential.
  app.get('/Documents/ViewDocument', query(`${SCHEMA}ViewDocumentQuery`), async (c) => {
    const { token, FileId } = c.req.valid('query');
    const file = await documentFile(deps, grantedDocument(deps, token, FileId));
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `inline; filename="${file.filename}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', DOCUMENT_POLICY);
    return c.body(file.bytes.slice().buffer);
  });

  return app;
}
