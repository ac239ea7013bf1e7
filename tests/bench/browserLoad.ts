/**
 * One measured load of bench K, each in a new browser context (no HTTP cache, no storage): a
 * fresh load of a route's address, signed in by a session seeded into sessionStorage before the
 * portal's scripts run, or the dashboard reached by signing in, timed from the click on Verify
 * (which also gives the session the signed-in routes are seeded with).
 * A fresh load first waits for the network to stay quiet for 500 ms, touching nothing in the page
 * (the locators' script, compiled there, would count in its blocking time), then for the route's
 * content (Playwright locators, 30 s at most), and reads what the page recorded
 * (./pageMetrics.ts); the dashboard after Verify waits for its content, then for quiet.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newestCode, readOutbox } from '../e2e/support/server.ts';
import { blockingTime, jsFilesOf, lcpBefore, transferOf, type Transfer } from './loadFigures';
import {
  attachedAt,
  paintedNow,
  readRecord,
  RECORDER_SCRIPT,
  type LcpEntry,
  type PageRecord,
  type Resource,
} from './pageMetrics';
import { PASSWORD } from './routeLoads';
import { applyProfile, type Profile } from './throttle';

export const LOAD_TIMEOUT_MS = 30_000;
/** The session's key in sessionStorage (src/app/session/store.ts, KEY). */
const SESSION_KEY = 'portal.session';
const QUIET_MS = 500;
/** A load whose network never goes quiet (a poll) is read after this long anyway. */
const QUIET_CAP_MS = 10_000;

/** The elements that show a route is usable; the load is usable once the last of them is attached. */
export type Signs = (page: Page) => Locator[];

export interface LoadSample {
  /** First contentful paint, ms from navigation start; absent for the dashboard after Verify. */
  fcp?: number;
  /** The last LCP candidate painted by the time the content was seen painted. */
  lcp?: LcpEntry;
  /** When the last sign of the route was attached, ms from navigation start (or from Verify). */
  usable: number;
  /** When the bench had seen the content and two frames had passed, on the same clock. */
  seen: number;
  /**
   * Total blocking time from FCP (or Verify) until the bench first ran script in the page (a
   * fresh load: once its network was quiet) or, after Verify, until the load was read.
   */
  tbt: number;
  transfer: Transfer;
  /** The JS files requested from the moment the figures are read from (navigation, or Verify). */
  jsFiles: string[];
  /** Every JS file the page requested since its navigation: the dashboard's login page too. */
  pageJsFiles: string[];
  resources: Resource[];
}

/** Resolves once no request of the page has been in flight for QUIET_MS (or QUIET_CAP_MS passed). */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => ((inFlight += 1), (changed = Date.now())));
  const settle = () => ((inFlight = Math.max(0, inFlight - 1)), (changed = Date.now()));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    const cap = Date.now() + QUIET_CAP_MS;
    while (Date.now() < cap && (inFlight > 0 || Date.now() - changed < QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Sign In', level: 1 });

interface Reached {
  usable: number;
  seen: number;
}

/** Waits for every sign; a signed-in route that shows the login screen instead fails at once. */
async function waitUsable(page: Page, signs: Signs, signedIn: boolean): Promise<Reached> {
  const locators = signs(page);
  if (signedIn) {
    await locators[0]!.or(loginHeading(page)).first().waitFor();
    if (await loginHeading(page).isVisible())
      throw new Error(`${page.url()} showed the login screen: the seeded session was not taken`);
  }
  await Promise.all(locators.map((locator) => locator.waitFor()));
  const stamps = await Promise.all(locators.map((locator) => attachedAt(locator)));
  return { usable: Math.max(...stamps), seen: await paintedNow(page) };
}

/**
 * The figures of a load read from `from` (navigation start, or the click on Verify): only the
 * requests after it count; FCP and LCP only for a load of its own document (`painted`).
 */
function sample(
  record: PageRecord,
  from: number,
  painted: boolean,
  { usable, seen, untouchedUntil = record.readAt }: Reached & { untouchedUntil?: number },
): LoadSample {
  const resources = record.resources.filter((resource) => resource.start >= from);
  const fcp = painted
    ? record.paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime
    : undefined;
  return {
    fcp,
    lcp: painted ? lcpBefore(record.lcp, seen) : undefined,
    usable: usable - from,
    seen: seen - from,
    tbt: blockingTime(record.longTasks, fcp ?? from, untouchedUntil),
    transfer: transferOf(resources),
    jsFiles: jsFilesOf(resources),
    pageJsFiles: jsFilesOf(record.resources),
    resources,
  };
}

/** performance.now() in the page, read through the DevTools protocol: no script of Playwright's is compiled there. */
async function pageClock(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'performance.now()',
      returnByValue: true,
    });
    return result.value as number;
  } finally {
    await cdp.detach();
  }
}

