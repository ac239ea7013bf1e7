/**
 * Bench B's module analysis: the biggest modules of some dist/ files, picked from
 * dist/.vite/modules.json (tools/vite-plugin-module-sizes.ts). A module's gzip there is of its
 * code alone before minification: it ranks modules, and does not add up to a file's size.
 * Pure, so a table of cases pins it (tests/unit/bench/biggestModules.test.ts).
 */
import type { ModuleSize, ModuleSizes } from '../../tools/vite-plugin-module-sizes.ts';
import { kb } from './report';

export interface ChunkModule extends ModuleSize {
  /** The dist/ file the module was bundled into ("assets/index-….js"). */
  chunk: string;
}

/** The `count` modules of these files with the largest gzip alone, the largest first. */
export function biggestModules(sizes: ModuleSizes, files: readonly string[], count: number): ChunkModule[] {
  const modules = [...new Set(files)].flatMap((file) => {
    const inFile = sizes[file];
    // A file the manifest names but modules.json lacks means the two come from different builds.
    if (!inFile) throw new Error(`dist/.vite/modules.json has no chunk ${file}: run npm run build`);
    return inFile.map((module) => ({ ...module, chunk: file }));
  });
  // Ties broken by rendered size, then id, so that the list reads the same on every run.
  return modules
    .sort((a, b) => b.gzip - a.gzip || b.rendered - a.rendered || a.id.localeCompare(b.id))
    .slice(0, count);
}

/**
 * The id from node_modules/ on: a worktree whose node_modules is a link to another checkout's
 * has its packages resolved there, so their ids start "../main/node_modules/…".
 */
export function shortId(id: string): string {
  const at = id.indexOf('node_modules/');
  return id.startsWith('../') && at > 0 ? id.slice(at) : id;
}

/** One line per module: gzip alone, rendered size, chunk and id, aligned. */
export function moduleLines(modules: readonly ChunkModule[]): string[] {
  const width = Math.max(0, ...modules.map((module) => module.chunk.length));
  return modules.map(
    (module) =>
      `${kb(module.gzip).padStart(9)} gzip alone  ${kb(module.rendered).padStart(9)} rendered  ` +
      `${module.chunk.padEnd(width)}  ${shortId(module.id)}`,
  );
}
