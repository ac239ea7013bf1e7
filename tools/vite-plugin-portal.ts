/**
 * Vite plugin: runs the generator when a build or the dev server starts and again when a
 * definition, rules file or schema changes in dev; and, in dev only, relaxes the CSP for
 * Vite's inline HMR preamble and injected styles. Built pages keep the strict policy.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { generate } from './generate/generate.ts';
import { ROOT } from './project.ts';

const WATCHED = ['screen-definitions', 'rules', 'navigation', 'schemas'].map((dir) => join(ROOT, dir));

export function portal(): Plugin {
  return {
    name: 'portal',
    async buildStart() {
      await generate();
    },
    configureServer(server) {
      server.watcher.add(WATCHED);
      server.watcher.on('change', (file) => {
        if (!WATCHED.some((dir) => file.startsWith(dir))) return;
        generate().catch((error: unknown) =>
          server.config.logger.error(`generate: ${(error as Error).message}`),
        );
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.server) return html;
        return html
          .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
          .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
          .replace("connect-src 'self'", "connect-src 'self' ws: wss:");
      },
    },
  };
}
