// @vitest-environment node
/**
 * The built portal's files as the reference server sends them (server/http/staticFiles.ts),
 * from a temporary build folder: compressed text (brotli, else gzip, else as it is), the
 * cache headers of hashed and other files, revalidation with 304, HEAD, and paths that must
 * never reach a file outside the folder.
 */
import { serve } from '@hono/node-server';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assemble } from '../../server/start.ts';
import { TestClock } from './support';

const SCRIPT = Array.from(
  { length: 600 },
  (_, i) =>
    `export const row${i} = { id: ${i}, label: "row ${i} of ${(i * 37) % 101}", value: ${(i * 7) % 13} };`,
).join('\n');
const STYLES = Array.from(
  { length: 200 },
  (_, i) => `.row-${i} { margin: ${i % 8}px; color: #0a5c63; }`,
).join('\n');
const NOTES = `Release notes.\n${'Payments, loans and documents.\n'.repeat(40)}`;
/**
 * What the build's compressed copies of built-Bu1lt0ne.js hold: unlike the file, so that a
 * test can tell a copy sent from one compressed by the server.
 */
const BUILT_COPY = `${SCRIPT}\n// the build's copy`;
/** The PNG signature and a little more: binary, and already compressed as images are. */
const IMAGE = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 500 }, (_, i) => i % 7),
]);

let parent = '';
let dist = '';
let app: Awaited<ReturnType<typeof assemble>>['app'];

