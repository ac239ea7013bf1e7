/**
 * Bench B: the gzip size of the JavaScript the login route loads, read from the
 * manifest of the last `vite build`: the entry, the boot's stages (the entry's dynamic imports,
 * src/main.tsx) and the login screen's chunk, each with its static imports. The notes name the
 * route's biggest modules (./biggestModules.ts), to show where its bytes come from.
 */
import { biggestModules, moduleLines } from './biggestModules';
import { gzipSizes, readManifest, readModuleSizes, sizeLines, totalGzip, type Manifest } from './distSizes';
import { kb, type BenchResult } from './report';

const ENTRY = 'index.html';
const LOGIN_SUFFIX = 'src/generated/screens/login.ts';
/** Issue 20's budget. */
const BUDGET = 170 * 1024;
const TOP_MODULES = 10;

/** The keys of `start` and every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no chunk "${start}"`);
  into.add(start);
  for (const key of chunk.imports ?? []) withStaticImports(manifest, key, into);
  return into;
}

/** The JS files of dist/ the login route loads (the entry, the login screen, their static imports). */
export function loginRouteFiles(manifest: Manifest = readManifest()): string[] {
  const login = Object.keys(manifest).find((key) => key.endsWith(LOGIN_SUFFIX));
  if (!login) throw new Error(`no chunk in the manifest ends with ${LOGIN_SUFFIX}`);
  const keys = withStaticImports(manifest, login, withStaticImports(manifest, ENTRY, new Set()));
  // The entry imports nothing but the boot's stages (src/main.tsx), each the page preloads.
  for (const stage of manifest[ENTRY]?.dynamicImports ?? []) withStaticImports(manifest, stage, keys);
  return [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
}

export async function loginBundle(): Promise<BenchResult> {
  const files = loginRouteFiles();
  const sizes = gzipSizes(files);
  const total = totalGzip(sizes);
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
    notes: [
      ...sizeLines(sizes),
      `the ${TOP_MODULES} biggest modules of the route, by gzip alone:`,
      "(module gzip: each module's code alone, before minification; it ranks modules, the file sizes above are the measure)",
      ...moduleLines(biggestModules(readModuleSizes(), files, TOP_MODULES)),
    ],
  };
}
