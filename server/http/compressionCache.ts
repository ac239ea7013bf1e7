/**
 * Compressed copies of static files, made once per file version (path, size, modification
 * time) and kept in memory; past a byte budget the least recently used copy is dropped.
 *
 * Brotli at its best quality (11) takes 0.7 to 1.7 s for the portal's 423 KB entry chunk on a
 * 2-CPU machine, and a first visitor should not wait for that: the first request of a file
 * gets quality 5 (about 10 ms, some 10% larger), and the file is then recompressed at 11 in
 * the background. Those recompressions run one at a time, so zlib holds at most one thread of
 * libuv's pool, which file reads and the database's fsyncs share. gzip -9 is quick enough to
 * be made once as it stays.
 *
 * A build made with tools/vite-plugin-precompress.ts already holds both copies at their best
 * (`dist/.precompressed/…`); a file version that names such a copy (`precompressed`, not older
 * than the file) is read from it instead, which leaves the server's CPU to the requests.
 */
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A file as stat saw it: a new build gives a new version, which is compressed anew. */
export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
  /** Where the build's compressed copies would be: this path plus `.br` or `.gz`. */
  precompressed?: string;
}

/** A plain copy (zlib's Buffer is typed over any ArrayBufferLike, which a Response refuses). */
export type Compressed = Uint8Array<ArrayBuffer>;

export interface CompressionCache {
  /** The file in this encoding; undefined when compressing does not make it smaller. */
  get(file: FileVersion, encoding: Encoding): Promise<Compressed | undefined>;
}

const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;
const DEFAULT_BUDGET = 32 * 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(raw: Uint8Array, encoding: Encoding, quality: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(raw, { level: 9 });
  return brotliAsync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}

/** A copy no smaller than the file is not worth a Content-Encoding. */
const worthIt = (body: Buffer, raw: Uint8Array): Compressed | undefined =>
  body.length < raw.length ? new Uint8Array(body) : undefined;

/** The smallest copy in this encoding (brotli 11, gzip 9); undefined when it is no smaller. */
export async function bestCopy(raw: Uint8Array, encoding: Encoding): Promise<Compressed | undefined> {
  return worthIt(await compress(raw, encoding, BEST_BROTLI), raw);
}

/**
 * The folder of a build's own copies, `<folder>/.precompressed/<path>.br` and `.gz`
 * (tools/vite-plugin-precompress.ts): hidden, so that no path serves a copy by its own name.
 */
export const PRECOMPRESSED = '.precompressed';

export function compressionCache(budgetBytes = DEFAULT_BUDGET): CompressionCache {
  // Map order is the recency order: the first key is the least recently used.
  const ready = new Map<string, Compressed | undefined>();
  const making = new Map<string, Promise<Compressed | undefined>>();
  let bytes = 0;
  let upgrades = Promise.resolve();

  const drop = (key: string) => {
    if (!ready.has(key)) return;
    bytes -= ready.get(key)?.length ?? 0;
    ready.delete(key);
  };
  const keep = (key: string, body: Compressed | undefined) => {
    drop(key);
    ready.set(key, body);
    bytes += body?.length ?? 0;
    for (const oldest of ready.keys()) {
      if (bytes <= budgetBytes) break;
      drop(oldest);
    }
  };
  const upgrade = (key: string, raw: Buffer) => {
    upgrades = upgrades
      .then(async () => {
        // Dropped meanwhile: nobody asked for it lately, the effort would be lost.
        if (!ready.has(key)) return;
        const best = await bestCopy(raw, 'br');
        if (ready.has(key) && best) keep(key, best);
      })
      .catch(() => {}); // the quick copy stays
  };
  const made = async (file: FileVersion, encoding: Encoding) => {
    if (!file.precompressed) return undefined;
    const copy = `${file.precompressed}${encoding === 'br' ? '.br' : '.gz'}`;
    const stats = await stat(copy).catch(() => undefined);
    // Older than the file: made from an earlier build of it.
    if (!stats?.isFile() || stats.mtimeMs < file.mtimeMs) return undefined;
    return new Uint8Array(await readFile(copy));
  };
  const make = async (key: string, file: FileVersion, encoding: Encoding) => {
    const copy = await made(file, encoding).catch(() => undefined);
    if (copy) {
      keep(key, copy);
      return copy;
    }
    const raw = await readFile(file.path);
    // Rewritten between stat and read: this content does not belong to that version.
    if (raw.length !== file.size) return undefined;
    const body = worthIt(await compress(raw, encoding, QUICK_BROTLI), raw);
    keep(key, body);
    if (encoding === 'br' && body) upgrade(key, raw);
    return body;
  };

  return {
    get(file, encoding) {
      const key = `${encoding} ${file.size} ${file.mtimeMs} ${file.path}`;
      if (ready.has(key)) {
        const body = ready.get(key);
        keep(key, body);
        return Promise.resolve(body);
      }
      let pending = making.get(key);
      if (!pending) {
        // Requests that arrive while a file is being compressed share that one compression.
        pending = make(key, file, encoding).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
