/**
 * The built portal runs under a strict Content Security Policy (no eval, no inline script
 * but the prerendered page's gate, admitted by its hash): a form validates and submits under it, and the bundle contains no eval( or
 * Function( that the policy would block, nor a library's development build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import { openPage, shouldRunBrowserTests, unexpectedProblems, usePortal } from './support/browser';

const DIST = join(ROOT, 'dist');

describe('built bundle', () => {
  const scripts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));

  it('has scripts to check', () => expect(scripts.length).toBeGreaterThan(0));

  it.each(scripts)('%s calls neither eval( nor Function(', (file) => {
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    const calls = [...code.matchAll(/(?:^|[^A-Za-z0-9_$])(?:eval|Function)\s*\(/g)].map((match) =>
      code.slice(Math.max(0, match.index - 30), match.index + 30),
    );
    expect(calls).toEqual([]);
  });

  it('bundles no library built for development (react-router names only its development files)', () => {
    const sources = readdirSync(join(DIST, 'assets'))
      .filter((file) => file.endsWith('.js.map'))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(join(DIST, 'assets', file), 'utf8')) as { sources: string[] }).sources,
      );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => /node_modules\/.*[/.]development[/.]/.test(source))).toEqual([]);
  });

  it('ships a page whose CSP forbids eval and inline scripts', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe.runIf(shouldRunBrowserTests())('a form under the CSP in Chromium', () => {
  // The server as `npm run serve` starts it (server/main.ts, a process of its own): the other
  // files' servers are assembled in the worker's server host from the same modules.
  const portal = usePortal({ ownProcess: true });

  it('is served with the CSP header, admitting by hash only the inline gate script and theme rule of the prerendered page', async () => {
    const response = await fetch(portal.url);
    const header = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inline = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => hash(match[1]!));
    expect(inline('script')).toHaveLength(1);
    expect(inline('style')).toHaveLength(1);
    expect(header).toContain(`script-src 'self' ${inline('script')[0]};`);
    expect(header).toContain(`style-src 'self' ${inline('style')[0]};`);
    expect(header).toMatch(/frame-ancestors 'none'$/);
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('writes the same policy into the page it serves, with the demo map’s tiles, and never caches the page', async () => {
    const response = await fetch(portal.url);
    const header = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
    expect(header).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('validates, then submits the typed values, and shows the answer', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const posted: unknown[] = [];
    await page.route('**/api/login/userlogin', async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({
        status: 403,
        json: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
      });
    });
    await page.goto(portal.url);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('You must enter a username').waitFor();
    await page.getByText('You must enter a password').waitFor();
    expect(posted).toEqual([]);

    await page.getByLabel('Username', { exact: true }).fill('demo.borrower');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Username or password is invalid' }).waitFor();
    expect(posted).toEqual([
      { username: 'demo.borrower', password: 'not-the-password', trustedDeviceTokens: {} },
    ]);
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('demo.borrower');
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });
});
