/**
 * The body types the API reads (issue 32 point 7): JSON, multipart/form-data on the upload
 * calls, and a form post on the demo's single sign-on page. A body of any other type answers
 * 415 before it is read. A browser sends a cross-site POST without asking first (no CORS
 * preflight) only as text/plain, a form or multipart, so refusing those types where JSON is
 * expected keeps other sites from making these calls.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

export interface BodyTypes {
  /** Full paths (/api/…) whose body is multipart/form-data. */
  multipart: readonly string[];
  /** Full paths whose body is a form post (application/x-www-form-urlencoded). */
  form: readonly string[];
}

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The media type a Content-Type names, lower case, without its parameters ('' for none). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function requireBodyTypes({ multipart, form }: BodyTypes): MiddlewareHandler<AppEnv> {
  const multipartPaths = new Set(multipart);
  const formPaths = new Set(form);
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    const hasBody =
      length !== undefined
        ? Number(length) > 0
        : c.req.header('Transfer-Encoding') !== undefined || c.req.raw.body !== null;
    if (hasBody) {
      const expected = multipartPaths.has(c.req.path)
        ? MULTIPART_TYPE
        : formPaths.has(c.req.path)
          ? FORM_TYPE
          : JSON_TYPE;
      const sent = mediaTypeOf(c.req.header('Content-Type'));
      if (sent !== expected)
        throw new HttpError(
          415,
          'UnsupportedMediaType',
          `The body of this call must be sent as ${expected}${sent ? `, not ${sent}` : ''}.`,
        );
    }
    await next();
  };
}
