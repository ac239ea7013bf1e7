/**
 * Debian's Chromium driven by playwright-core. Without Chromium the browser tests are
 * skipped locally with a notice, but under CI (CI=true) they are mandatory and fail.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const browserAvailable = existsSync(CHROMIUM);
export const mandatory = process.env.CI === 'true' || process.env.CI === '1';

if (!browserAvailable && !mandatory) {
  console.warn(
    `Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium). Under CI they fail instead.`,
  );
}

/** True when the browser tests should run; throws under CI when they cannot. */
export function shouldRunBrowserTests(): boolean {
  if (browserAvailable) return true;
  if (mandatory)
    throw new Error(`CI needs Chromium at ${CHROMIUM} for the browser tests (.ci/run installs it)`);
  return false;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

export async function openPage(browser: Browser): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** axe with the WCAG 2.1 A and AA rules; returns violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

export interface Portal {
  /** The running server's base URL, such as http://127.0.0.1:40123/. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * Starts the reference server and Chromium before the tests of the calling describe block
 * and stops both after them; the returned object reads the live values.
 */
export function usePortal(env: Record<string, string> = {}): Portal {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('the server is not running');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    },
  };
}
