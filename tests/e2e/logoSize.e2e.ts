/**
 * The logo has the width and height of its file (the demo institution's shell.logoWidth and
 * shell.logoHeight, 220 by 48): in the sign-in page the server sends (the prerendered copy),
 * on the live login and in the signed-in header. With them the logo's box is the same before
 * its file arrives as after, so nothing around it moves (Lighthouse's unsized-images audit,
 * and the layout shift it warns of). The logo's requests are held to look at the box before.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { dashboardHeading, loginHeading, signedInAs } from './support/signIn';

const LOGO = '**/demo-content/logo.svg';

/** The image's box, and whether its file has arrived. */
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => {
    const { width, height } = image.getBoundingClientRect();
    return {
      width: Math.round(width),
      height: Math.round(height),
      loaded: image.complete && image.naturalWidth > 0,
    };
  });

/** Holds the logo's requests until `release`. */
async function holdLogo(page: Page) {
  const held: Route[] = [];
  await page.route(LOGO, (route) => void held.push(route));
  return {
    waitForRequest: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(LOGO);
    },
  };
}

describe.runIf(shouldRunBrowserTests())('the logo', () => {
  const portal = usePortal();

  it('has its width and height in the sign-in page the server sends', async () => {
    const html = await (await fetch(portal.url)).text();
    expect(html).toMatch(/<div id="prerender">.*<img class="brand__logo" [^>]*width="220" height="48"/s);
  });

  it('keeps its box on the login while its file is on the way', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 800 },
    });
    const logo = await holdLogo(page);
    // Not openLogin: its load would wait for the logo.
    await page.goto(portal.url, { waitUntil: 'domcontentloaded' });
    await loginHeading(page).waitFor();
    await page.locator('#prerender').waitFor({ state: 'detached' });
    await logo.waitForRequest();
    const before = await box(page, '.brand__logo');
    expect(before).toEqual({ width: 220, height: 48, loaded: false });
    await logo.release();
    await expect.poll(() => box(page, '.brand__logo')).toEqual({ ...before, loaded: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps its box in the signed-in header while its file is on the way', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 800 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    // Routed, the tab's HTTP cache is off: the page loaded anew asks for the logo again.
    const logo = await holdLogo(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await dashboardHeading(page).waitFor();
    await logo.waitForRequest();
    const before = await box(page, '.header__logo-image');
    // At 390 px the header gives the logo at most 9.5rem: 152 px wide, its height in proportion.
    expect(before).toEqual({ width: 152, height: 33, loaded: false });
    await logo.release();
    await expect.poll(() => box(page, '.header__logo-image')).toEqual({ ...before, loaded: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
