import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { errorBody } from './errors.ts';

/** JSON bodies and form posts; uploads get a limit of their own. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 before it is read: by its Content-Length when it
 * has one, else (chunked) by counting while it streams in, stopping at the limit. Hono's
 * bodyLimit does both; this gives its refusal the API's error shape.
 */
export function limitBody(maxBytes = JSON_BODY_LIMIT): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(errorBody('PayloadTooLarge', `The request body is larger than ${maxBytes} bytes.`), 413),
  });
}
