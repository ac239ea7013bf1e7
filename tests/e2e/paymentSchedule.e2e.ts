/**
 * Payments made ahead, in Chromium against the reference server (spec 02 §2, §4): demo.borrower
 * adds a card (a Luhn-valid test number), schedules a payment on a coming weekday, finds it in
 * the scheduled list and deletes it; then sets up a recurring payment from its checking account,
 * which (with RequireAchDraftAgreement) first asks for the ACH draft agreement, finds it in the
 * recurring box and deletes it. axe finds no violation at each step and in each dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import calendar from '../../server/config/demo-payments.json' with { type: 'json' };
import { addDays, isoToUsDate, localDateOf } from '../../src/domain/dates';
import { isWeekendDate } from '../../src/domain/payments';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { signedInAs } from './support/signIn';

const LOAN = '01-123401-9';
const HOLIDAYS = new Set(calendar.holidays.map((holiday) => holiday.date));

/** The first weekday at least two days ahead that is no holiday of the demo calendar. */
function comingWeekday(): string {
  let day = addDays(localDateOf(new Date())!, 2)!;
  while (isWeekendDate(day) || HOLIDAYS.has(day)) day = addDays(day, 1)!;
  return isoToUsDate(day)!;
}

async function openPayment(page: Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
  await page.getByLabel('Loan account', { exact: true }).selectOption({ value: LOAN });
}

async function submitAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await confirmPayment(page);
}

/** Submit in the confirm dialog, then the confirmation page. */
async function confirmPayment(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Submit Payment' });
  await confirm.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
}

describe.runIf(shouldRunBrowserTests())('payments made ahead', () => {
  const portal = usePortal({ settings: { institutionOptions: { RequireAchDraftAgreement: true } } });

  it('adds a card, schedules a payment on a coming weekday, finds it in the scheduled list and deletes it', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);

    await page.getByLabel('Card', { exact: true }).check();
    await page.getByRole('combobox', { name: 'Payment Method' }).waitFor();
    await page.getByRole('button', { name: 'New payment method' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'New Card' }).waitFor();
    await modal.getByLabel('Credit Card', { exact: true }).check();
    await typeInto(modal.getByRole('textbox', { name: /Card Number/ }), '5555555555554444');
    await modal.getByText('Card type: Mastercard').waitFor();
    await typeInto(modal.getByRole('textbox', { name: /Expiration/ }), '1230');
    await typeInto(modal.getByRole('textbox', { name: /Security Code/ }), '123');
    await modal.getByRole('textbox', { name: /First Name/ }).fill('Alex');
    await modal.getByRole('textbox', { name: /Last Name/ }).fill('Morgan');
    await typeInto(modal.getByRole('textbox', { name: /Billing Zip/ }), '84101');
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');

    const day = comingWeekday();
    const date = page.getByRole('textbox', { name: 'Payment Date' });
    await date.fill('');
    await typeInto(date, day.replaceAll('/', ''));
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('75');
    await amount.blur();
    await page.getByText('Payment Total').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await submitAndConfirm(page);
    const confirmation = await page.locator('main').innerText();
    expect(confirmation).toContain(day);
    expect(confirmation).toContain('4444');

    await openPayment(page);
    const scheduled = page.getByRole('table', { name: /Scheduled/i });
    const row = scheduled.getByRole('row').filter({ hasText: day });
    await row.waitFor();
    expect(await row.innerText()).toContain('$75.00');

    // Deleting it: the question, Delete, the status message; the row is gone.
    await row.getByRole('button', { name: `Delete scheduled payment of ${day}` }).click();
    const question = page.getByRole('dialog', { name: 'Delete Scheduled Payment' });
    await question.getByText('Are you sure you want to delete this scheduled payment?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your scheduled payment has been deleted.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    // The wizard is back at the method step, with the account's new token.
    await page.getByLabel('Card', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sets up a recurring payment from the checking account through the ACH draft agreement, then deletes it', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await page.getByLabel('E-Check', { exact: true }).check();
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');
    await page.getByRole('combobox', { name: 'Payment Frequency' }).selectOption('DaysBeforeDue');
    const days = page.getByRole('combobox', { name: 'Days Before Due Date' });
    await days.selectOption({ index: 1 });
    await page.getByText('Payment Total').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
    const link = agreement.getByRole('link', { name: /View ACH Draft Agreement/ });
    await link.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const [preview] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await preview.waitForLoadState();
    const terms = await preview.locator('body').innerText();
    expect(terms).toContain(LOAN);
    expect(terms).toContain('6789');
    await preview.close();
    // I Agree goes on to the confirm dialog.
    await agreement.getByRole('button', { name: 'I Agree' }).click();
    await confirmPayment(page);
    const confirmation = await page.locator('main').innerText();
    expect(confirmation).toMatch(/Confirmation Number\s+\S+/);
    expect(confirmation).toContain('6789');

    await openPayment(page);
    const recurring = page.getByRole('region', { name: 'Recurring Payment' });
    await recurring.waitFor();
    expect(await recurring.innerText()).toContain('x6789');
    await recurring.getByRole('button', { name: 'Delete recurring payment' }).click();
    const question = page.getByRole('dialog', { name: 'Delete Recurring Payment' });
    await question.getByText('Are you sure you want to delete your recurring payment?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your recurring payment has been deleted.' }).waitFor();
    await recurring.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
