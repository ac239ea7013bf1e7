/**
 * Where uploaded files are kept: the data folder's uploads/, each file named by the id the
 * server gave it (never by the user's file name), written durably (a temporary file, fsync,
 * rename, fsync of the folder: db/durableFile.ts), so an upload is answered only once its bytes
 * would survive a crash. Without a data folder (tests) the files live in memory, as the database does.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeDurably } from '../../db/durableFile.ts';

export interface FileStore {
  write(id: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when there is none of this id. */
  read(id: string): Promise<Uint8Array | undefined>;
  remove(id: string): Promise<void>;
  /** Where the file of this id lies on disk (undefined in memory). */
  pathOf(id: string): string | undefined;
}

/** Ids are the server's own; this keeps any other text from naming a path. */
const SAFE_ID = /^[0-9A-Za-z_-]{1,64}$/;

function checked(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`not a stored file id: ${JSON.stringify(id)}`);
  return id;
}

function memoryStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    write: async (id, bytes) => void files.set(checked(id), bytes.slice()),
    read: async (id) => files.get(checked(id))?.slice(),
    remove: async (id) => void files.delete(checked(id)),
    pathOf: () => undefined,
  };
}

/** Makes the folder on the first upload; its new entry in the data folder is made durable too. */
async function ensureFolder(folder: string): Promise<void> {
  const made = await mkdir(folder, { recursive: true });
  if (made === undefined || process.platform === 'win32') return;
  const parent = await open(dirname(folder), 'r');
  try {
    await parent.sync();
  } finally {
    await parent.close();
  }
}

function folderStore(folder: string): FileStore {
  const pathOf = (id: string) => join(folder, checked(id));
  return {
    write: async (id, bytes) => {
      await ensureFolder(folder);
      await writeDurably(pathOf(id), `${pathOf(id)}.part`, bytes);
    },
    read: async (id) => {
      try {
        return new Uint8Array(await readFile(pathOf(id)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (id) => rm(pathOf(id), { force: true }),
    pathOf,
  };
}

/** The uploads of a data folder (its uploads/ folder), or in memory without one. */
export function fileStore(dataFolder: string | undefined): FileStore {
  return dataFolder ? folderStore(join(dataFolder, 'uploads')) : memoryStore();
}
