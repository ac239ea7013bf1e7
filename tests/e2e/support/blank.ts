/**
 * A blank document of the portal's origin (issue 33). Going by about:blank to load the portal
 * afresh cost a renderer process each time: about:blank and the portal are different sites,
 * so Chromium swaps processes both ways. A load of the portal's FAQ that way took about 750 ms
 * and 400 ms of CPU here; from a document of the same origin, 170 to 220 ms and 280 to 370 ms.
 * The document is made by a route (the server has no such path): nothing of the portal loads
 * in it, and the browser asks for no icon.
 */
import type { Page, Route } from 'playwright-core';

const BLANK_PAGE = '<!doctype html><title>blank</title><link rel="icon" href="data:,">';

/** The address of the blank document of an origin, or of a portal's base URL. */
export function blankOf(url: string): string {
  return `${new URL(url).origin}/__blank`;
}

/** Opens the blank document of the origin of `url` in the page (leaving whatever it showed). */
export async function openBlank(page: Page, url: string): Promise<void> {
  const blank = blankOf(url);
  const answer = (route: Route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE });
  await page.route(blank, answer);
  try {
    await page.goto(blank);
  } finally {
    await page.unroute(blank, answer);
  }
}

/**
 * Loads `url` as a new document, even when the page shows the same address but for its hash
 * (which `goto` alone would only scroll to or route within the document).
 */
export async function loadAfresh(page: Page, url: string): Promise<void> {
  await openBlank(page, url);
  await page.goto(url);
}
