// @vitest-environment node
/**
 * The server's studio switch (PORTAL_STUDIO=1, start.ts): the option Studio in the
 * ApplicationOptions answer, whatever an institution file says; with the studio off, the
 * files only the studio reaches answer 404 (found in a real Vite build's manifest); with it
 * on, they are served and the preview document `/?studio-preview` may be framed by the
 * portal's own origin, and no other page may.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStudioOnlyFiles } from '../../server/http/studioChunks.ts';
import { assemble, optionsFromEnvironment } from '../../server/start.ts';
import { settingsFile, TestClock } from './support';

/** A small app laid out as the portal is: the studio and the preview load lazily, sharing code with it and with each other. */
const SOURCES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"></head>' +
    '<body><script type="module" src="/src/main.ts"></script></body></html>',
  'src/main.ts': `import { shared } from './shared';
console.log(shared);
if (location.hash === '#/studio') void import('./screens/studio/Studio');
if (location.search.includes('studio-preview')) void import('./app/preview/Preview');
void import('./screens/dashboard/Dashboard');`,
  'src/shared.ts': `export const shared = 'shared ' + Math.random();`,
  'src/common.ts': `export const common = (text: string) => 'common ' + text + Math.random();`,
  'src/screens/dashboard/Dashboard.ts': `import { common } from '../../common';\nconsole.log(common('dashboard'));`,
  'src/screens/studio/Studio.ts': `import { common } from '../../common';
import { shared } from '../../shared';
import { rows } from './catalogueData';
import { protocol } from './protocol';
console.log(common('studio'), shared, rows, protocol);
void import('./Later');`,
  'src/screens/studio/catalogueData.ts': `export const rows = ${JSON.stringify(Array.from({ length: 50 }, (_, index) => `studio-row-${index}`))};`,
  'src/screens/studio/protocol.ts': `export const protocol = 'protocol ' + Math.random();`,
  'src/screens/studio/Later.ts': `console.log('later');`,
  'src/app/preview/Preview.ts': `import { protocol } from '../../screens/studio/protocol';\nconsole.log('preview', protocol);`,
};

let dist = '';
let files: Record<string, string> = {};

beforeAll(async () => {
  mkdirSync('tests/.tmp', { recursive: true });
  const root = mkdtempSync(join('tests', '.tmp', 'studio-build-'));
  for (const [path, text] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  dist = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: relative(root, dist), manifest: true, sourcemap: true, minify: false },
  });
  const manifest = (
    await import(join(process.cwd(), dist, '.vite', 'manifest.json'), { with: { type: 'json' } })
  ).default as Record<string, { file: string }>;
  files = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [key, `/${chunk.file}`]));
}, 120_000);

async function server(studio: boolean | undefined, settings?: object) {
  const logger = { log: () => {}, error: () => {} };
  const options = {
    clock: new TestClock(),
    logger,
    dist,
    ...(settings && { settingsFile: settingsFile(settings) }),
  };
  const { app } = await assemble(studio === undefined ? options : { ...options, studio });
  const get = (path: string) => app.request(path);
  const option = async () =>
    (
      (await (await get('/api/setup/ApplicationOptions')).json()) as {
        institutionOptions: { Studio: unknown };
      }
    ).institutionOptions.Studio;
  return { get, option };
}

/** A shared chunk's file by the start of its manifest key (`_common-<hash>.js`). */
const chunk = (prefix: string) => Object.entries(files).find(([key]) => key.startsWith(`${prefix}-`))?.[1];

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

describe('the files only the studio reaches, from the build manifest', () => {
  it('are the studio, the preview, what only they import and what they load later, with source maps', () => {
    const only = readStudioOnlyFiles(dist);
    for (const key of [
      'src/screens/studio/Studio.ts',
      'src/screens/studio/Later.ts',
      'src/app/preview/Preview.ts',
    ]) {
      expect(only).toContain(files[key]);
      expect(only).toContain(`${files[key]}.map`);
    }
    for (const key of ['index.html', 'src/screens/dashboard/Dashboard.ts'])
      expect(only).not.toContain(files[key]);
    // The chunk the studio and the preview share is theirs; the one the portal shares with the studio is not.
    expect(only).toContain(chunk('_protocol'));
    expect(only).not.toContain(chunk('_common'));
  });

  it('are none without a build', () => {
    expect(readStudioOnlyFiles(join(dist, 'missing'))).toEqual(new Set());
  });
});

describe('with the studio off (the default)', () => {
  it('answers the option Studio false, even when the institution file says true', async () => {
    expect(await (await server(undefined)).option()).toBe(false);
    expect(await (await server(false, { institutionOptions: { Studio: true } })).option()).toBe(false);
  });

  it("answers 404 for the studio's chunks and serves the portal's", async () => {
    const { get } = await server(false);
    for (const key of [
      'src/screens/studio/Studio.ts',
      'src/screens/studio/Later.ts',
      'src/app/preview/Preview.ts',
    ])
      expect((await get(files[key]!)).status, key).toBe(404);
    expect((await get(`${files['src/screens/studio/Studio.ts']}.map`)).status).toBe(404);
    expect((await get(chunk('_protocol')!)).status).toBe(404);
    expect((await get(chunk('_common')!)).status).toBe(200);
    for (const key of ['index.html', 'src/screens/dashboard/Dashboard.ts'])
      expect((await get(files[key]!)).status, key).toBe(200);
  });

  it('lets no page be framed, the preview document included', async () => {
    const { get } = await server(false);
    expect(frameAncestors(await get('/?studio-preview'))).toBe("'none'");
    expect(frameAncestors(await get('/'))).toBe("'none'");
  });
});

describe('with the studio on (PORTAL_STUDIO=1)', () => {
  it('answers the option Studio true, even when the institution file says false', async () => {
    expect(await (await server(true, { institutionOptions: { Studio: false } })).option()).toBe(true);
  });

  it("serves the studio's chunks", async () => {
    const { get } = await server(true);
    for (const key of ['src/screens/studio/Studio.ts', 'src/app/preview/Preview.ts'])
      expect((await get(files[key]!)).status, key).toBe(200);
  });

  it("lets the portal's own origin frame the preview document, and only that document", async () => {
    const { get } = await server(true);
    const preview = await get('/?studio-preview');
    expect(preview.status).toBe(200);
    expect(frameAncestors(preview)).toBe("'self'");
    expect(await preview.text()).toContain("default-src 'self'");
    for (const path of [
      '/',
      '/index.html?studio-preview',
      '/?other',
      '/api/setup/ApplicationOptions?studio-preview',
    ])
      expect(frameAncestors(await get(path)), path).toBe("'none'");
  });
});

describe('PORTAL_STUDIO', () => {
  it.each([
    [{ PORTAL_STUDIO: '1' }, true],
    [{ PORTAL_STUDIO: '0' }, false],
    [{ PORTAL_STUDIO: 'yes' }, false],
    [{}, false],
  ])('%j turns the studio %s', (env, on) => {
    expect(optionsFromEnvironment(env).studio).toBe(on);
  });
});
