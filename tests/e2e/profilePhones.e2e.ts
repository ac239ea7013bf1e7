/**
 * The profile's phones in Chromium against the reference server (spec 01 §2, §4 Phones and Text
 * dialog): demo.borrower makes phone 2 primary and phone 1 loses it, which a reload keeps; opts
 * phone 1 into texts through the texting agreement and disagrees on phone 2, which stays off;
 * opens a phone's text subscriptions (no sideways scroll at 320 px). axe finds no violation in
 * the section and in each dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { signedInAs } from './support/signIn';

/** Opens the profile and waits for the Personal Information form. */
async function openProfile(page: Page) {
  await page.goto(page.url().replace(/#.*$/, '#/myaccount/profile'));
  await personal(page).waitFor();
}

const personal = (page: Page) => page.getByRole('form', { name: 'Personal Information' });
const phone = (page: Page, n: number) => personal(page).getByRole('group', { name: `Phone ${n}` });
const primary = (page: Page, n: number) => phone(page, n).getByRole('switch', { name: 'Primary' });
const texting = (page: Page, n: number) => phone(page, n).getByRole('switch', { name: 'Text Messages' });

async function save(page: Page) {
  await personal(page).getByRole('button', { name: 'Save', exact: true }).click();
  await personal(page).getByText('Saved', { exact: true }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the profile’s phones', () => {
  const portal = usePortal();

  it('makes phone 2 primary, phone 1 loses it, and a reload keeps it', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    expect(await primary(page, 1).isChecked()).toBe(true);
    expect(await primary(page, 2).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await primary(page, 2).click();
    expect(await primary(page, 2).isChecked()).toBe(true);
    expect(await primary(page, 1).isChecked()).toBe(false);
    await save(page);

    await page.reload();
    await personal(page).waitFor();
    await expect.poll(() => primary(page, 2).isChecked()).toBe(true);
    expect(await primary(page, 1).isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opts a phone into texts through the agreement and disagrees on the other', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    expect(await texting(page, 1).isChecked()).toBe(false);

    await texting(page, 1).click();
    const agreement = page.getByRole('dialog', { name: 'Texting Agreement' });
    await agreement.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await agreement.getByRole('checkbox', { name: /Text Messaging Terms/ }).check();
    await agreement.getByRole('button', { name: 'Agree', exact: true }).click();
    await agreement.waitFor({ state: 'hidden' });
    expect(await texting(page, 1).isChecked()).toBe(true);

    // Phone 2 takes texts: off, then on again, and Disagree leaves it off.
    await texting(page, 2).click();
    expect(await texting(page, 2).isChecked()).toBe(false);
    await texting(page, 2).click();
    await agreement.waitFor();
    await agreement.getByRole('button', { name: 'Disagree', exact: true }).click();
    await agreement.waitFor({ state: 'hidden' });
    expect(await texting(page, 2).isChecked()).toBe(false);
    await personal(page).getByText('In order to use texting you must agree to the terms').waitFor();
    await save(page);

    await page.reload();
    await personal(page).waitFor();
    await expect.poll(() => texting(page, 1).isChecked()).toBe(true);
    expect(await texting(page, 2).isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a textable phone’s text subscriptions', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    const open = personal(page).getByRole('button', { name: 'Text Subscriptions' }).first();
    await open.click();
    // The terms were agreed to in an earlier session (the test above) or are asked now.
    const terms = page.getByRole('dialog', { name: 'Texting Agreement' });
    const dialog = page.getByRole('dialog', { name: 'Text Subscriptions' });
    await terms.or(dialog).waitFor();
    if (await terms.isVisible()) {
      await terms.getByRole('checkbox').check();
      await terms.getByRole('button', { name: 'Agree', exact: true }).click();
    }
    await dialog.getByRole('switch').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // No sideways scroll at the narrowest width, in the dialog nor in the section under it.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
