/**
 * Temporary folders a test file makes (an institution's settings file, a lint config), removed
 * once the file's tests have run (tests/setup.ts), so runs do not pile them up in the system's
 * temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh folder in the system's temporary folder, its name starting with `prefix`. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder tempFolder made so far. */
export function removeTempFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
