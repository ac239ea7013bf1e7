/**
 * The gallery of the signed-in portal (issue 18): every myaccount route and every dialog a
 * borrower can open there, photographed at 390, 1024 and 1280 px (support/gallery.ts), with
 * no sideways overflow and no clipped text. Each dialog is closed again with Escape (or its
 * Cancel), so nothing here changes the demo data but the one payment the confirmation needs.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { photograph } from './support/gallery';
import { openLoan } from './support/loan';
import { EXPIRY_TITLE } from './support/session';
import { signedInAs } from './support/signIn';
import { blankTiles } from './support/tiles';

const PAST_DUE_LOAN = '01-123400-1';
const PAPER_LOAN = '01-123401-9';
const IDLE_MS = 180_000;
const UNSAVED = 'There are unsaved changes on the page, are you sure you want to continue?';

/** Opens a myaccount route by its address and waits for its page heading. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, `#/myaccount/${route}`));
  await page.locator('main h1').first().waitFor();
}

/** Photographs an open dialog, then closes it with Escape. */
async function photographDialog(page: Page, dialog: Locator, name: string): Promise<string[]> {
  await dialog.waitFor();
  const faults = await photograph(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return faults;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

async function openPayment(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the gallery of the signed-in portal', () => {
  const portal = usePortal({
    settings: {
      institutionOptions: { AllowSaturdayAchPayments: true, AllowSundayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
    },
  });

  it('photographs every signed-in route and the page-not-available view', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await blankTiles(context);
    await signedInAs(page, portal.url, 'demo.borrower');
    const faults: string[] = [];
    await page.getByRole('switch', { name: 'Show closed accounts' }).check();
    await page.getByRole('table', { name: 'Loan Accounts' }).getByText('Personal Loan').waitFor();
    faults.push(...(await photograph(page, 'dashboard')));
    for (const [name, route] of [
      ['login-history', 'loginHistory'],
      ['deposit-details', 'deposits/depositDetails/22-004512-0'],
      ['application-details', 'applicationdetails/A-20461'],
      ['profile', 'profile'],
      ['document-center', 'document-center'],
      ['documents', 'documents'],
      ['contact-info-change', 'requestChange'],
      ['messages', 'messages'],
      ['faq', 'faq'],
      ['locations', 'locations'],
      // Without a payment just made, the confirmation says there is none.
      ['payment-confirmation-none', 'paymentConfirm'],
      ['page-not-available', 'no-such-page'],
    ]) {
      await visit(page, route!);
      faults.push(...(await photograph(page, name!)));
    }
    // The messages form with the fields a feedback message adds.
    await visit(page, 'messages');
    await page.getByRole('radio', { name: 'Feedback' }).check();
    await page.getByRole('radio', { name: 'Good' }).check();
    faults.push(...(await photograph(page, 'messages-feedback')));
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("photographs a loan's screen and its dialogs, and the logout question", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    const faults: string[] = [];
    await openLoan(page, PAST_DUE_LOAN);
    faults.push(...(await photograph(page, 'loan')));

    await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
    const payoff = page.getByRole('dialog', { name: 'Get Payoff Quote' });
    await payoff.getByRole('button', { name: 'Submit', exact: true }).click();
    await payoff.getByText('Payoff amount as of', { exact: false }).waitFor();
    faults.push(...(await photographDialog(page, payoff, 'dialog-payoff-quote')));

    await page.getByRole('button', { name: 'View Insurance' }).click();
    const insurance = page.getByRole('dialog', { name: 'Insurance Information' });
    faults.push(...(await photographDialog(page, insurance, 'dialog-insurance')));

    await page.getByRole('button', { name: 'Hide From Web' }).click();
    faults.push(
      ...(await photographDialog(
        page,
        page.getByRole('dialog', { name: 'Hide Account' }),
        'dialog-hide-account',
      )),
    );

    await openLoan(page, PAPER_LOAN);
    await page.getByRole('switch', { name: 'Statement Type' }).click();
    const consent = page.getByRole('dialog', { name: 'Go Paperless' });
    await consent.waitFor();
    faults.push(...(await photograph(page, 'dialog-go-paperless')));
    await consent.getByRole('button', { name: 'Continue' }).click();
    const agreement = page.getByRole('dialog', { name: 'E-Statement Agreement' });
    faults.push(...(await photographDialog(page, agreement, 'dialog-e-statement-agreement')));

    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Logout' })
      .click();
    const logout = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    faults.push(...(await photographDialog(page, logout, 'dialog-logout')));
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("photographs the profile's dialogs", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await visit(page, 'profile');
    const faults: string[] = [];
    const personal = page.getByRole('form', { name: 'Personal Information' });
    await personal
      .getByRole('group', { name: 'Phone 1' })
      .getByRole('switch', { name: 'Text Messages' })
      .click();
    faults.push(
      ...(await photographDialog(
        page,
        page.getByRole('dialog', { name: 'Texting Agreement' }),
        'dialog-texting-agreement',
      )),
    );

    await page
      .getByRole('form', { name: 'User Information' })
      .getByLabel('Login Name')
      .fill('demo.borrower2');
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    faults.push(
      ...(await photographDialog(
        page,
        page.getByRole('dialog', { name: UNSAVED }),
        'dialog-unsaved-changes',
      )),
    );
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('photographs the session time-out warning', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.clock.install();
    await signedInAs(page, portal.url, 'demo.company');
    // Three idle minutes (spec 01 §4) open the warning, which then counts down for two.
    await page.clock.fastForward(IDLE_MS);
    const warning = page.getByRole('dialog', { name: EXPIRY_TITLE });
    await warning.waitFor();
    expect(await photograph(page, 'dialog-session-expiry')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('photographs Make A Payment, its dialogs and the confirmation', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    const faults: string[] = [];
    await openPayment(page);
    const loans = page.getByLabel('Loan account', { exact: true });
    await loans.selectOption({ value: '01-310001-4' });
    await page
      .getByRole('table', { name: /Scheduled/i })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByRole('combobox', { name: 'Payment Method' }).waitFor();
    faults.push(...(await photograph(page, 'payment-scheduled')));

    await page
      .getByRole('button', { name: /^Delete scheduled payment of/ })
      .first()
      .click();
    faults.push(
      ...(await photographDialog(
        page,
        page.getByRole('dialog', { name: 'Delete Scheduled Payment' }),
        'dialog-delete-scheduled',
      )),
    );
    await page.getByRole('button', { name: 'New payment method' }).click();
    faults.push(...(await photographDialog(page, page.getByRole('dialog'), 'dialog-new-card')));

    await loans.selectOption({ value: '01-310002-2' });
    const recurring = page.getByRole('region', { name: 'Recurring Payment' });
    await recurring.waitFor();
    faults.push(...(await photograph(page, 'payment-recurring')));
    await recurring.getByRole('button', { name: 'Delete recurring payment' }).click();
    faults.push(
      ...(await photographDialog(
        page,
        page.getByRole('dialog', { name: 'Delete Recurring Payment' }),
        'dialog-delete-recurring',
      )),
    );

    await page.getByLabel('Card', { exact: true }).check();
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('25');
    await amount.blur();
    await page.getByText('Payment Total').waitFor();
    faults.push(...(await photograph(page, 'payment-filled')));
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Payment' });
    await submit.waitFor();
    faults.push(...(await photograph(page, 'dialog-submit-payment')));
    await submit.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();
    faults.push(...(await photograph(page, 'payment-confirmation')));
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('photographs the ACH draft agreement of a recurring bank-account payment', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openPayment(page);
    await page.getByLabel('Loan account', { exact: true }).selectOption({ value: PAPER_LOAN });
    await page.getByLabel('E-Check', { exact: true }).check();
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Method' }).inputValue()).not.toBe('');
    await page.getByRole('combobox', { name: 'Payment Frequency' }).selectOption('DaysBeforeDue');
    await page.getByRole('combobox', { name: 'Days Before Due Date' }).selectOption({ index: 1 });
    await page.getByText('Payment Total').waitFor();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
    await agreement.getByRole('link', { name: /View ACH Draft Agreement/ }).waitFor();
    expect(await photographDialog(page, agreement, 'dialog-ach-draft-agreement')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
