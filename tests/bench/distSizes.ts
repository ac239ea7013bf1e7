/**
 * The gzip (-9) and raw sizes of files of the last `vite build` (dist/), as the bundle benches
 * print them: the largest first, one note line each.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../tools/project.ts';
import type { ModuleSizes } from '../../tools/vite-plugin-module-sizes.ts';
import { kb } from './report';

export const DIST = join(ROOT, 'dist');

export interface Size {
  /** The path inside dist/ ("assets/engine-….js"). */
  file: string;
  raw: number;
  gzip: number;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** dist/.vite/manifest.json, or an error that says to build first. */
export function readManifest(): Manifest {
  const file = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error('dist/.vite/manifest.json is missing: run npm run build');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** dist/.vite/modules.json (each chunk's modules and their sizes), or an error that says to build first. */
export function readModuleSizes(): ModuleSizes {
  const file = join(DIST, '.vite', 'modules.json');
  if (!existsSync(file)) throw new Error('dist/.vite/modules.json is missing: run npm run build');
  return JSON.parse(readFileSync(file, 'utf8')) as ModuleSizes;
}

/** The sizes of these files of dist/, the largest (gzip) first. */
export function gzipSizes(files: Iterable<string>): Size[] {
  return [...new Set(files)]
    .map((file) => {
      const bytes = readFileSync(join(DIST, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export const totalGzip = (sizes: readonly Size[]) => sizes.reduce((sum, size) => sum + size.gzip, 0);

/** One line per file: its name, gzip and raw size, aligned. */
export function sizeLines(sizes: readonly Size[]): string[] {
  const width = Math.max(0, ...sizes.map((size) => size.file.length));
  return sizes.map(
    (size) =>
      `${size.file.padEnd(width)}  ${kb(size.gzip).padStart(9)} gzip  ${kb(size.raw).padStart(9)} raw`,
  );
}
