/**
 * The gallery (issue 18): every route and every dialog photographed at a phone, a tablet and
 * a desktop width into one folder, which CI lists as its artifacts (they are looked at, not
 * compared pixel by pixel), and at each width the layout's faults collected: sideways
 * overflow and text clipped by its box; at the desktop width, axe's WCAG 2.1 AA violations. A view's faults are returned, not thrown, so one run
 * names every fault of every view.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser';
import { measureLayout } from './layoutFaults';

export const GALLERY_WIDTHS = [390, 1024, 1280] as const;

/** Where the screenshots go: SCREENSHOT_DIR, or test-results/screenshots of the project. */
export const SHOT_DIR = resolve(process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');

const PHONE_HEIGHT = 844;
const DESKTOP_HEIGHT = 800;

/** Waits until nothing on the page says it is loading, and the layout followed the last change. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Photographs the page as it stands at each gallery width (the whole page, or only the window
 * while a dialog is open, since a dialog sits over the window) and answers the faults found,
 * each naming the view and width, and axe's violations at 1280 px (where the window is left).
 */
export async function photograph(page: Page, view: string): Promise<string[]> {
  mkdirSync(SHOT_DIR, { recursive: true });
  const faults: string[] = [];
  for (const width of GALLERY_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? PHONE_HEIGHT : DESKTOP_HEIGHT });
    await settle(page);
    const found = await page.evaluate(measureLayout);
    const where = `${view} at ${width} px`;
    if (found.scrollWidth > found.innerWidth || found.widest)
      faults.push(`${where}: document ${found.scrollWidth} px wide; widest ${found.widest ?? 'none'}`);
    for (const clipped of found.clipped) faults.push(`${where}: text clipped in ${clipped}`);
    const dialogOpen = await page.getByRole('dialog').count();
    await page.screenshot({
      path: join(SHOT_DIR, `${view}-${width}.png`),
      fullPage: dialogOpen === 0,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: DESKTOP_HEIGHT });
  for (const violation of await axeViolations(page)) faults.push(`${view}: axe ${violation}`);
  return faults;
}
