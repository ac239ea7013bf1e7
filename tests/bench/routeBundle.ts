/**
 * The route bundle benches (E payment, H loan details): the gzip size of a route's own
 * JavaScript, what the browser loads for it beyond what it had loaded by the dashboard (the
 * files requested during the route's walk, ./routeLoads.ts, so the lazy blocks and widgets
 * count). Sizes are gzip -9 of the files in dist/, as bench B measures the login route. An
 * informative row adds the chunks those files import statically that the dashboard had already
 * brought (a visit straight to the route's address would load them too).
 */
import { loginRouteFiles } from './loginBundle';
import { gzipSizes, readManifest, sizeLines, totalGzip, type Manifest } from './distSizes';
import { kb, type BenchResult } from './report';
import type { RouteLoads } from './routeLoads';

/** The JS files these files import statically, transitively, themselves included. */
function staticClosure(manifest: Manifest, files: readonly string[]): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const file of files) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate] === byFile.get(file));
    if (!key) throw new Error(`dist/.vite/manifest.json has no chunk for ${file}`);
    visit(key);
  }
  return new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
}

export interface RouteBundle {
  title: string;
  /** "payment route", "loan route". */
  route: string;
  budget: number;
  loads: RouteLoads<unknown>;
  /** What the walk did, a line or two. */
  walk: string[];
}

export function routeBundle({ title, route, budget, loads, walk }: RouteBundle): BenchResult {
  const manifest = readManifest();
  const sizes = gzipSizes(loads.route);
  const total = totalGzip(sizes);
  const login = new Set(loginRouteFiles(manifest));
  const shared = gzipSizes(
    [...staticClosure(manifest, loads.route)].filter(
      (file) => loads.before.includes(file) && !login.has(file),
    ),
  );
  const direct = total + totalGzip(shared);
  return {
    title,
    figures: [
      {
        label: `${route}'s own JS, ${sizes.length} files`,
        value: kb(total),
        target: `<= ${kb(budget)}`,
        ratio: `${((total / budget) * 100).toFixed(0)}% of budget`,
        met: total <= budget,
      },
      {
        label: `+ ${shared.length} chunks it imports that the dashboard loaded`,
        value: kb(direct),
        ratio: `${((direct / budget) * 100).toFixed(0)}% of budget`,
      },
    ],
    notes: [
      ...walk,
      ...sizeLines(sizes),
      'imported by those files, already loaded by the dashboard (the second row adds them):',
      ...sizeLines(shared),
    ],
  };
}
