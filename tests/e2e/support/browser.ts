/**
 * Debian's Chromium driven by playwright-core. Without Chromium the browser tests are
 * skipped locally with a notice, but under CI (CI=true) they are mandatory and fail.
 */
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, onTestFailed, onTestFinished } from 'vitest';
import { closeTabs, newTab, takeIdleTab } from './pool';
import { checkProblems } from './problems';
import { startServer, type RunningServer, type ServerOptions } from './server';

export { axeViolations } from './axe';
export { unexpectedProblems } from './problems';

/**
 * Debian's old headless shell (package chromium-headless-shell, what Playwright itself runs
 * headless) when installed, else Debian's Chromium in its headless mode. The shell is the same
 * Blink without the browser's windowing: a page load here costs about a third less CPU (about
 * 330 ms against 510), which made the browser stage about a fifth shorter (issue 33). It has
 * no PDF viewer: a PDF opened in a tab is downloaded instead.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
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
    `Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium-headless-shell, or chromium). Under CI they fail instead.`,
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
  /** Console errors and warnings, page errors and CSP violations seen so far. */
  problems: string[];
}

/** Playwright's waits and actions give up after this long (its default is 30 s). */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * A context (with these options, such as the mobile app's userAgent) and page, whose console
 * errors and warnings, page errors and CSP violations are collected. The calling test fails
 * when it finishes if any was collected, other than Chromium's network lines for statuses the
 * test declared with unexpectedProblems.
 *
 * The tab is a fresh one as far as the portal can tell: no cookie, nothing in its storage, no
 * route, a blank document at the options' window size. It may be a tab an earlier test of the
 * same describe left (see pool.ts): a new tab and its renderer cost about half a second of a
 * CPU here, so the tab whose context a test closes is cleaned and kept for the next test.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const { context, page } =
    (await takeIdleTab(browser, options)) ?? (await newTab(browser, options, ACTION_TIMEOUT_MS));
  const problems: string[] = [];
  page.on('console', (message) => {
    // The location names the resource of a "Failed to load resource" message.
    const where = message.location().url;
    const type = message.type();
    if (type === 'error' || type === 'warning')
      problems.push(`console ${type}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  reportOnFailure(page, problems);
  failOnProblems(problems);
  return { context, page, problems };
}

/** Registers the problems check to run when the calling test finishes (pass or fail). */
function failOnProblems(problems: readonly string[]): void {
  try {
    onTestFinished(() => checkProblems(problems));
  } catch {
    // Not called within a test (a script using the helpers): nothing to fail.
  }
}

/**
 * When the calling test fails, logs where its page was (still open: the test did not get
 * to close it): the address, the text it showed and the problems so far, which a timeout's
 * own message does not tell.
 */
function reportOnFailure(page: Page, problems: readonly string[]): void {
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(not readable: ${String(error)})`);
      console.error(
        `"${task.name}" failed with its page at ${page.url()} showing:\n${text.slice(0, 2_000)}\n` +
          `problems: ${JSON.stringify(problems)}`,
      );
    });
  } catch {
    // Not called within a test (a script using the helpers): nothing to report to.
  }
}

export interface Portal {
  /** The running server's base URL, such as http://127.0.0.1:40123/. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * The worker's Chromium, launched by the first describe that needs it and kept for the files
 * the worker runs after it (vitest.e2e.config.ts runs them in one process, isolate: false):
 * a launch cost about as much as a short test file (issue 33). Each describe's contexts are
 * closed after it, so a file finds the browser as a fresh one would be: no page, no cookie.
 * Playwright ends the browser when the worker exits.
 */
let shared: Promise<Browser> | undefined;

async function workerBrowser(): Promise<Browser> {
  const browser = await (shared ??= launch());
  if (browser.isConnected()) return browser;
  shared = launch();
  return shared;
}

/**
 * Starts the reference server (with a fresh data folder, and the given settings or
 * environment) before the tests of the calling describe block and stops it after them, with
 * the worker's Chromium (every context the block opened is closed after it, kept tabs too); the returned
 * object reads the live values.
 */
export function usePortal(options: ServerOptions = {}): Portal {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(options), workerBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    if (browser) await closeTabs(browser);
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
