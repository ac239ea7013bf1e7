import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Sets the window to `width` (800 px high) and expects the document to become no wider than
 * the window (no sideways scroll); the window stays at that width for what the test does next.
 * A layout that follows the width in script (a list that turns into cards, measured by a
 * ResizeObserver) may take a few frames after the resize: the check waits for it, and fails
 * only when the document stays wider.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const measure = () =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
  await expect
    .poll(
      async () => {
        const { scrollWidth, innerWidth } = await measure();
        return scrollWidth - innerWidth;
      },
      { timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0)
    .catch(async () => {
      const { scrollWidth } = await measure();
      throw new Error(`document ${scrollWidth} px wide at ${width} px`);
    });
}
