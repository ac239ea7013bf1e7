/**
 * The dashboard of demo.borrower (spec 03 §2.2, §4) and what it leads to: its account
 * lists and the closed-accounts switch, the login history (§2.14), and the signed-in
 * frame by keyboard (§2.15: skip link, menu).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { dashboardHeading, signedInAs } from './support/signIn';
import { logoutDialog } from './support/session';

/** The body rows of the table named by its list's heading. */
function rowsOf(page: Page, table: string): Locator {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function rowTexts(rows: Locator): Promise<string[]> {
  return (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses the key until the target has the focus, at most `limit` times. */
async function tabUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', limit: number) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, `${key} did not reach the target`).toBeLessThan(limit);
    await page.keyboard.press(key);
  }
}

describe.runIf(shouldRunBrowserTests())('dashboard', () => {
  const portal = usePortal();

  it("shows demo.borrower's lists, closed accounts only after the switch", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');

    const loans = rowsOf(page, 'Loan Accounts');
    await expect.poll(() => loans.count()).toBe(2);
    const loanRows = await rowTexts(loans);
    expect(loanRows.filter((row) => row.includes('Past Due'))).toHaveLength(1);
    expect(loanRows.join('\n')).toContain('2022 Subaru Outback');
    expect(loanRows.join('\n')).toContain('Home Improvement Loan');
    expect(loanRows.join('\n')).not.toContain('Personal Loan');
    // The past-due loan's figures add up, and say how: installment + past due + fees = amount due.
    const pastDue = loanRows.find((row) => row.includes('Past Due'))!;
    expect(pastDue).toContain('$459.20 $60.00 $978.40 $459.20 installment + $459.20 past due + $60.00 fees');
    expect(await rowTexts(rowsOf(page, 'Lines of Credit'))).toEqual([
      expect.stringContaining('Personal Line of Credit'),
    ]);
    expect(await rowTexts(rowsOf(page, 'Deposit Accounts'))).toEqual([
      expect.stringContaining('Everyday Savings'),
    ]);
    expect(await rowTexts(rowsOf(page, 'Investment Accounts'))).toEqual([
      expect.stringContaining('12-Month Certificate'),
    ]);
    await expect.poll(() => rowsOf(page, 'Applications').count()).toBe(1);
    expect(await rowTexts(rowsOf(page, 'Applications'))).toEqual([expect.stringContaining('A-20461')]);

    const showClosed = page.getByRole('switch', { name: 'Show closed accounts' });
    expect(await showClosed.isChecked()).toBe(false);
    await showClosed.check();
    await expect.poll(() => loans.count()).toBe(3);
    const closed = (await rowTexts(loans)).filter((row) => row.includes('Personal Loan'));
    expect(closed).toEqual([expect.stringContaining('Closed')]);
    expect(await axeViolations(page)).toEqual([]);

    await showClosed.uncheck();
    await expect.poll(() => loans.count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the login history from the previous login', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await page.getByRole('link', { name: /^Previous login \d\d\/\d\d\/\d{4} from [\d.]+$/ }).click();
    await page.waitForURL(/#\/myaccount\/loginHistory$/);
    await page.getByRole('heading', { name: 'Login History', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Login History' });
    await table.getByRole('columnheader', { name: 'Date' }).waitFor();
    await table.getByRole('columnheader', { name: 'Ip Address' }).waitFor();
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect((await rows.allInnerTexts()).join('\n')).toContain('203.0.113.7');
    expect(await page.title()).toBe('Login History');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await dashboardHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is operable by keyboard: the skip link reaches the main content, and the menu works', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    // As a user arriving at the page: focus starts at the top.
    await page.reload();
    await dashboardHeading(page).waitFor();

    // The skip link is the first stop; it moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => isFocused(skip)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('main'))).toBe(true);
    expect(page.url()).toMatch(/#\/myaccount\/dashboard$/);

    // Back from the main content, through the menu bar, to the header's Logout (the bar leaves
    // out what the header links offer), which opens the confirmation.
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    const logout = quickLinks.getByRole('button', { name: 'Logout' });
    await tabUntilFocused(page, logout, 'Shift+Tab', 12);
    await page.keyboard.press('Enter');
    const dialog = logoutDialog(page);
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(logout)).toBe(true);

    // Forward again, the menu's first entry, Dashboard (the current page), is followed with Enter.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const dashboardItem = menu.getByRole('link', { name: 'Dashboard' });
    await tabUntilFocused(page, dashboardItem, 'Tab', 3);
    expect(await dashboardItem.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(dashboardHeading(page))).toBe(true);
    await dashboardHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
