import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { DIST } from './paths.ts';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(2);
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('The portal is not built: run npm run build (npm start does both).');
  process.exit(2);
}

serve({ fetch: createApp().fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Borrower portal on http://127.0.0.1:${info.port}/`);
});
