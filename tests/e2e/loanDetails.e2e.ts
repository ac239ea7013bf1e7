/**
 * The loan screen in Chromium against the reference server (spec 03 §2.3–§2.7): demo.borrower
 * opens a loan from the dashboard, changes its mailing address and finds it kept after a reload,
 * downloads the 90-day history as CSV whose rows are the table's, gets a payoff quote for a
 * future date, sees the insurance, and hides an account, which leaves the dashboard. axe finds
 * no violation on the screen and in each dialog.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { addDays, isoToUsDate, localDateOf } from '../../src/domain/dates';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLoan } from './support/loan';
import { typeInto } from './support/fields';
import { dashboardHeading, signedInAs } from './support/signIn';

const HOME_LOAN = '01-123401-9';
const INSURED_LOAN = '01-123400-1';
const LINE_OF_CREDIT = '01-555120-3';

/** Opens the loan and waits for the part this file tests. */
async function openLoanAt(page: Page, number: string) {
  await openLoan(page, number);
  await page.getByRole('heading', { name: 'Loan Information' }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the loan screen', () => {
  const portal = usePortal();

  it('opens a loan from the dashboard and keeps a changed mailing address after a reload', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, HOME_LOAN);
    expect(await page.locator('main').innerText()).toContain('Interest Rate');
    expect(await axeViolations(page)).toEqual([]);

    const address = page.getByRole('textbox', { name: 'Address', exact: true });
    await address.fill('455 East 400 South');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Salt Lake City');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('UT');
    const zip = page.getByRole('textbox', { name: 'Zip Code', exact: true });
    await zip.fill('');
    await typeInto(zip, '84111');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Loan Information' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Address', exact: true }).inputValue())
      .toBe('455 East 400 South');
    expect(await page.getByRole('textbox', { name: 'Zip Code', exact: true }).inputValue()).toBe('84111');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a past-due loan's fees and total that add up: installment + past due + fees = total due", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, INSURED_LOAN);
    const figure = (name: string) => page.locator(`[data-figure="${name}"] dd`).innerText();
    await expect.poll(() => figure('totalAmountDue')).toContain('$978.40');
    expect(await figure('paymentAmount')).toBe('$459.20');
    expect(await figure('lateFees')).toBe('$35.00');
    expect(await figure('miscellaneousFees')).toBe('$25.00');
    expect((await figure('totalAmountDue')).replace(/\s+/g, ' ')).toBe(
      '$978.40 $459.20 installment + $459.20 past due + $60.00 fees',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, opens with the figures and keeps E-Statements and Account Alerts closed until their heading is pressed', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 844 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, INSURED_LOAN);
    const heights: number[] = [];
    for (const name of ['E-Statements', 'Account Alerts']) {
      const toggle = page.getByRole('button', { name, exact: true });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const content = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect.poll(() => content.isVisible()).toBe(true);
    }
    // Each section opened makes the page longer: closed, they were out of the way.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(heights[1]!);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads the 90-day history as CSV whose rows are the table rows', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, HOME_LOAN);
    await page.getByRole('radio', { name: '90 Days' }).check();
    const table = page.getByRole('table', { name: /Account History/ });
    await table.waitFor();
    await expect.poll(async () => table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const rows = await table.locator('tbody tr').count();

    // The download opens a window that closes once the file arrives; Chromium may credit the
    // download to that window or to the page that opened it: listen to both from the first moment.
    const downloaded = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      context.once('page', (popup) => popup.once('download', resolve));
    });
    await page.getByRole('button', { name: /Download CSV/ }).click();
    const download = await downloaded;
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    // A header line, then one line per row of the table.
    expect(lines.length - 1).toBe(rows);
    const firstDate = (await table.locator('tbody tr').first().locator('td, th').first().innerText()).trim();
    expect(csv).toContain(firstDate);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('quotes the payoff for a future date and shows the insurance, each dialog without axe violations', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, INSURED_LOAN);

    await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
    const payoff = page.getByRole('dialog', { name: 'Get Payoff Quote' });
    const future = isoToUsDate(addDays(localDateOf(new Date())!, 10)!)!;
    const date = payoff.getByRole('textbox', { name: 'Payoff Date' });
    await date.fill(future);
    await payoff.getByRole('button', { name: 'Submit', exact: true }).click();
    await payoff.getByText(`Payoff amount as of ${future}`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await payoff.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'View Insurance' }).click();
    const insurance = page.getByRole('dialog', { name: 'Insurance Information' });
    await insurance.getByText('Premium').first().waitFor();
    expect(await insurance.innerText()).toMatch(/Joint/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await insurance.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides an account from the web: the dashboard no longer lists it', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, LINE_OF_CREDIT);
    await page.getByRole('button', { name: 'Hide From Web' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide Account' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Hide Account' }).click();
    await dialog
      .getByText('Success. To view account again, please contact your financial institution.')
      .waitFor();
    await dashboardHeading(page).waitFor({ timeout: 15_000 });
    await page.getByRole('table', { name: 'Loan Accounts' }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(LINE_OF_CREDIT);
    expect(problems).toEqual([]);
    await context.close();
  });
});
