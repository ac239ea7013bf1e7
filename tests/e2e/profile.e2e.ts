/**
 * The profile in Chromium against the reference server (spec 01 §2 Profile, §4, §5, §8; each
 * file gets its own server and data folder, so the password change stays here): demo.borrower
 * leaves with an unsaved change and answers No, then Yes; saves a change with the keyboard alone;
 * changes the password, logs out, is refused with the old one and signs in with the new one; then
 * changes the e-mail and finds it after a reload (last: a changed e-mail is unverified, and the
 * demo institution's SSN step would then stop the next sign-in). axe finds no violation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import { tabTo, typeInto } from './support/fields';
import { logOut, quickLinks } from './support/session';
import {
  dashboardHeading,
  openLogin,
  PASSWORD,
  signedInAs,
  signInAs,
  submitCredentials,
} from './support/signIn';

const NEW_PASSWORD = 'Harbor#2027x';
const UNSAVED = 'There are unsaved changes on the page, are you sure you want to continue?';

const userInfo = (page: Page) => page.getByRole('form', { name: 'User Information' });

async function openProfile(page: Page, url: string) {
  await page.goto(`${url}#/myaccount/profile`);
  await userInfo(page).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the profile', () => {
  const portal = usePortal();

  it('asks before leaving with unsaved changes: No stays, Yes leaves', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page, portal.url);
    await userInfo(page).getByLabel('Login Name').fill('demo.borrower2');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('dialog', { name: UNSAVED });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/#\/myaccount\/profile$/);
    expect(await userInfo(page).getByLabel('Login Name').inputValue()).toBe('demo.borrower2');
    // Logout asks the unsaved-changes question instead of its own.
    await quickLinks(page).getByRole('button', { name: 'Logout' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await dashboardHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves a change with the keyboard alone', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page, portal.url);
    const notifications = page.getByRole('form', { name: 'Alert preferences' });
    await notifications.waitFor();
    const target = notifications.getByLabel('Delinquent alert by e-mail');
    await tabTo(target);
    await page.keyboard.press('Space');
    expect(await target.isChecked()).toBe(true);
    await tabTo(notifications.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await notifications.getByText('Saved').waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Alert preferences' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('form', { name: 'Alert preferences' })
          .getByLabel('Delinquent alert by e-mail')
          .isChecked(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the password (the new one signs in, the old one is refused), then the e-mail, kept after a reload', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signInAs(page, portal.url, 'demo.borrower', { trust: true });
    await openProfile(page, portal.url);
    const form = userInfo(page);
    await typeInto(form.getByLabel('Current Password'), PASSWORD);
    await typeInto(form.getByLabel('New Password', { exact: true }), NEW_PASSWORD);
    await typeInto(form.getByLabel('Confirm New Password'), NEW_PASSWORD);
    await form.getByText('Your password must:').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Saved').waitFor();
    expect(await form.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
    await logOut(page);

    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.borrower', PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Username or password is invalid' }).waitFor();

    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.borrower', NEW_PASSWORD);
    await dashboardHeading(page).waitFor();

    // The e-mail last: a changed e-mail is unverified, so the next sign-in would ask for the SSN.
    await openProfile(page, portal.url);
    const again = userInfo(page);
    await again.getByLabel('E-mail Address').fill('');
    await typeInto(again.getByLabel('E-mail Address'), 'alex.morgan@example.net');
    await typeInto(again.getByLabel('Current Password'), NEW_PASSWORD);
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await again.getByText('Saved').waitFor();
    await page.reload();
    await userInfo(page).waitFor();
    await expect
      .poll(() => userInfo(page).getByLabel('E-mail Address').inputValue())
      .toBe('alex.morgan@example.net');
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });
});
