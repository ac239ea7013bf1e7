/**
 * Writes a brotli (best quality, 11) and a gzip (level 9) copy of every text file of the build
 * into `dist/.precompressed/<file>.br` and `.gz`, where the reference server finds them
 * (server/http/staticFiles.ts): a server then compresses nothing at run time, and every
 * visitor, the first included, gets the smallest copy. A copy no smaller than its file is not
 * written. Source maps are left out: only developer tools fetch them.
 *
 * The copies are made in parallel on libuv's thread pool, some seconds for the whole build.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { bestCopy, PRECOMPRESSED } from '../server/http/compressionCache.ts';

const TEXT = /\.(?:js|mjs|css|svg|json|wasm|txt|xml)$/i;

/** A file's two copies, as the server makes them at best; each undefined when no smaller. */
export async function compressedCopies(raw: Uint8Array): Promise<{ br?: Uint8Array; gz?: Uint8Array }> {
  const [br, gz] = await Promise.all([bestCopy(raw, 'br'), bestCopy(raw, 'gzip')]);
  return { br, gz };
}

/** Whether a build file gets copies: text, not a source map, not Vite's own `.vite/` files. */
export const isPrecompressed = (fileName: string): boolean =>
  TEXT.test(fileName) && !fileName.startsWith('.');

export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((output) => isPrecompressed(output.fileName))
          .map(async (output) => {
            // As written, with the source-map comment a chunk's code may not hold yet.
            const copies = await compressedCopies(await readFile(join(outDir, output.fileName)));
            const base = join(outDir, PRECOMPRESSED, output.fileName);
            await mkdir(dirname(base), { recursive: true });
            if (copies.br) await writeFile(`${base}.br`, copies.br);
            if (copies.gz) await writeFile(`${base}.gz`, copies.gz);
          }),
      );
    },
  };
}
