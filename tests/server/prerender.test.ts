// @vitest-environment node
/**
 * The prerendered sign-in page in the page served (server/http/prerender.ts): the build's render
 * (a stand-in module here) just before the portal's root, the gate script first in the head and
 * the theme rule last, each admitted by its hash in the header's and the meta tag's CSP; left out
 * for the mobile app, the studio's preview, without the build, and when the render fails.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash, withPrerender, withPrerenderAllowed, withSources } from '../../server/http/prerender.ts';
import { assemble } from '../../server/start.ts';
import { APP_UA as APP, DESKTOP_UA as DESKTOP, TestClock } from './support';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />
    <title></title>
    <link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const GATE = "document.documentElement.setAttribute('data-seen', '');\n";
const COPY = '<main><h1>Sign In</h1><a href="#/home/register">Create an account</a></main>';
const THEME = ':root{--brand:#123456}';

/** The render a build would hold, echoing the heading of the settings it was given. */
const MODULE = `export async function prerenderLogin(answer) {
  const heading = answer.gassySettings.english.login?.heading ?? 'Sign In';
  return { html: ${JSON.stringify(COPY)}.replace('Sign In', heading), css: ${JSON.stringify(THEME)}, title: 'Payments <&> Login' };
}`;
const FAILING = `export async function prerenderLogin() { throw new Error('no window here'); }`;
/** A build of another version, whose render answers otherwise. */
const OTHER_VERSION = `export async function prerenderLogin() { return { html: '<p>copy</p>', css: '' }; }`;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A server over a build with this prerender module (none: a build without it). */
async function serverWith(module: string | undefined) {
  const parent = mkdtempSync(join(tmpdir(), 'prerender-'));
  folders.push(parent);
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, '.prerender'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'prerender-gate.js'), GATE);
  if (module !== undefined) writeFileSync(join(dist, '.prerender', 'loginPage.js'), module);
  const errors: unknown[][] = [];
  const logger = { log: () => {}, error: (...args: unknown[]) => void errors.push(args) };
  const { app } = await assemble({ clock: new TestClock(), logger, dist, studio: true });
  const page = async (path: string, userAgent = DESKTOP) => {
    const response = await app.request(path, { headers: { 'User-Agent': userAgent } });
    return { response, html: await response.text() };
  };
  return { app, page, errors };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page served with the build of the prerender', () => {
  const served = serverWith(MODULE);

  it('holds the rendered sign-in page just before the root, with the institution settings', async () => {
    const { page } = await served;
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(html).toContain(`<div id="prerender">${COPY}</div>\n    <div id="root"></div>`);
    expect(response.headers.get('Vary')).toContain('User-Agent');
  });

  it('is titled as the login route, the title escaped', async () => {
    const { page } = await served;
    const { html } = await page('/');
    expect(html).toContain('<title>Payments &lt;&amp;&gt; Login</title>');
  });

  it('runs the gate first in the head and applies the theme last, both admitted by their hashes', async () => {
    const { page } = await served;
    const { response, html } = await page('/index.html');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf(`<script>${GATE}</script>`)).toBeGreaterThan(0);
    expect(head.indexOf(`<script>${GATE}</script>`)).toBeLessThan(head.indexOf('<meta'));
    expect(head.indexOf(`<style>${THEME}</style>`)).toBeGreaterThan(
      head.indexOf('/assets/index-AbCd1234.js'),
    );
    const header = response.headers.get('Content-Security-Policy')!;
    const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    for (const policy of [header, meta]) {
      expect(policy).toContain(`script-src 'self' ${sha256(GATE)}`);
      expect(policy).toContain(`style-src 'self' ${sha256(THEME)}`);
      expect(policy).not.toContain('unsafe-inline');
    }
    expect(header).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['the mobile app', '/', APP],
    ['the studio preview', '/?studio-preview', DESKTOP],
  ])('leaves it out for %s, and the policy admits no inline code', async (_name, path, userAgent) => {
    const { page } = await served;
    const { response, html } = await page(path, userAgent);
    expect(response.status).toBe(200);
    expect(html).not.toContain('id="prerender"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<style>');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('sha256-');
  });

  it('serves neither the render nor its folder by name', async () => {
    const { app } = await served;
    for (const path of ['/.prerender/loginPage.js', '/.prerender/', '/%2Eprerender/loginPage.js'])
      expect((await app.request(path)).status).toBe(404);
  });
});

describe('the page served without it', () => {
  it('is the page as built when the build has no prerender', async () => {
    const { page, errors } = await serverWith(undefined);
    const { html, response } = await page('/');
    expect(html).not.toContain('id="prerender"');
    expect(html).toContain('<div id="root"></div>');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('sha256-');
    expect(errors).toEqual([]);
  });

  it.each([
    ['fails', FAILING],
    ['answers otherwise (a build of another version)', OTHER_VERSION],
  ])('is the page as built, and the failure logged, when the render %s', async (_name, module) => {
    const { page, errors } = await serverWith(module);
    const { html, response } = await page('/');
    expect(response.status).toBe(200);
    expect(html).not.toContain('id="prerender"');
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain('could not be prerendered');
  });
});

describe('withPrerender', () => {
  const copy = withSources({
    html: '<p>$& $1 copy</p>',
    css: ':root{--radius:8px}',
    gate: 'void 0;',
    title: 'Sign in',
  });

  it('writes the texts as they are, replacement patterns included', () => {
    const html = withPrerender(PAGE, copy);
    expect(html).toContain('<div id="prerender"><p>$& $1 copy</p></div>');
    expect(html).toContain('<script>void 0;</script>');
  });

  it("asks for the copy's images first: React's image preloads go from the copy to the head, just after the gate", () => {
    const preloads =
      '<link rel="preload" as="image" href="/content/background.svg"/><link rel="preload" as="image" href="/content/logo.svg"/>';
    const html = withPrerender(PAGE, { ...copy, html: `${preloads}<main><h1>Sign In</h1></main>` });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      '<script>void 0;</script>\n    <link rel="preload" as="image" href="/content/background.svg"/>\n    <link rel="preload" as="image" href="/content/logo.svg"/>\n',
    );
    expect(head.indexOf('/content/logo.svg')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.indexOf('/content/logo.svg')).toBeLessThan(head.indexOf('/assets/index-AbCd1234.js'));
    expect(html).toContain('<div id="prerender"><main><h1>Sign In</h1></main></div>');
  });

  it('leaves the copy as it is when it starts with no image preload', () => {
    const html = withPrerender(PAGE, {
      ...copy,
      html: '<main><link rel="preload" as="image" href="/x.svg"/></main>',
    });
    expect(html).toContain(
      '<div id="prerender"><main><link rel="preload" as="image" href="/x.svg"/></main></div>',
    );
    expect(html.indexOf('/x.svg')).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('adds each hash to its directive only', () => {
    const policy = withPrerenderAllowed(
      { 'script-src': ["'self'"], 'style-src': ["'self'"], 'img-src': ["'self'"] },
      copy,
    );
    expect(policy['script-src']).toEqual(["'self'", sourceHash('void 0;')]);
    expect(policy['style-src']).toEqual(["'self'", sourceHash(':root{--radius:8px}')]);
    expect(policy['img-src']).toEqual(["'self'"]);
  });
});
