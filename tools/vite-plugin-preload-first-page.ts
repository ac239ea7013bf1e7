/**
 * Adds to the built index.html what the first page needs beyond the entry's own imports (which
 * Vite preloads already), so the browser asks for it while it still downloads the entry instead
 * of once the entry has run: a `<link rel="modulepreload">` for each named chunk (the login
 * screen most visits open first, the validators of the settings answer) and a fetch preload of
 * the settings call every page makes first, whose answer the boot's fetch takes
 * (src/app/earlyStart.ts). A build where a named chunk is missing fails.
 */
import type { Plugin } from 'vite';

/** The settings call of every page (src/api/setup.ts). */
export const SETTINGS = '/api/setup/ApplicationOptions';

export function preloadFirstPage(chunks: readonly string[]): Plugin {
  return {
    name: 'portal:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = chunks.map((suffix) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(suffix),
          );
          if (!chunk) throw new Error(`no chunk of the build comes from ${suffix}: nothing to preload`);
          return chunk.fileName;
        });
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: SETTINGS },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
