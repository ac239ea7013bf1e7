// @vitest-environment node
/**
 * The settings preload of the page (server/http/settingsPreload.ts): first in the head of the
 * index.html served to a browser, and left out for the mobile app (its calls carry ApiVersion,
 * which a preload cannot send) and for the studio's preview document (it makes no call).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETTINGS_CALL,
  takesSettingsPreload,
  withSettingsPreload,
} from '../../server/http/settingsPreload.ts';
import { assemble } from '../../server/start.ts';
import { APP_UA as APP, DESKTOP_UA as DESKTOP, TestClock } from './support';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('takesSettingsPreload', () => {
  it.each([
    ['a browser', 'http://portal.test/', DESKTOP, true],
    ['a browser on /index.html', 'http://portal.test/index.html', DESKTOP, true],
    ['no user agent', 'http://portal.test/', '', true],
    ['the mobile app', 'http://portal.test/', APP, false],
    ['an old app without a version', 'http://portal.test/', 'Android BorrowerPortalApp', false],
    ['the studio preview', 'http://portal.test/?studio-preview', DESKTOP, false],
    ['the studio preview with a value', 'http://portal.test/?studio-preview=1', DESKTOP, false],
  ])('%s: %s', (_name, url, userAgent, expected) => {
    expect(takesSettingsPreload(new URL(url), userAgent)).toBe(expected);
  });
});

describe('withSettingsPreload', () => {
  it('puts the preload first in the head, before the entry script', () => {
    const html = withSettingsPreload(PAGE);
    const preload = html.indexOf(`<link rel="preload" as="fetch" crossorigin href="${SETTINGS_CALL}" />`);
    expect(preload).toBeGreaterThan(html.indexOf('<head>'));
    expect(preload).toBeLessThan(html.indexOf('<script'));
  });

  it('names the call the portal makes', () => {
    expect(SETTINGS_CALL).toBe('/api/setup/ApplicationOptions');
  });
});

describe('the page served', () => {
  let parent = '';
  let app: Awaited<ReturnType<typeof assemble>>['app'];

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'settings-preload-'));
    const dist = join(parent, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), PAGE);
    const logger = { log: () => {}, error: () => {} };
    ({ app } = await assemble({ clock: new TestClock(), logger, dist, studio: true }));
  }, 60_000);

  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  const page = async (path: string, userAgent: string) => {
    const response = await app.request(path, { headers: { 'User-Agent': userAgent } });
    return { response, html: await response.text() };
  };

  it('preloads the settings for a browser, varying by user agent', async () => {
    const { response, html } = await page('/', DESKTOP);
    expect(html).toContain(`rel="preload" as="fetch" crossorigin href="${SETTINGS_CALL}"`);
    expect(response.headers.get('Vary')).toContain('User-Agent');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each([
    ['the mobile app', '/', APP],
    ['the studio preview', '/?studio-preview', DESKTOP],
  ])('does not preload them for %s', async (_name, path, userAgent) => {
    const { response, html } = await page(path, userAgent);
    expect(response.status).toBe(200);
    expect(html).toContain('/assets/index-AbCd1234.js');
    expect(html).not.toContain('rel="preload"');
  });
});
