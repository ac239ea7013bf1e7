/**
 * Which JavaScript files of dist/ the built portal requests, in Debian's Chromium (headless,
 * playwright-core) against the reference server (tests/e2e/support/server.ts): signed in as
 * demo.payments up to the dashboard ("before"), then on the way to Make A Payment ("payment"):
 * the menu's link, a loan account, the Card method (its saved card chosen), the frequency (Pay
 * Once, the one a card is offered), an amount typed and left, and the submit dialog opened and cancelled, so that
 * the lazy blocks and widgets the wizard needs are requested.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { newestCode, startServer } from '../e2e/support/server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const USER = 'demo.payments';
const PASSWORD = 'Borrower#2026';
const LOAN = '01-310001-4';
const TIMEOUT_MS = 20_000;

export interface RouteLoads {
  /** dist/ paths ("assets/….js") requested from the first page load until the dashboard showed. */
  before: string[];
  /** dist/ paths requested after that, on the way through the payment wizard. */
  payment: string[];
  /** The frequency chosen (the label of the option). */
  frequency: string;
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  const codeStep = page.getByRole('heading', { name: 'Enter your security code' });
  await codeStep.or(dashboard).waitFor();
  if (await codeStep.isVisible()) {
    await page.getByLabel('Security Code', { exact: true }).fill(await newestCode(url, USER));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await dashboard.waitFor();
  await page.waitForLoadState('networkidle');
}

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
  await page.waitForLoadState('networkidle');
  return chosen;
}

export async function paymentRouteLoads(): Promise<RouteLoads> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const origin = new URL(server.url).origin;
    let phase: string[] = [];
    const before = phase;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) phase.push(url.pathname.slice(1));
    });
    await signIn(page, server.url);
    phase = [];
    const payment = phase;
    const frequency = await fillWizard(page);
    return { before: [...new Set(before)], payment: [...new Set(payment)], frequency };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output()}`,
      {
        cause: error,
      },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
