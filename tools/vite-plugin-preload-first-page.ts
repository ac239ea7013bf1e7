/**
 * Adds to the built index.html the chunks the first page needs beyond the entry's own imports
 * (which Vite preloads already), so the browser asks for them while it still downloads the entry
 * instead of once the entry has run: a `<link rel="modulepreload">` for each named chunk and
 * every chunk it imports statically (the boot's later stages, the login screen most visits open
 * first, the validators of the settings answer). A build where a named chunk is missing fails.
 * The settings call itself is not preloaded: a preload carries no ApiVersion header, which the
 * mobile app sends with every call (src/app/earlyStart.ts asks for it as soon as the entry runs
 * instead).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The file names of `chunks` (by the ending of their module's path) and their static imports, in order. */
export function firstPageFiles(bundle: OutputBundle, chunks: readonly string[]): string[] {
  const outputs = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of outputs.find((output) => output.fileName === file)?.imports ?? []) add(imported);
  };
  for (const suffix of chunks) {
    const chunk = outputs.find((output) => output.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`no chunk of the build comes from ${suffix}: nothing to preload`);
    add(chunk.fileName);
  }
  const entries = new Set(outputs.filter((output) => output.isEntry).map((output) => output.fileName));
  return [...files].filter((file) => !entries.has(file));
}

export function preloadFirstPage(chunks: readonly string[]): Plugin {
  return {
    name: 'portal:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        // Vite's own links (the entry's static imports) stay; a file is never preloaded twice.
        return firstPageFiles(bundle, chunks)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
