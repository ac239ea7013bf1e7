/**
 * The signed-in frame's session controls (spec 01 "Session dialogs and logout", spec 03
 * §2.15): the header's Logout and its confirmation.
 */
import type { Locator, Page } from 'playwright-core';

export const LOGOUT_QUESTION = 'Are you sure you want to logout?';
export const EXPIRY_TITLE = 'Your session is about to expire!';

/** The header's quick links (FAQ, Find Us, Logout). */
export const quickLinks = (page: Page): Locator => page.getByRole('navigation', { name: 'Quick links' });
export const logoutDialog = (page: Page): Locator => page.getByRole('dialog', { name: LOGOUT_QUESTION });

/** Opens the logout confirmation from the header's Logout. */
export async function askToLogOut(page: Page): Promise<Locator> {
  await quickLinks(page).getByRole('button', { name: 'Logout' }).click();
  const dialog = logoutDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Logs out through the header's Logout and its confirmation. */
export async function logOut(page: Page): Promise<void> {
  const dialog = await askToLogOut(page);
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/#\/home\/login$/);
}
