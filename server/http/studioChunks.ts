/**
 * The built files only the studio reaches (served only with PORTAL_STUDIO=1). Read from
 * Vite's build manifest (dist/.vite/manifest.json): the studio's roots are the chunks that
 * modules of src/screens/studio/ and src/app/preview/ load (their own dynamic entries); a
 * file counts as the studio's when it is reachable from those roots and not from the
 * portal's entry without passing through them. Their CSS, assets and source maps go with
 * them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STUDIO_SOURCES = ['src/screens/studio/', 'src/app/preview/'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const isStudioSource = (key: string) => STUDIO_SOURCES.some((prefix) => key.startsWith(prefix));

/** Every chunk reachable from these; a dynamic import of a chunk in `lazyStop` is not followed. */
function reach(manifest: Manifest, from: Iterable<string>, lazyStop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
    queue.push(...(manifest[key].dynamicImports ?? []).filter((next) => !lazyStop.has(next)));
  }
  return seen;
}

const filesOf = (chunk: ManifestChunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];

/** The URL paths (`/assets/…`) of the files only the studio reaches. */
export function studioOnlyFiles(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest);
  const lazy = new Set(keys.flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const studioChunks = keys.filter((key) => isStudioSource(manifest[key]!.src ?? key));
  // Loaded lazily and of the studio or the preview, or loaded lazily by one of them.
  const roots = new Set([
    ...studioChunks.filter((key) => lazy.has(key)),
    ...studioChunks.flatMap((key) => manifest[key]!.dynamicImports ?? []),
  ]);
  const portal = reach(
    manifest,
    keys.filter((key) => manifest[key]!.isEntry),
    roots,
  );
  const studio = reach(manifest, roots, new Set());
  const portalFiles = new Set([...portal].flatMap((key) => filesOf(manifest[key]!)));
  const only = new Set<string>();
  for (const key of studio) {
    if (portal.has(key)) continue;
    for (const file of filesOf(manifest[key]!)) {
      if (portalFiles.has(file)) continue;
      only.add(`/${file}`);
      only.add(`/${file}.map`);
    }
  }
  return only;
}

/** The studio's files in a build folder; none when it has no manifest (not built). */
export function readStudioOnlyFiles(dist: string): Set<string> {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return new Set();
  return studioOnlyFiles(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}
