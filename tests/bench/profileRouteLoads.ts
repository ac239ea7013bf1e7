/**
 * Bench I's walk: demo.borrower opens Profile from the menu, waits for its sections (user
 * information, personal information, notifications, documents), opens a phone's text
 * subscriptions and closes them, so that the profile's lazy blocks and dialogs are requested.
 */
import type { Page } from 'playwright-core';
import { routeLoads } from './routeLoads';

async function walkProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await page
    .getByRole('button', { name: /Text Subscriptions/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

export const profileRouteLoads = () => routeLoads('demo.borrower', walkProfile);
