/**
 * Bench B: the gzip size of the JavaScript the login route loads, read from the
 * manifest of the last `vite build`: the entry and its static imports, plus the login
 * screen's chunk (a dynamic import of the entry) and its static imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../tools/project.ts';
import { kb, type BenchResult } from './report';

const DIST = join(ROOT, 'dist');
const ENTRY = 'index.html';
const LOGIN_SUFFIX = 'src/generated/screens/login.ts';
const BUDGET = 200 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, Chunk>;

/** The keys of `start` and every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no chunk "${start}"`);
  into.add(start);
  for (const key of chunk.imports ?? []) withStaticImports(manifest, key, into);
  return into;
}

export async function loginBundle(): Promise<BenchResult> {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('dist/.vite/manifest.json is missing: run npm run build');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const login = Object.keys(manifest).find((key) => key.endsWith(LOGIN_SUFFIX));
  if (!login) throw new Error(`no chunk in the manifest ends with ${LOGIN_SUFFIX}`);
  const keys = withStaticImports(manifest, login, withStaticImports(manifest, ENTRY, new Set()));
  const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) =>
    file.endsWith('.js'),
  );
  const sizes = files
    .map((file) => {
      const bytes = readFileSync(join(DIST, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const width = Math.max(...sizes.map((size) => size.file.length));
  return {
    title: 'B. JavaScript loaded by the login route (gzip -9)',
    figures: [
      {
        label: `login route JS, ${sizes.length} files`,
        value: kb(total),
        target: `<= ${kb(BUDGET)}`,
        ratio: `${((total / BUDGET) * 100).toFixed(0)}% of budget`,
        met: total <= BUDGET,
      },
    ],
    notes: sizes.map(
      (size) =>
        `${size.file.padEnd(width)}  ${kb(size.gzip).padStart(9)} gzip  ${kb(size.raw).padStart(9)} raw`,
    ),
  };
}
