/**
 * Files of a folder (the built portal, the demo content) as the reference server sends them,
 * in place of @hono/node-server's serveStatic:
 * - text compressed, brotli before gzip, when the request accepts it (copies made once,
 *   compressionCache.ts, or the build's own copies in `.precompressed/`); images, fonts and
 *   PDFs as they are;
 * - in the build folder, Vite's content-hashed files under /assets/ cached a year as
 *   immutable (a new build gives them new names); every other file revalidated (no-cache)
 *   against a weak ETag or Last-Modified and answered 304 when unchanged;
 * - a Range header is ignored (the whole file, 200): nothing served here is streamed media;
 * - a path with `..`, a hidden segment (`.vite/`: the build manifest names the studio's
 *   files) or a backslash is never looked up, and an unknown file falls through to the next
 *   handler, as with serveStatic.
 */
// serveStatic's stream adapter: typed for a Response, and it avoids a Readable.toWeb bug of Node 20 before 20.18.
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import {
  compressionCache,
  type Compressed,
  type CompressionCache,
  type Encoding,
  PRECOMPRESSED,
} from './compressionCache.ts';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.wasm',
]);
/** Larger files go as they are: a compressed copy of them would hold too much memory. */
const MAX_COMPRESSED = 8 * 1024 * 1024;
/**
 * Vite's `[name]-[hash].[ext]` (8 base64url characters). Source maps are left out: a map
 * may change under an unchanged chunk name, and only developer tools fetch them.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticFilesOptions {
  root: string;
  /** The URL path the folder is served under ('/demo-content'); the site root by default. */
  prefix?: string;
  /** The folder is a Vite build: its hashed /assets/ files are immutable. */
  hashedAssets?: boolean;
  /**
   * The folder holds compressed copies made by the build (tools/vite-plugin-precompress.ts):
   * `.precompressed/<path>.br` and `.gz`, which are sent instead of compressing anew.
   */
  precompressed?: boolean;
  /** Shared between the folders of one server, so that one budget holds. */
  cache?: CompressionCache;
}

/** The file a URL path names inside root; undefined for a path that must not be looked up. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  if (segments.shift() !== '') return undefined;
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\\0]/.test(segment)))
    return undefined;
  const path = join(root, ...segments);
  return path.startsWith(root + sep) ? path : undefined;
}

/** Brotli, else gzip, among the encodings the request accepts (a q of 0 refuses one). */
function preferredEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const anyOther = weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? anyOther) > 0);
}

/** Weak: the brotli, gzip and plain answers hold the same content, so one tag serves all three. */
const entityTag = (stats: Stats) =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** The client's copy is current: its tag matches (weakly), or, without tags, its date is not older. */
function unchanged(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  tag: string,
  stats: Stats,
) {
  if (ifNoneMatch !== undefined) {
    const bare = (value: string) => value.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
  }
  const since = ifModifiedSince === undefined ? NaN : Date.parse(ifModifiedSince);
  return Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

export function staticFiles({
  root,
  prefix = '',
  hashedAssets = false,
  precompressed = false,
  cache = compressionCache(),
}: StaticFilesOptions): MiddlewareHandler {
  const folder = resolve(root);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !c.req.path.startsWith(`${prefix}/`))
      return next();
    const urlPath = c.req.path.slice(prefix.length);
    const path = fileUnder(folder, urlPath);
    const stats = path === undefined ? undefined : await stat(path).catch(() => undefined);
    if (!path || !stats?.isFile()) return next();

    const compressible = COMPRESSIBLE.has(extname(path).toLowerCase()) && stats.size <= MAX_COMPRESSED;
    const tag = entityTag(stats);
    const validators = () => {
      c.header('Cache-Control', hashedAssets && HASHED_ASSET.test(urlPath) ? IMMUTABLE : 'no-cache');
      c.header('ETag', tag);
      c.header('Last-Modified', stats.mtime.toUTCString());
      if (compressible) c.header('Vary', 'Accept-Encoding');
    };
    if (unchanged(c.req.header('If-None-Match'), c.req.header('If-Modified-Since'), tag, stats)) {
      validators();
      return c.body(null, 304);
    }

    const encoding = compressible ? preferredEncoding(c.req.header('Accept-Encoding')) : undefined;
    let body: Compressed | undefined;
    try {
      const copies = precompressed ? join(folder, PRECOMPRESSED, relative(folder, path)) : undefined;
      body =
        encoding &&
        (await cache.get(
          { path, size: stats.size, mtimeMs: stats.mtimeMs, precompressed: copies },
          encoding,
        ));
    } catch {
      return next(); // gone since stat
    }
    validators();
    c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
    if (body) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body?.length ?? stats.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    if (body) return c.body(body, 200);
    return c.body(createStreamBody(createReadStream(path)), 200);
  };
}
