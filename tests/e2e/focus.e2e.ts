/**
 * Focus on every step change, in Chromium (issue 12): after Sign In the security-code
 * step's heading has focus, a refused sign-in focuses its error banner, each post-login
 * step of the demo users focuses its heading, and so do the registration wizard's steps
 * (and the Registration Complete message). Focus is never left on the page itself.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, shouldRunBrowserTests, unexpectedProblems, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { newestCode, readOutbox } from './support/server';
import {
  CODE_STEP,
  loginHeading,
  openLogin,
  signInAs,
  stepHeading,
  submitCredentials,
} from './support/signIn';

/** Waits until the element has focus (the move follows the answer that changed the step). */
async function expectFocused(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await expect
    .poll(async () => ({
      focused: await target.evaluate((element) => element === document.activeElement),
      active: await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? null),
    }))
    .toMatchObject({ focused: true });
}

describe.runIf(shouldRunBrowserTests())('focus follows the steps', () => {
  const portal = usePortal();

  it('Sign In as demo.borrower: the security-code heading', async () => {
    const { page, context } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.borrower');
    await expectFocused(page, stepHeading(page, CODE_STEP));
    await context.close();
  });

  it("signed in: the dashboard's heading, each new page's heading, and the saved form's controls", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signInAs(page, portal.url, 'demo.borrower');
    await expectFocused(page, page.getByRole('heading', { name: 'Dashboard', level: 1 }));

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
    await expectFocused(page, page.getByRole('heading', { name: 'Profile', level: 1 }));

    // An in-place save: Save goes away once pressed, focus stays in the form's controls, and
    // the status there says Saved.
    const notifications = page.getByRole('form', { name: 'Alert preferences' });
    await notifications.getByLabel('Delinquent alert by e-mail').check();
    await notifications.getByRole('button', { name: 'Save', exact: true }).click();
    await notifications.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(
      await notifications.evaluate(
        (form) => form.contains(document.activeElement) && document.activeElement !== document.body,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a wrong password: the error banner, each time', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.company', 'Wrong#Password1');
    const banner = page.getByRole('alert').filter({ hasText: 'Username or password is invalid' });
    await expectFocused(page, banner);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectFocused(page, banner);
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });

  it('a logout from the menu: the login page’s heading, not the page itself', async () => {
    const { page, context } = await openPage(portal.browser);
    await signInAs(page, portal.url, 'demo.company');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expectFocused(page, loginHeading(page));
    await context.close();
  });

  it.each([
    ['demo.terms', 'Review and accept'],
    ['demo.newpass', 'Password Change Required'],
    ['demo.noquestion', 'Set up a security question'],
    ['demo.ssn', 'Verify your identity'],
  ])('Sign In as %s: the heading "%s"', async (username, heading) => {
    const { page, context } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, username);
    await expectFocused(page, stepHeading(page, heading));
    await context.close();
  });

  it('the registration wizard: each new step heading', async () => {
    const email = 'focus.rivera@example.com';
    const { page, context } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/register`);
    await page.getByRole('heading', { name: 'Create Your Online Account' }).waitFor();
    // The masked inputs load on first use: a busy stand-in holds their place until then.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.getByRole('radio', { name: 'Loan' }).check();
    await typeInto(page.getByLabel('Account Number', { exact: true }), '011234567');
    await page.getByLabel('Last Name', { exact: true }).fill('Rivera');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await typeInto(page.getByLabel('Social Security Number', { exact: true }), '987654321');
    await typeInto(page.getByLabel('Date of Birth', { exact: true }), '04121985');
    await typeInto(page.getByLabel('Zip Code', { exact: true }), '84101');
    await typeInto(page.getByLabel('Phone Number', { exact: true }), '8015550142');
    const before = (await readOutbox(portal.url, email)).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFocused(page, page.getByRole('heading', { name: 'Verify your e-mail address' }));

    await page.getByLabel('Security Code', { exact: true }).fill(await newestCode(portal.url, email, before));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFocused(page, page.getByRole('heading', { name: 'Security Information' }));

    // Back by the tab: the first step has no heading of its own, so the step itself.
    await page
      .getByRole('navigation', { name: 'Registration steps' })
      .getByRole('button', { name: 'Personal Data' })
      .click();
    await expectFocused(page, page.getByRole('region', { name: 'Personal Data' }));
    await context.close();
  });
});
