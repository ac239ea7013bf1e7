// @vitest-environment node
/**
 * The page's description (server/http/pageDescription.ts): the institution's setting
 * app.metaDescription, in English, written into the meta element of every page the server
 * sends, escaped; the catalogue's default when the institution sets none.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDescription } from '../../server/http/pageDescription.ts';
import { assemble } from '../../server/start.ts';
import { ROOT } from '../../tools/project.ts';
import { APP_UA, DESKTOP_UA, settingsFile, TestClock } from './support';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title></title>
    <meta name="description" content="" />
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The catalogue's default (schemas/settings.schema.json). */
const DEFAULT = (
  JSON.parse(readFileSync(join(ROOT, 'schemas', 'settings.schema.json'), 'utf8')) as {
    $defs: { groups: { properties: { app: { properties: { metaDescription: { default: string } } } } } };
  }
).$defs.groups.properties.app.properties.metaDescription.default;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function servedPage(userAgent: string, settings?: object) {
  const parent = mkdtempSync(join(tmpdir(), 'page-description-'));
  folders.push(parent);
  const dist = join(parent, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), PAGE);
  const logger = { log: () => {}, error: () => {} };
  const { app } = await assemble({
    clock: new TestClock(),
    logger,
    dist,
    ...(settings ? { settingsFile: settingsFile(settings) } : {}),
  });
  return (await app.request('/', { headers: { 'User-Agent': userAgent } })).text();
}

const descriptionsIn = (html: string) =>
  [...html.matchAll(/<meta name="description" content="([^"]*)" \/>/g)].map((match) => match[1]);

describe('withDescription', () => {
  it('fills the page’s meta element, escaped', () => {
    const html = withDescription(PAGE, 'Loans & "more" <online>');
    expect(descriptionsIn(html)).toEqual(['Loans &amp; &quot;more&quot; &lt;online&gt;']);
  });

  it('adds one after the title to a page without it', () => {
    const html = withDescription(PAGE.replace('<meta name="description" content="" />', ''), 'Loans');
    expect(html).toContain('<title></title>\n    <meta name="description" content="Loans" />');
  });
});

describe('the page served', () => {
  it.each([
    ['a browser', DESKTOP_UA],
    ['the mobile app', APP_UA],
  ])('to %s holds the catalogue’s description by default', async (_who, userAgent) => {
    expect(DEFAULT.length).toBeGreaterThan(50);
    expect(descriptionsIn(await servedPage(userAgent))).toEqual([DEFAULT]);
  });

  it('holds the institution’s English description, not its Spanish one', async () => {
    const html = await servedPage(DESKTOP_UA, {
      gassySettings: {
        english: { app: { metaDescription: 'Harbor Valley loans & payments online.' } },
        spanish: { app: { metaDescription: 'Préstamos y pagos de Harbor Valley en línea.' } },
      },
    });
    expect(descriptionsIn(html)).toEqual(['Harbor Valley loans &amp; payments online.']);
  });
});
