import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SettingsFileError } from './config/institution.ts';
import { DIST } from './paths.ts';
import { assemble, optionsFromEnvironment } from './start.ts';

try {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('The portal is not built: run npm run build (npm start does both).');
  const options = optionsFromEnvironment(process.env);
  const { app, deps, prerender } = await assemble(options);
  // The prerendered sign-in page is ready before the first page is asked for.
  await prerender.ready();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port }, (info) => {
    console.log(
      `Borrower portal on http://127.0.0.1:${info.port}/ (data in ${options.dataFolder}${options.demo ? ', demo mode: outbox at /api/demo/outbox?to=' : ''})`,
    );
  });
  const stop = () => {
    server.close();
    deps.db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    error instanceof SettingsFileError
      ? `Institution settings are not valid:\n${error.message}`
      : (error as Error).message,
  );
  process.exit(2);
}
