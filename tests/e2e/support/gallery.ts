/**
 * The gallery (issue 18): every route and every dialog photographed at a phone, a tablet and
 * a desktop width into one folder, which CI lists as its artifacts (they are looked at, not
 * compared pixel by pixel). At every width from 320 to 1920 px the layout's faults are
 * collected: sideways overflow (no page scrolls sideways at any width, issue 12: the document
 * may not be wider than the window, and no element may reach past its right edge unless an
 * ancestor clips it there, as the branch map's tiles are) and text clipped by its box; at the
 * desktop width, axe's WCAG 2.1 AA violations. A view's faults are returned, not thrown, so
 * one run names every fault of every view. The galleries are the width check of every view
 * they show: the narrowest and widest widths are measured without a photograph.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser';
import { measureLayout } from './layoutFaults';

/** The widths photographed. */
export const GALLERY_WIDTHS = [390, 1024, 1280] as const;
/** The widths measured: the photographed ones, and the narrowest and widest the portal serves. */
export const LAYOUT_WIDTHS = [320, ...GALLERY_WIDTHS, 1920] as const;

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
 * while a dialog is open, since a dialog sits over the window), measures its layout at each
 * layout width, and answers the faults found, each naming the view and width, and axe's
 * violations at 1280 px (where the window is left).
 */
export async function photograph(page: Page, view: string): Promise<string[]> {
  mkdirSync(SHOT_DIR, { recursive: true });
  const faults: string[] = [];
  const photographed: readonly number[] = GALLERY_WIDTHS;
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? PHONE_HEIGHT : DESKTOP_HEIGHT });
    await settle(page);
    const found = await page.evaluate(measureLayout);
    const where = `${view} at ${width} px`;
    if (found.scrollWidth > found.innerWidth || found.widest)
      faults.push(`${where}: document ${found.scrollWidth} px wide; widest ${found.widest ?? 'none'}`);
    for (const clipped of found.clipped) faults.push(`${where}: text clipped in ${clipped}`);
    if (!photographed.includes(width)) continue;
    const dialogOpen = await page.getByRole('dialog').count();
    await page.screenshot({
      path: join(SHOT_DIR, `${view}-${width}.png`),
      fullPage: dialogOpen === 0,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: DESKTOP_HEIGHT });
  await settle(page);
  for (const violation of await axeViolations(page)) faults.push(`${view}: axe ${violation}`);
  return faults;
}
