import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, openPage, shouldRunBrowserTests } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe.runIf(shouldRunBrowserTests())('login page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads at the empty path, is titled, and has no axe violations', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(server.url);
    await expect.poll(() => page.url()).toMatch(/#\/home\/login$/);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.title()).toBe('Payments - Login');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no axe violations with the errors shown, and is operable by keyboard alone', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(server.url);
    const username = page.getByLabel('Username', { exact: true });
    await username.waitFor();
    await username.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('credentials_password');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    await page.keyboard.press('Enter');
    await page.getByText('You must enter a username').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('credentials_username');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
