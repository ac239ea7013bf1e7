/**
 * Writes dist/.vite/modules.json: for each JS chunk of the build, the modules in it with their
 * rendered size (after tree-shaking, before minification) and the gzip size of that code on
 * its own. Bench B reads it to name the biggest modules the login route loads; the figures
 * rank modules, the chunk sizes the bench measures remain the truth.
 */
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ModuleSize {
  /** The module's path in the project ("node_modules/react-dom/…", "src/engine/…"). */
  id: string;
  rendered: number;
  gzip: number;
}

/** By chunk file ("assets/index-….js"). */
export type ModuleSizes = Record<string, ModuleSize[]>;

export function moduleSizes(root: string): Plugin {
  return {
    name: 'portal:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sizes[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/'),
            rendered: module.renderedLength,
            gzip: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
          }))
          .filter((module) => module.rendered > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(sizes) });
    },
  };
}
