/**
 * portal-lint compiled: its TypeScript (cli.ts and every project module it imports) bundled by
 * esbuild into JavaScript (dist/build-…/cli.js and its chunks), which plain Node starts in a fraction of the
 * time tsx took to load the sources (issue 33: 1.9 s to about 1 s; 0.78 s with the outcomes
 * of its costly checks kept beside the build, outcomes.ts). Packages stay
 * external: they are loaded from node_modules as before.
 *
 * The build is never stale: dist/manifest.json names it and lists every project file that went
 * into it; when one is newer than the manifest, or gone, the build is made again before it
 * runs (about a second), so a developer who edits a rule gets that rule on the next run.
 * Files the rules read at run time (definitions, settings, rules/) are read fresh anyway.
 */
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../bundleForNode.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const ENTRY = join(HERE, 'cli.ts');
const DIST = join(HERE, 'dist');
/** Names the current build (a folder of dist) and the project files that went into it. */
const MANIFEST = join(DIST, 'manifest.json');

function readManifest(manifest = MANIFEST) {
  try {
    const read = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof read?.entry !== 'string' || !Array.isArray(read.inputs) || read.inputs.length === 0)
      return undefined;
    return { ...read, built: statSync(manifest).mtimeMs };
  } catch {
    return undefined;
  }
}

/** The current build's entry file when it exists and no input changed since it was made. */
export function freshEntry(manifest = MANIFEST, root = ROOT) {
  const read = readManifest(manifest);
  if (!read) return undefined;
  const entry = join(dirname(manifest), read.entry);
  try {
    statSync(entry);
    for (const file of read.inputs) if (statSync(join(root, file)).mtimeMs > read.built) return undefined;
  } catch {
    return undefined;
  }
  return entry;
}

/**
 * Bundles cli.ts into a new folder of dist (tools/bundleForNode.js), then names it in
 * dist/manifest.json, written aside and renamed: a concurrent run uses one build or the other.
 * Builds older than an hour are removed.
 */
export async function compile() {
  const folder = `build-${Date.now()}-${process.pid}`;
  const inputs = await bundleForNode({ entryPoints: { cli: ENTRY }, outdir: join(DIST, folder) });
  const temporary = `${MANIFEST}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ entry: `${folder}/cli.js`, inputs }));
  renameSync(temporary, MANIFEST);
  // An older build may still be running in another process (its lazy chunks load late): it is
  // removed once it is an hour old.
  for (const old of readdirSync(DIST)) {
    const path = join(DIST, old);
    if (old.startsWith('build-') && old !== folder && statSync(path).mtimeMs < Date.now() - 3_600_000)
      rmSync(path, { recursive: true, force: true });
  }
  return join(DIST, folder, 'cli.js');
}

/** The address of a fresh build of the CLI, made first when it is missing or stale. */
export async function compiledCli() {
  return pathToFileURL(freshEntry() ?? (await compile())).href;
}
