/**
 * Tabs kept for the next test (issue 33). Opening a context and its first page starts a
 * renderer: about half a second of a CPU on the 2-CPU machines, and the new context's empty
 * cache makes its first load of the portal twice the cost of a later one. A test closes its
 * context when it is done; for a tab handed out here that close cleans the tab and keeps it
 * for the next openPage with the same options in the same describe instead:
 *
 * - the other pages of the context (popups, second tabs) are closed;
 * - the routes, cookies and listeners the test added are removed, the portal origin's
 *   localStorage and sessionStorage are cleared, and the tab goes to a blank document of that
 *   origin (./blank.ts; a page that asks before it is left is answered "leave");
 * - the window size and emulated media go back to the options'.
 *
 * What cannot be undone marks the tab as used up, and its close closes it for real: an init
 * script or exposed binding added to the page or the context, a fake clock, extra headers, a
 * permission, geolocation, offline mode or HTTP credentials; a page that is not on the one
 * portal origin it visited, or any step of the cleaning that fails.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { openBlank } from './blank';

interface Tab {
  context: BrowserContext;
  page: Page;
  options: BrowserContextOptions;
  /** The options as a key: a kept tab is handed out only for the same options. */
  key: string;
  /** Something was done to the tab that cleaning cannot undo. */
  usedUp: boolean;
  /** The test emulated a media feature (page.emulateMedia), which cleaning sets back. */
  mediaChanged: boolean;
  /** The http(s) origins the tab's page has been on. */
  origins: Set<string>;
  /** Closes the context for real (the context's own close answers `keep` instead). */
  closeForReal: () => Promise<void>;
  /** Takes away the listeners added since the tab was handed out. */
  restoreListeners: () => void;
}

/** Kept tabs by browser, ready for the next test. */
const idle = new WeakMap<Browser, Tab[]>();
/** Every tab handed out or kept, by browser, so a describe's end closes them all. */
const every = new WeakMap<Browser, Set<Tab>>();

const keyOf = (options: BrowserContextOptions) => JSON.stringify(options);

/** Page and context methods whose effect cleaning cannot undo. */
const PAGE_LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'] as const;
const CONTEXT_LASTING = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
] as const;

/** Marks the tab used up when any of these methods is called (on this instance only). */
function markOnCall(tab: Tab, target: object, names: readonly string[]): void {
  for (const name of names) {
    const original = Reflect.get(target, name) as (...args: unknown[]) => unknown;
    Reflect.set(target, name, (...args: unknown[]) => {
      tab.usedUp = true;
      return original.apply(target, args);
    });
  }
}

/** Node-style emitters (Playwright's page and context): what was listening before. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  off(event: string | symbol, listener: never): unknown;
}

/** Remembers the listeners now; the answer removes every listener added since. */
function listenersSnapshot(emitter: Emitter): () => void {
  const before = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
  return () => {
    for (const event of emitter.eventNames())
      for (const listener of emitter.listeners(event))
        if (!before.get(event)?.has(listener)) emitter.off(event, listener as never);
  };
}

/** A new context and page, with the check for CSP violations every page has. */
export async function newTab(
  browser: Browser,
  options: BrowserContextOptions,
  timeout: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(timeout);
  // Chromium logs a blocked resource as a console error already; this also catches
  // violations that only raise the event (such as a report-only or an eval attempt).
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    ),
  );
  const page = await context.newPage();
  const closeForReal = context.close.bind(context);
  const tab: Tab = {
    context,
    page,
    options,
    key: keyOf(options),
    usedUp: false,
    mediaChanged: false,
    origins: new Set(),
    closeForReal: () => closeForReal(),
    restoreListeners: () => undefined,
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { protocol, origin } = new URL(frame.url());
    if (protocol === 'http:' || protocol === 'https:') tab.origins.add(origin);
  });
  markOnCall(tab, page, PAGE_LASTING);
  markOnCall(tab, context, CONTEXT_LASTING);
  for (const owner of [page, context]) {
    const clock = owner.clock;
    Object.defineProperty(owner, 'clock', {
      get() {
        tab.usedUp = true;
        return clock;
      },
    });
  }
  const emulateMedia = page.emulateMedia.bind(page);
  page.emulateMedia = (media) => {
    tab.mediaChanged = true;
    return emulateMedia(media);
  };
  Reflect.set(context, 'close', () => keep(browser, tab));
  if (!every.has(browser)) every.set(browser, new Set());
  every.get(browser)!.add(tab);
  handOut(tab);
  return { context, page };
}

function handOut(tab: Tab): void {
  const page = listenersSnapshot(tab.page as unknown as Emitter);
  const context = listenersSnapshot(tab.context as unknown as Emitter);
  tab.restoreListeners = () => {
    page();
    context();
  };
}

/** A kept tab for these options, cleaned, or undefined when there is none. */
export async function takeIdleTab(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page } | undefined> {
  const kept = idle.get(browser) ?? [];
  const index = kept.findIndex((tab) => tab.key === keyOf(options));
  if (index < 0) return undefined;
  const [tab] = kept.splice(index, 1);
  handOut(tab!);
  return { context: tab!.context, page: tab!.page };
}

/** Cleans a tab a test has closed and keeps it; one that cannot be cleaned is closed. */
async function keep(browser: Browser, tab: Tab): Promise<void> {
  tab.restoreListeners();
  const origin = [...tab.origins][0];
  const reusable =
    !tab.usedUp &&
    browser.isConnected() &&
    !tab.page.isClosed() &&
    tab.origins.size <= 1 &&
    (origin === undefined || tab.page.url().startsWith(`${origin}/`));
  if (reusable && (await clean(tab, origin))) {
    if (!idle.has(browser)) idle.set(browser, []);
    idle.get(browser)!.push(tab);
    return;
  }
  every.get(browser)?.delete(tab);
  await tab.closeForReal().catch(() => undefined);
}

/** Undoes what a test did to the tab; false when some step failed. */
async function clean(tab: Tab, origin: string | undefined): Promise<boolean> {
  const { context, page, options } = tab;
  const leave = (dialog: { accept: () => Promise<void> }) => void dialog.accept().catch(() => undefined);
  try {
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    if (origin)
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    page.on('dialog', leave);
    // A blank document of the same origin, not about:blank: a new renderer process each way.
    if (origin) await openBlank(page, origin);
    else await page.goto('about:blank');
    page.off('dialog', leave);
    await page.setViewportSize(options.viewport ?? { width: 1280, height: 720 });
    if (tab.mediaChanged)
      // Playwright's defaults for a new context, unless the options chose otherwise.
      await page.emulateMedia({
        media: null,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
        forcedColors: options.forcedColors ?? 'none',
      });
    tab.mediaChanged = false;
    return true;
  } catch {
    return false;
  }
}

/** Closes every tab of the browser, kept or handed out (a describe's end). */
export async function closeTabs(browser: Browser): Promise<void> {
  const tabs = [...(every.get(browser) ?? [])];
  every.delete(browser);
  idle.delete(browser);
  const pooled = new Set(tabs.map((tab) => tab.context));
  await Promise.all([
    ...tabs.map((tab) => tab.closeForReal().catch(() => undefined)),
    ...browser
      .contexts()
      .filter((context) => !pooled.has(context))
      .map((context) => context.close()),
  ]);
}
