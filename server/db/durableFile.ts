/**
 * Replacing a file so that a crash or a power cut leaves either the old content or the new
 * one, and the new one once the call returns: write a temporary file beside it, fsync it,
 * rename it over the old file, fsync the folder (the rename itself is only durable then).
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Windows cannot open a folder to fsync it; its renames are durable without. */
const FOLDER_SYNC = process.platform !== 'win32';

/**
 * Replaces `target` with `bytes` through `temporary`, without blocking the event loop.
 * `shouldRename` is asked just before the rename: false leaves the old file (the database
 * was closed and wrote a newer one meanwhile).
 */
export async function writeDurably(
  target: string,
  temporary: string,
  bytes: Uint8Array,
  shouldRename: () => boolean = () => true,
): Promise<void> {
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  if (!shouldRename()) {
    await rm(temporary, { force: true });
    return;
  }
  await rename(temporary, target);
  if (!FOLDER_SYNC) return;
  const folder = await open(dirname(target), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** The same, blocking: for the first save at start and the last one when closing. */
export function writeDurablySync(target: string, temporary: string, bytes: Uint8Array): void {
  const file = openSync(temporary, 'w');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(file, bytes, written);
    fsyncSync(file);
  } catch (error) {
    closeSync(file);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(file);
  renameSync(temporary, target);
  if (!FOLDER_SYNC) return;
  const folder = openSync(dirname(target), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
