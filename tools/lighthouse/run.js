#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, simulated throttling: its defaults) on a running portal's login page and
 * on its dashboard signed in, the four categories (performance, accessibility, best practices,
 * SEO), each page in a fresh tab of one headless Chromium:
 *
 *   node tools/lighthouse/run.js http://127.0.0.1:8181/ [out-folder]
 *
 * Lighthouse is not a dependency of the project (it is heavy for `npm ci`): run without it, the
 * script runs itself again under `npx --yes -p lighthouse@12`, and imports Lighthouse and its
 * puppeteer-core from that package. Chromium is CHROME_PATH, else /usr/bin/chromium.
 *
 * The dashboard needs a session, which the portal keeps in the tab's sessionStorage: the tab
 * signs in first as the demo borrower (the login form, the security code from the demo outbox),
 * then Lighthouse loads the dashboard in that same tab. Its storage reset still runs (the HTTP
 * cache is emptied, so the dashboard loads cold); it never clears sessionStorage.
 *
 * Writes each page's report (`login.json`, `dashboard.json`) into the out folder
 * (test-results/lighthouse by default) and prints each page's scores and what it flags.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { flaggedAudits, scoreLine } from './summary.js';

const LIGHTHOUSE = 'lighthouse@12';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const USER = 'demo.borrower';
const PASSWORD = 'Borrower#2026';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The Lighthouse package that `npx -p` put on the PATH, or undefined outside of it. */
function lighthousePackage() {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(folder, 'lighthouse');
    // node_modules/.bin/lighthouse → node_modules/lighthouse/cli/index.js
    if (existsSync(bin)) return dirname(dirname(realpathSync(bin)));
  }
  return undefined;
}

const [url, out = join('test-results', 'lighthouse')] = process.argv.slice(2);
if (!url) {
  console.error(
    'Usage: node tools/lighthouse/run.js <portal address, such as http://127.0.0.1:8181/> [out-folder]',
  );
  process.exit(2);
}
const root = lighthousePackage();
if (!root) {
  const self = fileURLToPath(import.meta.url);
  const { status } = spawnSync('npx', ['--yes', '-p', LIGHTHOUSE, 'node', self, url, out], {
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}

const { default: lighthouse } = await import(pathToFileURL(join(root, 'core', 'index.js')).href);
const puppeteerPath = createRequire(join(root, 'package.json')).resolve('puppeteer-core');
const { default: puppeteer } = await import(pathToFileURL(puppeteerPath).href);

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

/** The newest security code sent to the user, once more than `seen` messages are in the outbox. */
async function newestCode(seen) {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(new URL(`api/demo/outbox?to=${USER}`, url));
    const messages = await response.json();
    if (messages.length > seen && messages[0].code) return messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no security code for ${USER} in the demo outbox`);
}

/** Signs the tab in as the demo borrower, through the login form and the security code. */
async function signIn(page) {
  const seen = (await (await fetch(new URL(`api/demo/outbox?to=${USER}`, url))).json()).length;
  await page.goto(url);
  // The prerendered copy holds the Sign In back until the portal has taken over.
  await page.waitForSelector('#prerender', { hidden: true });
  await page.locator('::-p-aria(Username)').fill(USER);
  await page.locator('::-p-aria(Password)').fill(PASSWORD);
  await page.locator('::-p-aria(Sign In[role="button"])').click();
  await page.locator('::-p-aria(Security Code)').fill(await newestCode(seen));
  await page.locator('::-p-aria(Verify[role="button"])').click();
  await page.waitForFunction(() => window.location.hash === '#/myaccount/dashboard');
  await page.locator('::-p-aria(Dashboard[role="heading"])').wait();
}

async function audit(browser, name, address, prepare) {
  const page = await browser.newPage();
  await prepare?.(page);
  const result = await lighthouse(address, FLAGS, undefined, page);
  await page.close();
  if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
  writeFileSync(join(out, `${name}.json`), result.report);
  console.log(`${name}: ${scoreLine(result.lhr)} (${result.lhr.finalDisplayedUrl})`);
  for (const line of flaggedAudits(result.lhr)) console.log(`  ${line}`);
}

mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await audit(browser, 'login', url);
  await audit(browser, 'dashboard', new URL('#/myaccount/dashboard', url).href, signIn);
} finally {
  await browser.close();
}
