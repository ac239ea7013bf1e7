/**
 * What the borrower chooses and confirms in Make A Payment, in Chromium against the reference
 * server (issue 34): the card step speaks of cards only (the saved card preselected, the default
 * bank account not spoken of) and names brands as brands, through to the confirmation page; the
 * confirm dialog repeats what is being paid, so the borrower confirms what they see; on a phone
 * each loan to choose from reads whole, number, amount due and due date.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { expectFitsWidth } from './support/width';
import { signedInAs } from './support/signIn';

const LOAN = '01-123401-9';

async function openPayment(page: Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
  await page.getByLabel('Loan account', { exact: true }).selectOption({ value: LOAN });
}

describe.runIf(shouldRunBrowserTests())('choosing and confirming a payment', () => {
  const portal = usePortal({
    settings: {
      institutionOptions: { AllowSaturdayAchPayments: true, AllowSundayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
    },
  });

  it('shows only what applies to cards on the card step, preselects the saved Visa, and names it Visa on the confirmation', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    const methods = page.getByRole('region', { name: 'Payment Type' }).last();
    const method = page.getByRole('combobox', { name: 'Payment Method' });

    // The bank account step: its default, which can be removed there.
    await page.getByLabel('E-Check', { exact: true }).check();
    await expect.poll(() => method.inputValue()).not.toBe('');
    await methods.getByText('Your default payment method is Checking account ending in 6789.').waitFor();
    await methods.getByRole('button', { name: 'Remove default payment method' }).waitFor();

    // The card step: the saved Visa, nothing of the bank account.
    await page.getByLabel('Card', { exact: true }).check();
    await expect
      .poll(() => method.locator('option:checked').innerText())
      .toBe('Visa ending in 1111 (expires 12/29)');
    expect(await methods.innerText()).not.toMatch(/Your default payment method|Remove default|Checking|6789/);
    expect(await axeViolations(page)).toEqual([]);

    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('20');
    await amount.blur();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Account or Card Used\s+Visa card ending in 1111/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('the confirm dialog', () => {
  const portal = usePortal({
    settings: {
      institutionOptions: { AllowSaturdayAchPayments: true, AllowSundayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
    },
  });

  it('repeats the loan, the method masked, the date, the amount, the fee and the total, and they are what is paid', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await page.getByLabel('E-Check', { exact: true }).check();
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');
    const date = await page.getByRole('textbox', { name: 'Payment Date' }).inputValue();
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('42.5');
    await amount.blur();
    const total = await page.locator('.payment-total__total').last().innerText();

    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Payment' });
    await dialog.waitFor();
    const said = await dialog.innerText();
    for (const line of [
      `Loan to Pay Down\n${LOAN}`,
      'Account or Card Used\nChecking account ending in 6789',
      'Frequency\nPay Once',
      `Payment Date\n${date}`,
      'Amount\n$42.50',
      'Fee\n$0.00',
      `Total\n${total}`,
    ])
      expect(said).toContain(line);
    // Masked: the last four digits, not the bank's routing number (server/db/seedPayments.ts).
    expect(said).not.toContain('124000054');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
    const confirmed = await page.locator('main').innerText();
    for (const line of ['Checking account ending in 6789', `Payment Date\n${date}`, `Total\n${total}`])
      expect(confirmed).toContain(line);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('the loans to choose from on a phone', () => {
  const portal = usePortal();

  it('shows each loan whole at 390 px, number, amount due and due date, and pays the one chosen', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 844 },
    });
    await signedInAs(page, portal.url, 'demo.payments');
    await page.goto(`${portal.url}#/myaccount/payment`);
    await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();

    const loans = page.getByRole('group', { name: 'Loan account' }).getByRole('radio');
    await loans.first().waitFor();
    expect(await loans.count()).toBe(2);
    for (const loan of await loans.all()) {
      const label = page.locator(`label[for="${await loan.getAttribute('id')}"]`);
      expect(await label.innerText()).toMatch(
        /^01-\d{6}-\d\nAmount due \$[\d,]+\.\d{2}\nDue \d{2}\/\d{2}\/\d{4}$/,
      );
      // Nothing of it cut off: no text past its box, the box inside the window.
      expect(
        await label.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.getBoundingClientRect().right <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    }
    const civic = page.getByRole('radio', {
      name: /^01-310001-4 Amount due \$325\.00 Due \d{2}\/\d{2}\/\d{4}$/,
    });
    await civic.check();
    await page.getByLabel('Card', { exact: true }).check();
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    expect(problems).toEqual([]);
    await context.close();
  });
});
