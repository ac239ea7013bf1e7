/**
 * What a borrower types into Make A Payment, in Chromium against the reference server (issue 34):
 * the date fields keep MM/DD/YYYY while digits are typed (spec 02 §9, the mask 00/00/0000), the
 * amount takes only what can be money, Submit Payment stays while the date or the amount is
 * wrong and moves focus to the error summary, and leaving a field moves no focus (on a phone, the
 * Total heading that appears once the amount is left does not take it).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, isoToUsDate, localDateOf } from '../../src/domain/dates';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { signedInAs } from './support/signIn';

const LOAN = '01-123401-9';

/** A date two days ahead, as MM/DD/YYYY. */
function soon(): string {
  return isoToUsDate(addDays(localDateOf(new Date())!, 2)!)!;
}

/** Make A Payment for demo.borrower's loan, paid from its default checking account. */
async function openPayment(page: Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
  await page.getByLabel('Loan account', { exact: true }).selectOption({ value: LOAN });
}

async function payByCheckingAccount(page: Page) {
  await page.getByLabel('E-Check', { exact: true }).check();
  await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');
}

describe.runIf(shouldRunBrowserTests())('typing into Make A Payment', () => {
  const portal = usePortal({
    settings: {
      institutionOptions: { AllowSaturdayAchPayments: true, AllowSundayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
    },
  });

  it('keeps the slashes of a date typed as digits after the field was cleared, in the wizard and in the payoff dialog', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await payByCheckingAccount(page);

    const day = soon();
    const date = page.getByRole('textbox', { name: 'Payment Date' });
    await date.fill('');
    await typeInto(date, day.replaceAll('/', ''));
    expect(await date.inputValue()).toBe(day);
    // Letters and an eleventh character find no place in the mask.
    await date.fill('');
    await typeInto(date, `ab${day.replaceAll('/', '')}9`);
    expect(await date.inputValue()).toBe(day);

    await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Payoff Quote' });
    const payoffDate = dialog.getByRole('textbox', { name: 'Payoff Date' });
    await payoffDate.fill('');
    await typeInto(payoffDate, day.replaceAll('/', ''));
    expect(await payoffDate.inputValue()).toBe(day);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes only what can be money in the amount, keeps Submit Payment while the amount or the date is wrong, and focuses the error summary on Submit', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await payByCheckingAccount(page);

    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await typeInto(amount, 'abc');
    expect(await amount.inputValue()).toBe('');
    await typeInto(amount, '12a.3b4');
    expect(await amount.inputValue()).toBe('12.34');
    // Pasted text keeps what can be money, too.
    await amount.fill('$1,2x34.5y6');
    expect(await amount.inputValue()).toBe('$1,234.56');
    await amount.fill('50');
    await amount.blur();
    const submit = page.getByRole('button', { name: 'Submit Payment' });
    await submit.waitFor();

    // An amount that cannot be paid: Submit stays, and pressing it focuses the summary.
    await amount.fill('');
    await amount.blur();
    await page.getByText('The total shows once the payment date and amount are valid.').waitFor();
    await submit.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Its line leads to the field to correct.
    await summary.getByRole('button', { name: 'Payment amount is required' }).click();
    await expect.poll(() => amount.evaluate((element) => element === document.activeElement)).toBe(true);
    await amount.fill('50');
    await amount.blur();
    await summary.waitFor({ state: 'detached' });

    // A date that cannot be paid: the amount and Submit stay.
    const date = page.getByRole('textbox', { name: 'Payment Date' });
    await date.fill('');
    await typeInto(date, '1301');
    await submit.click();
    await summary.getByRole('button', { name: 'Payment date is not a valid date' }).waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await amount.inputValue()).toBe('$50.00');

    // Corrected, Submit opens the confirm dialog.
    await date.fill('');
    await typeInto(date, soon().replaceAll('/', ''));
    await summary.waitFor({ state: 'detached' });
    await submit.click();
    const confirm = page.getByRole('dialog', { name: 'Submit Payment' });
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves no focus when the amount field is left on a phone, though the total appears then', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 844 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    await page.goto(`${portal.url}#/myaccount/payment/${LOAN}`);
    await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
    await payByCheckingAccount(page);

    // Typed and left at once (a phone keyboard's Done), so the total appears after the blur.
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.evaluate((input: HTMLInputElement) => {
      input.focus();
      input.value = '100';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.blur();
    });
    await page.getByRole('heading', { name: 'Total' }).waitFor();
    await page.getByText('Payment Total').waitFor();
    expect(await amount.inputValue()).toBe('$100.00');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