beforeAll(async () => {
  // A file beside the build folder, where a path that climbed out of it would find one.
  parent = mkdtempSync(join(tmpdir(), 'static-files-'));
  writeFileSync(join(parent, 'package.json'), '{"private": true}');
  dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head></head><body>${'<p>portal</p>'.repeat(50)}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'app-AbCd1234.js'), SCRIPT);
  writeFileSync(
    join(dist, 'assets', 'app-AbCd1234.js.map'),
    JSON.stringify({ version: 3, mappings: SCRIPT }),
  );
  writeFileSync(join(dist, 'assets', 'app-AbCd1234.css'), STYLES);
  writeFileSync(join(dist, 'assets', 'logo-Zx_9-8Yw.png'), IMAGE);
  writeFileSync(join(dist, 'notes.txt'), NOTES);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  // The build's own copies of one file (tools/vite-plugin-precompress.ts), written after it.
  writeFileSync(join(dist, 'assets', 'built-Bu1lt0ne.js'), SCRIPT);
  mkdirSync(join(dist, '.precompressed', 'assets'), { recursive: true });
  writeFileSync(
    join(dist, '.precompressed', 'assets', 'built-Bu1lt0ne.js.br'),
    brotliCompressSync(BUILT_COPY),
  );
  writeFileSync(join(dist, '.precompressed', 'assets', 'built-Bu1lt0ne.js.gz'), gzipSync(BUILT_COPY));
  const logger = { log: () => {}, error: () => {} };
  ({ app } = await assemble({ clock: new TestClock(), logger, dist }));
}, 60_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await app.request(path, { method, headers });
  return {
    response,
    header: (name: string) => response.headers.get(name),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The body as the browser reads it, after its Content-Encoding. */
function decoded({ header, body }: Awaited<ReturnType<typeof get>>): string {
  const encoding = header('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeNull();
  return body.toString();
}

describe('compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding %j gets %s, decoding to the file', async (accept, encoding) => {
    for (const [path, text] of [
      ['/assets/app-AbCd1234.js', SCRIPT],
      ['/assets/app-AbCd1234.css', STYLES],
      ['/notes.txt', NOTES],
    ]) {
      const answer = await get(path!, { 'Accept-Encoding': accept });
      expect(answer.response.status).toBe(200);
      expect(answer.header('Content-Encoding'), path).toBe(encoding);
      expect(answer.header('Vary')).toBe('Accept-Encoding');
      expect(Number(answer.header('Content-Length'))).toBe(answer.body.length);
      expect(decoded(answer)).toBe(text);
    }
  });

  it('sends the file as it is without Accept-Encoding, with its type', async () => {
    const answer = await get('/assets/app-AbCd1234.js');
    expect(answer.header('Content-Encoding')).toBeNull();
    expect(answer.header('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('leaves images as they are', async () => {
    const answer = await get('/assets/logo-Zx_9-8Yw.png', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.header('Content-Encoding')).toBeNull();
    expect(answer.header('Vary')).toBeNull();
    expect(answer.header('Content-Type')).toBe('image/png');
    expect(answer.body.equals(IMAGE)).toBe(true);
  });

  it('compresses the demo content too', async () => {
    const answer = await get('/demo-content/login-background.svg', { 'Accept-Encoding': 'br' });
    expect(answer.header('Content-Encoding')).toBe('br');
    expect(answer.header('Cache-Control')).toBe('no-cache');
    expect(decoded(answer)).toBe(readFileSync('server/demo-content/login-background.svg', 'utf8'));
  });

  it('later sends a smaller brotli copy (best quality, made in the background) that decodes the same', async () => {
    writeFileSync(join(dist, 'assets', 'late-Lt5_7wQz.js'), SCRIPT);
    const first = await get('/assets/late-Lt5_7wQz.js', { 'Accept-Encoding': 'br' });
    await vi.waitFor(
      async () => {
        const later = await get('/assets/late-Lt5_7wQz.js', { 'Accept-Encoding': 'br' });
        expect(later.body.length).toBeLessThan(first.body.length);
        expect(decoded(later)).toBe(SCRIPT);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(decoded(first)).toBe(SCRIPT);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])("sends the build's own %s copy instead of compressing the file", async (accept, encoding) => {
    const answer = await get('/assets/built-Bu1lt0ne.js', { 'Accept-Encoding': accept });
    expect(answer.header('Content-Encoding')).toBe(encoding);
    expect(answer.header('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(decoded(answer)).toBe(BUILT_COPY);
  });

  it("compresses the file itself when the build's copy is older than it", async () => {
    const path = join(dist, 'assets', 'stale-St4le0ne.js');
    writeFileSync(path, SCRIPT);
    mkdirSync(join(dist, '.precompressed', 'assets'), { recursive: true });
    const copy = join(dist, '.precompressed', 'assets', 'stale-St4le0ne.js.br');
    writeFileSync(copy, brotliCompressSync(BUILT_COPY));
    utimesSync(copy, new Date(), new Date(Date.now() - 60_000));
    const answer = await get('/assets/stale-St4le0ne.js', { 'Accept-Encoding': 'br' });
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it('compresses a rebuilt file anew', async () => {
    const path = join(dist, 'assets', 'again-Ag4in123.js');
    writeFileSync(path, SCRIPT);
    const before = await get('/assets/again-Ag4in123.js', { 'Accept-Encoding': 'br' });
    writeFileSync(path, `${SCRIPT}\nexport const more = 1;`);
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const after = await get('/assets/again-Ag4in123.js', { 'Accept-Encoding': 'br' });
    expect(decoded(before)).toBe(SCRIPT);
    expect(decoded(after)).toBe(`${SCRIPT}\nexport const more = 1;`);
    expect(after.header('ETag')).not.toBe(before.header('ETag'));
  });
});

describe('caching', () => {
  it.each([
    ['/assets/app-AbCd1234.js', 'public, max-age=31536000, immutable'],
    ['/assets/app-AbCd1234.css', 'public, max-age=31536000, immutable'],
    ['/assets/logo-Zx_9-8Yw.png', 'public, max-age=31536000, immutable'],
    ['/assets/app-AbCd1234.js.map', 'no-cache'],
    ['/notes.txt', 'no-cache'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
  ])('%s is cached with %s', async (path, cacheControl) => {
    const answer = await get(path, { 'Accept-Encoding': 'br' });
    expect(answer.response.status).toBe(200);
    expect(answer.header('Cache-Control')).toBe(cacheControl);
  });

  it.each(['/notes.txt', '/assets/app-AbCd1234.js', '/assets/logo-Zx_9-8Yw.png'])(
    '%s answers 304 to its own ETag or Last-Modified, with its headers and no body',
    async (path) => {
      const first = await get(path, { 'Accept-Encoding': 'br' });
      const tag = first.header('ETag')!;
      expect(tag).toMatch(/^W\/".+"$/);
      const conditions: Record<string, string>[] = [
        { 'If-None-Match': tag },
        { 'If-None-Match': `W/"other", ${tag}` },
        { 'If-Modified-Since': first.header('Last-Modified')! },
      ];
      for (const headers of conditions) {
        const again = await get(path, { 'Accept-Encoding': 'br', ...headers });
        expect(again.response.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.header('ETag')).toBe(tag);
        expect(again.header('Cache-Control')).toBe(first.header('Cache-Control'));
      }
    },
  );

  it('answers 200 to another ETag or an older date', async () => {
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': 'W/"other"' },
      { 'If-Modified-Since': new Date(Date.now() - 3_600_000).toUTCString() },
    ];
    for (const headers of conditions) expect((await get('/notes.txt', headers)).response.status).toBe(200);
  });
});

describe('HEAD and Range', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get('/assets/app-AbCd1234.js', { 'Accept-Encoding': 'gzip' });
    const head = await get('/assets/app-AbCd1234.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['Content-Encoding', 'Content-Length', 'Content-Type', 'ETag', 'Cache-Control'])
      expect(head.header(name), name).toBe(full.header(name));
  });

  it('sends the whole file to a Range request', async () => {
    const answer = await get('/assets/app-AbCd1234.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(answer.response.status).toBe(200);
    expect(decoded(answer)).toBe(SCRIPT);
  });
});

describe('paths that name no file of the folder', () => {
  it.each([
    '/assets/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/.vite/manifest.json',
    '/.precompressed/assets/built-Bu1lt0ne.js.br',
    '/assets//app-AbCd1234.js',
    '/assets/missing-AbCd1234.js',
    '/assets',
    '/demo-content/..%2fapp.ts',
    '/assets/%E0%A4%A.js',
  ])('%s answers 404', async (path) => {
    expect((await get(path, { 'Accept-Encoding': 'br' })).response.status).toBe(404);
  });

  it('answers 404 over a socket, where the path arrives as sent', async () => {
    let server: ReturnType<typeof serve> | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
    });
    const status = (path: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on('error', reject)
          .end(),
      );
    try {
      for (const path of [
        '/assets/../../package.json',
        '/assets/..%2f..%2fpackage.json',
        '/../package.json',
        '/demo-content/../app.ts',
      ])
        expect(await status(path), path).toBe(404);
      expect(await status('/assets/app-AbCd1234.js')).toBe(200);
    } finally {
      server?.close();
    }
  });
});
