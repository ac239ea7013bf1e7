import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';

/** GET /api/setup/ApplicationOptions: the settings and options the portal boots with. */
export function setupRoutes({ institution }: Deps) {
  return new Hono<AppEnv>().get('/setup/ApplicationOptions', (c) => c.json(institution.options));
}
