import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { errorBody } from './errors.ts';

/** JSON bodies and form posts; uploads get a limit of their own. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Room for an upload's multipart framing and text fields beside the file itself. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 before it is read: by its Content-Length when it
 * has one, else (chunked) by counting while it streams in, stopping at the limit. Hono's
 * bodyLimit does both; this gives its refusal the API's error shape, and `message` its Message.
 */
export function limitBody(
  maxBytes = JSON_BODY_LIMIT,
  message = `The request body is larger than ${maxBytes} bytes.`,
): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('PayloadTooLarge', message), 413),
  });
}

/**
 * The limit of each call: the upload routes (full paths, such as /api/file/UploadByCustomerID)
 * take a file of up to `uploads.maxBytes` with its framing, refused with `uploads.message`;
 * every other call keeps the JSON limit.
 */
export function limitBodies(uploads: {
  paths: readonly string[];
  maxBytes: number;
  message: string;
}): MiddlewareHandler<AppEnv> {
  const json = limitBody();
  const upload = limitBody(uploads.maxBytes + MULTIPART_ALLOWANCE, uploads.message);
  const paths = new Set(uploads.paths);
  return (c, next) => (paths.has(c.req.path) ? upload : json)(c, next);
}
