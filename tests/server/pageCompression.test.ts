// @vitest-environment node
/**
 * The page itself (the index.html the server writes for each request) goes compressed to a
 * request that accepts gzip, as the built files do, and says that it varies by Accept-Encoding
 * besides the user agent (server/app.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from '../../server/start.ts';
import { DESKTOP_UA, TestClock } from './support';

/** A page of the size the built one has with the prerendered sign-in form (some 7 KB). */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title></title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div>${'<p class="text">Payments, loans and documents.</p>'.repeat(120)}</body>
</html>`;

let parent = '';
let app: Awaited<ReturnType<typeof assemble>>['app'];

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'page-compression-'));
  const dist = join(parent, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), PAGE);
  const logger = { log: () => {}, error: () => {} };
  ({ app } = await assemble({ clock: new TestClock(), logger, dist }));
}, 60_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function page(path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { 'User-Agent': DESKTOP_UA };
  if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
  const response = await app.request(path, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('the page served', () => {
  it.each([
    ['/', 'gzip, deflate, br, zstd'],
    ['/', 'gzip'],
    ['/index.html', 'br;q=1.0, gzip;q=0.8'],
  ])('%s goes gzip-compressed to Accept-Encoding %j, decoding to the page', async (path, accept) => {
    const { response, body } = await page(path, accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const html = gunzipSync(body).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-AbCd1234.js');
    expect(body.length).toBeLessThan(html.length / 4);
  });

  it('varies by Accept-Encoding as well as by user agent', async () => {
    const { response } = await page('/', 'gzip, br');
    const vary = (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim());
    expect(vary).toEqual(expect.arrayContaining(['User-Agent', 'Accept-Encoding']));
  });

  it.each([[undefined], ['identity']])('goes as it is to Accept-Encoding %j', async (accept) => {
    const { response, body } = await page('/', accept);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(body.toString()).toContain('<div id="root"></div>');
  });
});
