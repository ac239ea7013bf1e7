/**
 * Failures as the portal API answers them: a status and the error list the portal reads
 * (`Errors[0].ErrorMessage` is the reason code, such as Invalid or CodeExpired), plus a
 * plain-language Message for people reading the answer.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: string,
    readonly detail?: string,
    /** Headers the answer carries, such as a refusal's Retry-After or Connection. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail ?? reason);
  }
}

export function errorBody(reason: string, detail?: string) {
  return { HasNoErrors: false, Errors: [{ ErrorMessage: reason }], ...(detail ? { Message: detail } : {}) };
}

export const badRequest = (detail: string) => new HttpError(400, 'BadRequest', detail);
export const unauthorized = () =>
  new HttpError(401, 'Unauthorized', 'Sign in again: the session is missing or has expired.');
export const forbidden = (reason: string, detail?: string) => new HttpError(403, reason, detail);
export const notFound = (detail = 'No such resource.') => new HttpError(404, 'NotFound', detail);
/** A refusal until the caller slows down: `retryAfter` seconds, said in Retry-After too. */
export const tooManyRequests = (detail: string, retryAfter: number, reason = 'TooManyRequests') =>
  new HttpError(429, reason, detail, { 'Retry-After': String(retryAfter) });

export type Logger = Pick<Console, 'log' | 'error'>;

/** The one error handler: known failures answer as themselves, anything else is logged and hidden. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError)
      return c.json(errorBody(error.reason, error.detail), error.status, { ...error.headers });
    logger.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('ServerError', 'Something went wrong on the server.'), 500);
  };
}
