/**
 * The reference server as the crash test runs it: server/start.ts's assemble on PORTAL_DATA
 * (demo mode), served on a free loopback port, which it prints as `listening <port>`. It
 * needs no build of the portal, unlike server/main.ts.
 */
import { serve } from '@hono/node-server';
import { assemble } from '../../server/start.ts';

const { app } = await assemble({
  dataFolder: process.env.PORTAL_DATA,
  logger: { log: () => {}, error: (...args: unknown[]) => console.error(...args) },
});
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => console.log(`listening ${info.port}`));
