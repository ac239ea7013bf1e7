/**
 * Bench E's walk: demo.payments goes from the dashboard to Make A Payment through the menu's
 * link, chooses a loan account, the Card method (its saved card chosen), the frequency (Pay
 * Once, the one a card is offered), types and leaves an amount, and opens and cancels the
 * submit dialog, so that the lazy blocks and widgets the wizard needs are requested.
 */
import type { Page } from 'playwright-core';
import { routeLoads } from './routeLoads';

const LOAN = '01-310001-4';

/** Goes through the wizard's steps as a person paying by card would; returns the frequency chosen. */
async function fillWizard(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
  const account = page.getByLabel('Loan account', { exact: true });
  const option = account.locator('option', { hasText: LOAN });
  await option.waitFor({ state: 'attached' });
  await account.selectOption({ label: (await option.textContent()) ?? LOAN });
  await page.getByLabel('Card', { exact: true }).check();
  const method = page.getByRole('combobox', { name: 'Payment Method' });
  await page.waitForFunction(
    (element) => element instanceof HTMLSelectElement && element.value !== '',
    await method.elementHandle(),
  );
  const frequency = page.getByRole('combobox', { name: 'Payment Frequency' });
  const labels = (await frequency.locator('option').allTextContents()).filter((label) => label.trim());
  // Paying demo.payments' loan by card, Pay Once is the one frequency offered.
  const chosen = labels[0] ?? '';
  await frequency.selectOption({ label: chosen });
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.fill('100');
  await amount.blur();
  await page.getByText('Payment Total').first().waitFor();
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return chosen;
}

export const paymentRouteLoads = () => routeLoads('demo.payments', fillWizard);
