/**
 * The loan screen's E-statements section in Chromium against the reference server (spec 03
 * §2.5, §4): demo.borrower's home improvement loan (01-123401-9, on paper, with monthly
 * statements) is switched to e-statements through the consent and agreement dialogs, the
 * switch survives a reload, a statement of this year opens in a new window as a PDF, and the
 * withdrawal dialog's Cancel keeps e-statements. axe finds no violation in the section and
 * in each dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLoan } from './support/loan';
import { signedInAs } from './support/signIn';

const HOME_LOAN = '01-123401-9';

/** Opens the loan and waits for the part this file tests. */
async function openLoanAt(page: Page, number: string) {
  await openLoan(page, number);
  await page.getByRole('heading', { name: 'E-Statements' }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the E-statements section', () => {
  const portal = usePortal();

  it('switches a paper loan to e-statements through the agreement and opens a statement as a PDF', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoanAt(page, HOME_LOAN);
    const toggle = page.getByRole('switch', { name: 'Statement Type' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    const consent = page.getByRole('dialog', { name: 'Go Paperless' });
    await consent.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await consent.getByRole('button', { name: 'Continue' }).click();

    const agreement = page.getByRole('dialog', { name: 'E-Statement Agreement' });
    await agreement.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await agreement.getByRole('checkbox', { name: /E-Statement Disclosure/ }).check();
    await agreement.getByRole('button', { name: 'Agree', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'E-Statements' }).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Statement Type' }).isChecked()).toBe(true);

    const year = String(new Date().getFullYear());
    const table = page.getByRole('table', { name: `E-Statements of ${year}` });
    await table.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const opened = context.waitForEvent('response', (response: Response) =>
      response.url().includes('/api/AccountEstatements/ViewStatement'),
    );
    const popup = context.waitForEvent('page');
    await table
      .getByRole('link', { name: /View the statement of/ })
      .first()
      .click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // Chromium's PDF viewer stands in for the body in the window: read the same address again.
    const again = await context.request.get(response.url());
    expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await (await popup).close();

    await page.getByRole('switch', { name: 'Statement Type' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Stop E-Statements' });
    await withdraw.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await withdraw.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Statement Type' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
