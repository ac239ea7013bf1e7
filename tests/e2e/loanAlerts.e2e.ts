/**
 * The loan screen's Account Alerts in Chromium against the reference server (spec 03 §2.4, §4):
 * demo.borrower opens the Subaru loan, ticks due-date alert 1 (15 days before), sets alert 2 to
 * 10 days after and the delinquent alert by text (the demo institution offers texts), saves, and
 * finds every setting kept after a reload. axe finds no violation with the section shown.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLoan } from './support/loan';
import { typeInto } from './support/fields';
import { signedInAs } from './support/signIn';

const SUBARU = '01-123400-1';

/** Opens the loan and waits for the part this file tests. */
async function openLoanAt(page: Page, number: string) {
  await openLoan(page, number);
  await page.getByRole('form', { name: 'Alert preferences' }).waitFor();
}

const dueDate = (page: Page, number: number) => page.getByRole('group', { name: `Due Date Alert ${number}` });
const days = (page: Page, number: number) => dueDate(page, number).getByLabel('Number of days');

describe.runIf(shouldRunBrowserTests())('the loan screen’s alerts', () => {
  const portal = usePortal();

  it('saves changed alerts and keeps them after a reload', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, SUBARU);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await dueDate(page, 1).getByLabel('Send this alert by e-mail').check();
    expect(await days(page, 1).inputValue()).toBe('15');
    await dueDate(page, 2).getByLabel('Send this alert by e-mail').check();
    await dueDate(page, 2).getByLabel('After due date').check();
    await typeInto(days(page, 2), '10');
    await page.getByLabel('Delinquent alert by text').check();
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Alert preferences' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Saved').waitFor();
    expect(await form.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByRole('form', { name: 'Alert preferences' }).waitFor();
    await expect.poll(() => days(page, 2).inputValue()).toBe('10');
    expect(await dueDate(page, 1).getByLabel('Send this alert by e-mail').isChecked()).toBe(true);
    expect(await days(page, 1).inputValue()).toBe('15');
    expect(await dueDate(page, 1).getByLabel('Before due date').isChecked()).toBe(true);
    expect(await dueDate(page, 2).getByLabel('After due date').isChecked()).toBe(true);
    expect(await page.getByLabel('Delinquent alert by text').isChecked()).toBe(true);
    expect(await dueDate(page, 3).getByLabel('Send this alert by e-mail').isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
