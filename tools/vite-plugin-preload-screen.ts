/**
 * Adds a `<link rel="modulepreload">` to the built index.html for the chunk of the screen most
 * visits open first (the login screen): the browser fetches it while it still downloads the
 * entry, instead of once the entry has run and asked for it. Its own imports are the entry's,
 * which Vite preloads already. A build where that chunk is missing fails. The settings call
 * every page makes first is preloaded the same way.
 */
import type { Plugin } from 'vite';

/** The settings call of every page (src/api/setup.ts). */
export const SETTINGS = '/api/setup/ApplicationOptions';

export function preloadScreen(suffix: string): Plugin {
  return {
    name: 'portal:preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(suffix),
        );
        if (!chunk) throw new Error(`no chunk of the build comes from ${suffix}: nothing to preload`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
          // The settings every page asks first (src/app/earlyStart.ts): requested with the
          // entry, not once it has run; the boot's fetch takes this answer.
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: SETTINGS },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
