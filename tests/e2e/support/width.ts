import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Sets the window to `width` (800 px high) and expects the document no wider than the window
 * (no sideways scroll); the window stays at that width for what the test does next.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `document ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(innerWidth);
}
