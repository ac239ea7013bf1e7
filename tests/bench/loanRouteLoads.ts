/**
 * Bench H's walk: demo.borrower opens the Subaru loan (e-statements, insurance, two years of
 * history) from the dashboard, waits for its sections, shows 90 days of history, and opens and
 * closes the payoff quote and insurance dialogs, so that the loan screen's lazy blocks, its
 * sections' widgets and its dialogs are requested.
 */
import type { Page } from 'playwright-core';
import { routeLoads } from './routeLoads';

const LOAN = '01-123400-1';

async function openAndClose(page: Page, button: string, dialogName: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function walkLoan(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(LOAN.slice(0, 9)) })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Loan Information' }).waitFor();
  await page.getByRole('heading', { name: 'Account History' }).waitFor();
  await page.getByRole('radio', { name: '90 Days' }).check();
  await page.waitForLoadState('networkidle');
  await openAndClose(page, 'Get Payoff Quote', 'Get Payoff Quote');
  await openAndClose(page, 'View Insurance', 'Insurance Information');
}

export const loanRouteLoads = () => routeLoads('demo.borrower', walkLoan);
