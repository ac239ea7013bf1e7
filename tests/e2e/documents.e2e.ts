/**
 * Documents in Chromium against the reference server (spec 03 §2.3, §2.8): demo.borrower opens
 * the Subaru loan, sees its two documents under File Management and opens one, whose new window
 * is answered a PDF; then opens the document center from the menu and goes through its tabs by
 * keyboard, the profile's and an application's documents. axe finds no violation, and neither
 * page scrolls sideways at 320 px.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLoan } from './support/loan';
import { signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const SUBARU = '01-123400-1';

describe.runIf(shouldRunBrowserTests())('documents', () => {
  const portal = usePortal();

  it("lists the Subaru loan's documents and opens one as a PDF in a new window", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openLoan(page, SUBARU);
    await page.getByRole('heading', { name: 'File Management' }).waitFor();
    const contract = page.getByRole('button', { name: /Retail Installment Contract/ });
    await contract.waitFor();
    expect(await page.getByRole('button', { name: /Vehicle Title Receipt/ }).count()).toBe(1);
    expect(await contract.innerText()).toMatch(/Uploaded \d{2}\/\d{2}\/\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Chromium's PDF viewer stands in for the file's bytes in the page's own response, so the
    // answer is read on its way through: the token is single-use, it cannot be fetched again.
    let answered: { status: number; type: string; disposition: string; head: string } | undefined;
    await context.route('**/api/Documents/ViewDocument?*', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      answered = {
        status: response.status(),
        type: headers['content-type'] ?? '',
        disposition: headers['content-disposition'] ?? '',
        head: (await response.body()).subarray(0, 5).toString('latin1'),
      };
      await route.fulfill({ response });
    });
    const popup = context.waitForEvent('page');
    await contract.click();
    await expect.poll(() => answered).toBeDefined();
    expect(answered).toEqual({
      status: 200,
      type: 'application/pdf',
      disposition: 'inline; filename="Retail Installment Contract.pdf"',
      head: '%PDF-',
    });
    await (await popup).close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the document center from the menu and goes through its tabs by keyboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Document Center' })
      .click();
    await page.getByRole('heading', { name: 'Document Center', level: 1 }).waitFor();

    const accounts = page.getByRole('tab', { name: 'Account Documents' });
    await expect.poll(() => accounts.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Account Number').selectOption(SUBARU);
    await page.getByRole('button', { name: /Retail Installment Contract/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await accounts.focus();
    await page.keyboard.press('ArrowRight');
    const profile = page.getByRole('tab', { name: 'Profile Documents' });
    await expect.poll(() => profile.getAttribute('aria-selected')).toBe('true');
    expect(await profile.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: /Proof of Address/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    const applications = page.getByRole('tab', { name: 'Applications Documents' });
    await expect.poll(() => applications.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Tab');
    const application = page.getByLabel('Application Number');
    expect(await application.evaluate((select) => select === document.activeElement)).toBe(true);
    await application.selectOption('A-20461');
    await page.getByRole('button', { name: /Pay Stub/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
