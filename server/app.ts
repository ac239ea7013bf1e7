/**
 * The reference server: the built portal and the portal API under /api. Security headers
 * repeat the page's CSP (and add what a meta tag cannot: frame-ancestors). One error
 * handler logs internal errors and answers with a generic message.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { relative } from 'node:path';
import { DIST } from './paths.ts';
import { setupRoutes } from './routes/setup.ts';

export function createApp() {
  const app = new Hono();
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  const api = new Hono();
  api.route('/setup', setupRoutes());
  api.all('*', (c) => c.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] }, 404));
  app.route('/api', api);
  app.use('/*', serveStatic({ root: relative(process.cwd(), DIST) || '.' }));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] }, 500);
  });
  return app;
}
