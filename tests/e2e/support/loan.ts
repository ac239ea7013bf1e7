/** Opening a loan's screen as a borrower does: from the dashboard, by the loan's link. */
import type { Page } from 'playwright-core';
import { dashboardHeading } from './signIn';

/** Goes to the dashboard, follows the loan's link and waits for the loan screen's heading. */
export async function openLoan(page: Page, number: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/myaccount/dashboard'));
  await dashboardHeading(page).waitFor();
  await page
    .getByRole('link', { name: new RegExp(number.slice(0, 9)) })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Loan Details', level: 1 }).waitFor();
}
