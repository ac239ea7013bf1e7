/**
 * The uploads (spec 03 §2.8, §3 File type and Upload form fields, §5, §7): the file types of
 * the uploader's select, and one file uploaded to one of the caller's accounts, one of the
 * caller's applications, or the caller's profile (a personal user's only). The account or
 * application is resolved among the caller's own before anything else (403 with no data
 * otherwise); the file is then checked, stored and recorded by services/documents/uploads.ts.
 * Their bodies may be as large as the option UploadMaxBytes allows (bodyLimit.ts, app.ts).
 */
import { Hono } from 'hono';
import { FILE_TYPES } from '../config/fileTypes.ts';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { multipart } from '../http/multipart.ts';
import { requireSession } from '../http/session.ts';
import { fileServicesOn, ownApplicationId } from '../services/documents/documents.ts';
import { checkPersonal, storeUpload } from '../services/documents/uploads.ts';
import { ownAccount } from '../services/loans/account.ts';

const SCHEMA = 'api/documents.json#/$defs/';

/** The upload routes under /api, as the body limit names them. */
export const UPLOAD_PATHS = [
  '/api/file/UploadFileWithLoanNumber',
  '/api/file/UploadByCustomerID',
  '/api/file/UploadFileWithApplicationNumber',
] as const;

export function uploadRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);
  const uploaded = (document: Awaited<ReturnType<typeof storeUpload>>) => ({
    HasNoErrors: true as const,
    Errors: [],
    Document: document,
  });

  app.get('/file/GetFileTypes', session, (c) =>
    c.json(
      fileServicesOn(deps)
        ? { HasNoErrors: true, Errors: [], FileTypes: FILE_TYPES }
        : { HasNoErrors: false, Errors: [{ ErrorMessage: 'FileServicesOff' }], FileTypes: [] },
    ),
  );

  app.post('/file/UploadFileWithLoanNumber', session, multipart(`${SCHEMA}LoanUploadForm`), async (c) => {
    const { fields, file } = c.req.valid('form');
    const user = c.get('session');
    const account = db.transaction(() => ownAccount(db, user, fields.LoanNumber));
    const target = {
      customerId: user.customerId,
      userId: user.userId,
      accountId: account.id,
      applicationId: null,
      ip: clientIp(c),
    };
    return c.json(uploaded(await storeUpload(deps, target, fields.FileTypeID, file)));
  });

  app.post(
    '/file/UploadFileWithApplicationNumber',
    session,
    multipart(`${SCHEMA}ApplicationUploadForm`),
    async (c) => {
      const { fields, file } = c.req.valid('form');
      const user = c.get('session');
      const applicationId = db.transaction(() =>
        ownApplicationId(db, user.customerId, fields.ApplicationNumber),
      );
      const target = {
        customerId: user.customerId,
        userId: user.userId,
        accountId: null,
        applicationId,
        ip: clientIp(c),
      };
      return c.json(uploaded(await storeUpload(deps, target, fields.FileTypeID, file)));
    },
  );

  app.post('/file/UploadByCustomerID', session, multipart(`${SCHEMA}CustomerUploadForm`), async (c) => {
    const { fields, file } = c.req.valid('form');
    const user = c.get('session');
    checkPersonal(deps, user.customerId);
    const target = {
      customerId: user.customerId,
      userId: user.userId,
      accountId: null,
      applicationId: null,
      ip: clientIp(c),
    };
    return c.json(uploaded(await storeUpload(deps, target, fields.FileTypeID, file)));
  });

  return app;
}
