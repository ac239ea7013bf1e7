/**
 * How the generator writes: only what changed, so that a generate that changes nothing
 * touches no file (tools that read src/generated meanwhile never see it half written, and
 * Vite's watcher is not woken for nothing).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `content` to `file` unless the file already holds it. */
export function writeIfChanged(file: string, content: string) {
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old !== content) writeFileSync(file, content);
}

/**
 * Makes `dir` hold exactly `files` (name → text): a file is written only when its text
 * changed, and a file not named is removed. A generate that changes nothing touches nothing,
 * so the type check, ESLint and the tests, which npm test runs beside the build (whose Vite
 * plugin generates again), never find the folder half written.
 */
export function writeFolder(dir: string, files: ReadonlyMap<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of files) writeIfChanged(join(dir, name), content);
  for (const stale of readdirSync(dir).filter((name) => !files.has(name)))
    rmSync(join(dir, stale), { recursive: true, force: true });
}
