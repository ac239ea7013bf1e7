/**
 * What a borrower types into Make A Payment, in Chromium against the reference server (issue 34):
 * the date fields keep MM/DD/YYYY while digits are typed (spec 02 §9, the mask 00/00/0000), the
 * amount takes only what can be money, Submit Payment stays while the date or the amount is
 * wrong and moves focus to the error summary, and leaving a field moves no focus.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, isoToUsDate, localDateOf } from '../../src/domain/dates';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
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
});
