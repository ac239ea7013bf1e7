/**
 * Leaving Make A Payment with entries asks first, whatever the way of leaving (issue 34), in
 * Chromium against the reference server: a reload asks with the browser's own prompt (and
 * nothing is asked without entries); Back after arriving by a typed address, and Back to an entry
 * of a typed address, ask the portal's question, with no console warning from the router.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { dashboardHeading, signedInAs } from './support/signIn';

const LOAN = '01-310001-4';
const UNSAVED_QUESTION = 'There are unsaved changes on the page, are you sure you want to continue?';

const paymentHeading = (page: Page) => page.getByRole('heading', { name: 'Make A Payment', level: 1 });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name });

/** Entries: the loan, and the card (demo.payments' default, preselected). */
async function enterPayment(page: Page) {
  await page.getByLabel('Loan account', { exact: true }).selectOption({ value: LOAN });
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByRole('combobox', { name: 'Payment Frequency' }).waitFor();
}

/** Back asks the portal's question: No stays with the entries, then Back and Yes leave. */
async function backAsksFirst(page: Page) {
  const leave = page.getByRole('dialog', { name: UNSAVED_QUESTION });
  await page.goBack();
  await leave.waitFor();
  await leave.getByRole('button', { name: 'No', exact: true }).click();
  await leave.waitFor({ state: 'detached' });
  await paymentHeading(page).waitFor();
  expect(await page.getByLabel('Card', { exact: true }).isChecked()).toBe(true);
  await page.goBack();
  await leave.getByRole('button', { name: 'Yes', exact: true }).click();
  await dashboardHeading(page).waitFor();
}

describe.runIf(shouldRunBrowserTests())('leaving Make A Payment with entries', () => {
  const portal = usePortal();

  it("asks with the browser's own prompt before a reload, and keeps the entries when the borrower stays", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    await menuLink(page, 'Make Payment').click();
    await paymentHeading(page).waitFor();
    await enterPayment(page);

    // A reload, as the browser's button makes one (page.reload would wait for a load that the
    // borrower's "stay" never lets happen).
    const asked = page.waitForEvent('dialog');
    await page.evaluate(() => void setTimeout(() => window.location.reload(), 0));
    const prompt = await asked;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    await paymentHeading(page).waitFor();
    expect(await page.getByLabel('Card', { exact: true }).isChecked()).toBe(true);

    // Without entries, a reload asks nothing.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await menuLink(page, 'Dashboard').click();
    await page.getByRole('dialog', { name: UNSAVED_QUESTION }).getByRole('button', { name: 'Yes' }).click();
    await dashboardHeading(page).waitFor();
    await page.reload();
    await dashboardHeading(page).waitFor();
    expect(prompts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks before Back leaves the page reached by a typed address', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    // The address typed into the address bar: an entry the router did not make.
    await page.goto(`${portal.url}#/myaccount/payment`);
    await paymentHeading(page).waitFor();
    await enterPayment(page);
    await backAsksFirst(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks before Back returns to a page reached by a typed address, without a warning from the router', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    await menuLink(page, 'Make Payment').click();
    await paymentHeading(page).waitFor();
    // The dashboard's address typed, then the menu's link back to Make A Payment.
    await page.goto(`${portal.url}#/myaccount/dashboard`);
    await dashboardHeading(page).waitFor();
    await menuLink(page, 'Make Payment').click();
    await paymentHeading(page).waitFor();
    await enterPayment(page);
    await backAsksFirst(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
