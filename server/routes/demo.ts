import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { query } from '../http/validate.ts';
import { outboxFor } from '../services/outbox.ts';

/**
 * Demo mode only: GET /api/demo/outbox?to=<username or e-mail>, newest first, links on the
 * portal's public origin as the e-mails would carry them (never on the Host the call named).
 */
export function demoRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/demo/outbox', query('api/support.json#/$defs/OutboxQuery'), (c) =>
    c.json(outboxFor(deps, c.req.valid('query').to)),
  );
}
