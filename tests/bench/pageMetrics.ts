/**
 * Bench K's measuring inside the page. An init script, run before the portal's own scripts,
 * installs buffered observers of paints, largest-contentful-paint candidates and long tasks,
 * remembers the last click, and stamps every node attached to the document with the time it was
 * attached (a MutationObserver). The bench finds a route's content with Playwright locators, and
 * reads from those stamps when the content was attached: Playwright polls, so the moment its
 * wait returns can be hundreds of ms after the content arrived.
 */
import type { Locator, Page } from 'playwright-core';

/** Where the init script keeps its records on `window`. */
const RECORD = '__speedBench';

/**
 * Plain JavaScript, not a function for Playwright to serialise: tsx's transform would wrap named
 * functions in a helper that the page does not have. Observers of entry types Chromium lacks are
 * skipped, and their figures read n/a.
 */
export const RECORDER_SCRIPT = `(() => {
  const record = { paints: [], lcp: [], longTasks: [], lastClick: null, attached: new WeakMap() };
  Object.defineProperty(window, '${RECORD}', { value: record });
  const observe = (type, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => record.paints.push({ name: e.name, startTime: e.startTime }));
  observe('largest-contentful-paint', (e) => {
    const element = e.element ? e.element.tagName.toLowerCase() + ' "' + (e.element.textContent || '').trim().slice(0, 30) + '"' : e.url;
    record.lcp.push({ startTime: e.startTime, element: element || '?' });
  });
  observe('longtask', (e) => record.longTasks.push({ startTime: e.startTime, duration: e.duration }));
  new MutationObserver((mutations) => {
    const now = performance.now();
    for (const mutation of mutations) for (const node of mutation.addedNodes) record.attached.set(node, now);
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', () => { record.lastClick = performance.now(); }, true);
  performance.setResourceTimingBufferSize(2000);
})();`;

export interface Paint {
  name: string;
  startTime: number;
}

export interface LcpEntry {
  startTime: number;
  /** The element's tag and first words, or the image's address. */
  element: string;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

/** One request of the load, times in ms from navigation start. */
export interface Resource {
  /** The path on the portal's origin ("/assets/index-….js"), or the whole address elsewhere. */
  path: string;
  /** Resource timing's initiatorType ("script", "link", "fetch", "img"), "navigation" for the page. */
  initiator: string;
  start: number;
  end: number;
  /** Bytes on the wire, headers included (compressed, as the server sent them). */
  transferred: number;
}

export interface PageRecord {
  paints: Paint[];
  lcp: LcpEntry[];
  longTasks: LongTask[];
  lastClick: number | null;
  resources: Resource[];
  /** performance.now() when this was read. */
  readAt: number;
}

/**
 * When the located element became part of the document, in ms from navigation start: the latest
 * attach stamp of it and its ancestors (it is in the document once the last of them is).
 */
export async function attachedAt(locator: Locator): Promise<number> {
  const stamp = await locator.evaluate((element, key) => {
    const attached = (window as unknown as Record<string, { attached: WeakMap<Node, number> }>)[key]!
      .attached;
    let latest = -1;
    for (let node: Node | null = element; node; node = node.parentNode)
      latest = Math.max(latest, attached.get(node) ?? -1);
    return latest;
  }, RECORD);
  if (stamp < 0) throw new Error(`${String(locator)} was never attached after the page started`);
  return stamp;
}

/** performance.now() in the page after two animation frames: by then the current content is painted. */
export function paintedNow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

/** What the init script recorded, and every request of the load. */
export function readRecord(page: Page): Promise<PageRecord> {
  return page.evaluate((key) => {
    const record = (window as unknown as Record<string, Omit<PageRecord, 'resources' | 'readAt'>>)[key]!;
    const timing = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      paints: record.paints,
      lcp: record.lcp,
      longTasks: record.longTasks,
      lastClick: record.lastClick,
      resources: timing.map((entry) => ({
        // No helper function here: tsx would wrap it in a name helper the page lacks.
        path: (entry.name.startsWith(location.origin)
          ? entry.name.slice(location.origin.length)
          : entry.name
        ).replace(/#.*$/, ''),
        initiator: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
        transferred: entry.transferSize,
      })),
      readAt: performance.now(),
    };
  }, RECORD);
}
