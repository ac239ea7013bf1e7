import { Hono } from 'hono';
import { catalogueSettings, optionDefaults } from '../catalogue.ts';

/** GET /api/setup/ApplicationOptions: what the portal boots with. */
export function setupRoutes() {
  const answer = {
    gassySettings: { shared: {}, english: catalogueSettings() },
    institutionOptions: optionDefaults(),
  };
  return new Hono().get('/ApplicationOptions', (c) => c.json(answer));
}
