/**
 * An answer given before the request's body was read in full (a 413 by Content-Length, a 415,
 * a refusal before the body is looked at) says Connection: close. Such a body is drained for a
 * moment at most, then the connection is dropped (@hono/node-server), so it cannot be trusted
 * with the next request; without the header the client would send its next call on it and find
 * it closed (issue 32 point 4). Node's HTTP server closes the connection after an answer that
 * says so.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/** Whether a request announced a body (a length above 0, or chunks). */
function hasBody(c: Context): boolean {
  return Number(c.req.header('Content-Length') ?? 0) > 0 || c.req.header('Transfer-Encoding') !== undefined;
}

/** Outermost: marks the answer once every other middleware and route has answered. */
export function closeAfterUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Requests made in-process (tests' app.request) have no connection to close.
    const incoming = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming;
    if (incoming?.readableEnded === false && hasBody(c)) c.header('Connection', 'close');
  };
}
