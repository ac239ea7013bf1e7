/**
 * Adds to the built index.html the chunks the first page needs beyond the entry's own imports
 * (which Vite preloads already), so the browser asks for them while it still downloads the entry
 * instead of once the entry has run: a `<link rel="modulepreload">` for each named chunk (the
 * login screen most visits open first, the validators of the settings answer). A build where a
 * named chunk is missing fails. The settings call itself is not preloaded: a preload carries no
 * ApiVersion header, which the mobile app sends with every call (src/app/earlyStart.ts asks
 * for it as soon as the entry runs instead).
 */
import type { Plugin } from 'vite';

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
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
