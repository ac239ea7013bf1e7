/**
 * Make A Payment in Chromium against the reference server (spec 02 §2): demo.payments pays
 * a loan now with its saved default card, a double click on Submit pays once, the
 * confirmation shows its number, and the dashboard shows the new amount due; leaving with
 * entries asks first; axe finds no violation on the filled wizard, in the dialogs or on the
 * confirmation.
 * A bank account pays now on any day and at any hour here: the portal's settings allow weekend
 * ACH payments and give the institution a calendar without holidays and without a cutoff
 * ("24:00"), so the tests hold whatever day and time they run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { tabTo } from './support/fields';
import { dashboardHeading, signedInAs } from './support/signIn';

const LOAN = '01-310001-4';
const RECURRING_LOAN = '01-310002-2';
const BORROWER_LOAN = '01-123401-9';
const UNSAVED_QUESTION = 'There are unsaved changes on the page, are you sure you want to continue?';

async function openPayment(page: Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('Make A Payment', () => {
  const portal = usePortal({
    settings: {
      institutionOptions: { AllowSaturdayAchPayments: true, AllowSundayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
    },
  });

  it('pays a loan now with the saved card, once on a double click, and the dashboard shows the new amount due', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    await openPayment(page);

    // The demo's due dates follow the clock (10 days ahead for this loan): the label is read.
    const loans = page.getByLabel('Loan account', { exact: true });
    const label = await loans
      .locator('option', { hasText: `${LOAN} - Amount due $325.00 - Due ` })
      .textContent();
    expect(label).toMatch(/ - Due \d{2}\/\d{2}\/\d{4}$/);
    await loans.selectOption({ label: label!.trim() });
    await page.getByLabel('Card', { exact: true }).check();
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await expect.poll(async () => (await method.inputValue()) !== '').toBe(true);
    await page.getByRole('combobox', { name: 'Payment Frequency' }).waitFor();
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('100');
    await amount.blur();
    await page.getByText('Payment Total').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Leaving with entries asks first; No stays with the entries kept.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: UNSAVED_QUESTION });
    await leave.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await leave.getByRole('button', { name: 'No', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await amount.inputValue()).toBe('$100.00');

    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).dblclick();

    const thanks = page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' });
    await thanks.waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/Confirmation Number\s+\S+/);
    expect(main).toContain(LOAN);
    expect(main).toContain('$100.00');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardHeading(page).waitFor();
    const row = page.getByRole('row').filter({ hasText: LOAN });
    // $325.00 due before; one payment of $100.00 leaves $225.00 (two would leave $125.00).
    await expect.poll(() => row.innerText()).toContain('$225.00');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is completed with the keyboard alone: menu, account, method, amount, submit and confirm', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');

    const menuLink = page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Make Payment' });
    await tabTo(menuLink);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();

    const account = page.getByLabel('Loan account', { exact: true });
    await tabTo(account);
    // A focused select moves through its options with the arrow keys: the first loan, then the second.
    await expect
      .poll(async () => {
        if ((await account.inputValue()) !== RECURRING_LOAN) await page.keyboard.press('ArrowDown');
        return account.inputValue();
      })
      .toBe(RECURRING_LOAN);

    const card = page.getByLabel('Card', { exact: true });
    await tabTo(card);
    await page.keyboard.press('Space');
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await expect.poll(async () => (await method.inputValue()) !== '').toBe(true);

    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await tabTo(amount);
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    expect(await amount.inputValue()).toBe('$50.00');

    const submit = page.getByRole('button', { name: 'Submit Payment' });
    await tabTo(submit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(dialog.getByRole('button', { name: 'Submit', exact: true }), 5);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toContain(RECURRING_LOAN);
    expect(main).toContain('$50.00');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays a loan now from the saved bank account: the confirmation number, and the new amount due, in this tab and in another one', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    // A second tab of the same borrower (its own sign-in: each tab keeps its own session),
    // left on the dashboard while the first one pays.
    const other = await context.newPage();
    other.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`other tab, console ${message.type()}: ${message.text()}`);
    });
    await signedInAs(other, portal.url, 'demo.borrower');
    const otherRow = other.getByRole('row').filter({ hasText: BORROWER_LOAN });
    await expect.poll(() => otherRow.innerText()).toContain('$312.45');

    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await page.getByLabel('Loan account', { exact: true }).selectOption({ value: BORROWER_LOAN });
    await page.getByLabel('E-Check', { exact: true }).check();
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await expect.poll(() => method.inputValue()).not.toBe('');
    expect(await method.locator('option:checked').innerText()).toContain('6789');
    await page.getByRole('combobox', { name: 'Payment Frequency' }).waitFor();
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('112.45');
    await amount.blur();
    await page.getByText('Payment Total').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Payment' });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/Confirmation Number\s+\S+/);
    expect(main).toContain('6789');
    expect(main).toContain('$112.45');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardHeading(page).waitFor();
    // $312.45 due before; $112.45 paid now leaves $200.00.
    const row = page.getByRole('row').filter({ hasText: BORROWER_LOAN });
    await expect.poll(() => row.innerText()).toContain('$200.00');

    // The other tab's dashboard shows the new amount due without a new sign-in, and so does
    // the loan screen it opens next.
    await other.bringToFront();
    await expect.poll(() => otherRow.innerText()).toContain('$200.00');
    await otherRow.getByRole('link', { name: BORROWER_LOAN }).click();
    await other.getByRole('heading', { name: 'Loan Information' }).waitFor();
    await expect.poll(() => other.locator('[data-figure="totalAmountDue"]').innerText()).toContain('$200.00');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gets a payoff quote for today in its dialog and opens the PDF breakdown', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    await openPayment(page);
    await page.getByLabel('Loan account', { exact: true }).selectOption({ value: LOAN });
    await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Payoff Quote' });
    const date = dialog.getByRole('textbox', { name: 'Payoff Date' });
    await date.waitFor();
    expect(await date.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.getByText(/Payoff amount as of \d{2}\/\d{2}\/\d{4}: \$[\d,]+\.\d{2}/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The breakdown opens in a new tab; a browser without a PDF viewer (the headless shell)
    // downloads it there instead, so what is checked is the tab's request and its PDF answer.
    const [pdf, answer] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (response) =>
        response.url().includes('DownloadPayoffQuoteBreakdown?downloadToken='),
      ),
      dialog.getByRole('button', { name: /Download the payoff breakdown/ }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.frame().page()).toBe(pdf);
    await pdf.close();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays once when the same payment is submitted from a second tab', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const second = await context.newPage();
    const amountDue = async () => {
      await page.goto(`${portal.url}#/myaccount/dashboard`);
      const row = page.getByRole('row').filter({ hasText: RECURRING_LOAN });
      return /\$[\d,]+\.\d{2}/.exec(await row.innerText())![0];
    };
    await signedInAs(page, portal.url, 'demo.payments');
    const before = await amountDue();

    const references: string[] = [];
    for (const tab of [page, second]) {
      if (tab === second) await signedInAs(tab, portal.url, 'demo.payments');
      await openPayment(tab);
      await tab.getByLabel('Loan account', { exact: true }).selectOption({ value: RECURRING_LOAN });
      await tab.getByLabel('Card', { exact: true }).check();
      await expect
        .poll(() => tab.getByRole('combobox', { name: 'Payment Method' }).inputValue())
        .not.toBe('');
      const amount = tab.getByRole('textbox', { name: 'Payment Amount' });
      await amount.fill('25');
      await amount.blur();
      await tab.getByRole('button', { name: 'Submit Payment' }).click();
      await tab.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await tab.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
      references.push(/Confirmation Number\s+(\S+)/.exec(await tab.locator('main').innerText())![1]!);
    }
    // The second tab is answered with the first payment.
    expect(references[1]).toBe(references[0]);
    const after = await amountDue();
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    expect(cents(before) - cents(after)).toBe(2_500);
    expect(problems).toEqual([]);
    await context.close();
  });
});