export interface FreshLoad {
  url: string;
  profile: Profile;
  signs: Signs;
  /** The signed-in session to seed (sessionStorage's value), or none for a signed-out route. */
  session?: string;
}

/** A load of the address in a new context, throttled from its first request. */
export async function freshLoad(
  browser: Browser,
  { url, profile, signs, session }: FreshLoad,
): Promise<LoadSample> {
  const context = await browser.newContext();
  try {
    if (session !== undefined)
      await context.addInitScript(
        `sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)});`,
      );
    await context.addInitScript(RECORDER_SCRIPT);
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    const quiet = quietNetwork(page);
    await applyProfile(context, page, profile);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    // Nothing of the bench runs in the page until its network is quiet: the locators' script
    // (compiled in the page, a long task at 4x CPU) would count in the page's blocking time.
    await quiet();
    const untouchedUntil = await pageClock(context, page);
    const reached = await waitUsable(page, signs, session !== undefined);
    return sample(await readRecord(page), 0, true, { ...reached, untouchedUntil });
  } finally {
    await context.close();
  }
}

/** Fills in the login form and sends it; answers how many messages the user's outbox had before. */
async function submitLogin(page: Page, url: string, user: string): Promise<number> {
  await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
  await page.getByLabel('Username', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const seenBefore = (await readOutbox(url, user)).length;
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter your security code' }).waitFor();
  return seenBefore;
}

async function enterCode(page: Page, url: string, user: string, seenBefore: number): Promise<void> {
  await page.getByLabel('Security Code', { exact: true }).fill(await newestCode(url, user, seenBefore));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export interface CodeLoad {
  url: string;
  user: string;
  profile: Profile;
  signs: Signs;
}

export interface SignedIn {
  sample: LoadSample;
  /** The session the portal kept (sessionStorage's value), for the signed-in routes' loads. */
  session: string;
}

/**
 * Signs in unthrottled up to the security code, throttles, then clicks Verify: times are from
 * that click (the page's own clock, its click listener), and only the requests after it count.
 * The session is read after the page's record, so reading it is not measured.
 */
export async function dashboardAfterCode(
  browser: Browser,
  { url, user, profile, signs }: CodeLoad,
): Promise<SignedIn> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(RECORDER_SCRIPT);
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    const quiet = quietNetwork(page);
    const seenBefore = await submitLogin(page, url, user);
    await applyProfile(context, page, profile);
    await enterCode(page, url, user, seenBefore);
    // The code step is part of the login screen, so its heading is no sign of a refused session here.
    const reached = await waitUsable(page, signs, false);
    await quiet();
    const record = await readRecord(page);
    if (record.lastClick === null) throw new Error('the page saw no click on Verify');
    const session = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    if (!session) throw new Error(`no ${SESSION_KEY} in sessionStorage after signing in as ${user}`);
    return { sample: sample(record, record.lastClick, false, reached), session };
  } finally {
    await context.close();
  }
}
