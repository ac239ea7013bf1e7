/**
 * Which JavaScript files of dist/ the built portal requests, in Debian's Chromium (headless,
 * playwright-core) against the reference server (tests/e2e/support/server.ts): signed in as a
 * demo user up to the dashboard ("before"), then while a route's walk runs ("route"), so that
 * the lazy blocks and widgets the route needs are counted. The route benches (E, H) give the walk.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { newestCode, startServer } from '../e2e/support/server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
export const PASSWORD = 'Borrower#2026';

/** Stops a browser bench before it starts when Debian's Chromium is not installed. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}
const TIMEOUT_MS = 20_000;

export interface RouteLoads<T> {
  /** dist/ paths ("assets/….js") requested from the first page load until the dashboard showed. */
  before: string[];
  /** dist/ paths requested after that, during the walk. */
  route: string[];
  /** What the walk answered. */
  walked: T;
}

async function signIn(page: Page, url: string, user: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  const codeStep = page.getByRole('heading', { name: 'Enter your security code' });
  await codeStep.or(dashboard).waitFor();
  if (await codeStep.isVisible()) {
    await page.getByLabel('Security Code', { exact: true }).fill(await newestCode(url, user));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await dashboard.waitFor();
  await page.waitForLoadState('networkidle');
}

/** Signs `user` in, then runs `walk` on the dashboard's page, recording the JS files of each phase. */
export async function routeLoads<T>(user: string, walk: (page: Page) => Promise<T>): Promise<RouteLoads<T>> {
  requireChromium();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const origin = new URL(server.url).origin;
    let phase: string[] = [];
    const before = phase;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) phase.push(url.pathname.slice(1));
    });
    await signIn(page, server.url, user);
    phase = [];
    const route = phase;
    const walked = await walk(page);
    await page.waitForLoadState('networkidle');
    return { before: [...new Set(before)], route: [...new Set(route)], walked };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output()}`,
      { cause: error },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
