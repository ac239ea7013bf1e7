/**
 * Branch locations (spec 03 §2.12, §7): GET /api/branchInfo lists the institution's branches,
 * GET /api/branchInfo/zip?zip= answers a zip code's location (schemas/api/branches.json). Open
 * to signed-out visitors (spec 03 §6), only while the branch locator is on.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { query } from '../http/validate.ts';
import { branchList, requireBranchLocator, zipLocation } from '../services/branches.ts';

export function branchRoutes({ institution }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/branchInfo', (c) => {
    requireBranchLocator(institution);
    return c.json(branchList());
  });
  app.get('/branchInfo/zip', query('api/branches.json#/$defs/ZipLocationQuery'), (c) => {
    requireBranchLocator(institution);
    return c.json(zipLocation(c.req.valid('query').zip));
  });
  return app;
}
