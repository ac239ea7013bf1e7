/**
 * The prerendered sign-in page (server/http/prerender.ts, src/app/prerender/takeOver.ts) in
 * Chromium, with the portal's entry script held back to see the page before its code: the form
 * shows and takes typing; when the code arrives, what was typed, the focus and a Sign In pressed
 * meanwhile carry over to the live page, which has no axe violations. Another address, or
 * Spanish remembered, shows no copy.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { CODE_STEP, PASSWORD, stepHeading } from './support/signIn';

/** Holds the portal's entry script until released. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const copy = (page: Page) => page.locator('#prerender');
const live = (page: Page, label: string) => page.locator('#root').getByLabel(label, { exact: true });

describe.runIf(shouldRunBrowserTests())('the prerendered sign-in page in Chromium', () => {
  const portal = usePortal();

  it('shows the form before the code, and hands typing and focus over to the live page', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const release = await holdEntry(page);
    await page.goto(`${portal.url}#/home/login`, { waitUntil: 'commit' });
    const username = copy(page).getByLabel('Username', { exact: true });
    await username.waitFor();
    expect(await copy(page).getByRole('heading', { name: 'Sign In', level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await page.title()).toBe('Payments - Login');
    expect(await axeViolations(page)).toEqual([]);
    await username.click();
    await page.keyboard.type('demo.borrower');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);

    release();
    await copy(page).waitFor({ state: 'detached' });
    expect(await live(page, 'Username').inputValue()).toBe('demo.borrower');
    expect(await live(page, 'Password').inputValue()).toBe(PASSWORD);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('credentials_password');
    expect(await page.locator('#credentials_username').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await stepHeading(page, CODE_STEP).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says to wait for a Sign In pressed before the code arrived, sends it once the code has, and nothing before', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const release = await holdEntry(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login/userlogin')) calls.push(request.method());
    });
    await page.goto(`${portal.url}#/home/login`, { waitUntil: 'commit' });
    await copy(page).getByLabel('Username', { exact: true }).fill('demo.borrower');
    await copy(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await copy(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(page.url()).toMatch(/#\/home\/login$/);
    expect(await copy(page).locator('form[data-submitted]').count()).toBe(1);
    // A screen reader hears that it waits: the copy's status region says the button's busy text.
    expect(await copy(page).getByRole('status').filter({ hasText: 'Please wait…' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);

    release();
    await stepHeading(page, CODE_STEP).waitFor();
    expect(calls).toEqual(['POST']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the page of a link followed in the copy before the code arrived, once it has', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const release = await holdEntry(page);
    await page.goto(`${portal.url}#/home/login`, { waitUntil: 'commit' });
    await copy(page).getByRole('link', { name: 'Create an account', exact: true }).click();
    expect(page.url()).toMatch(/#\/home\/register$/);

    release();
    await page.getByRole('heading', { name: 'Create Your Online Account' }).waitFor();
    expect(await copy(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['another address', '#/home/faq', undefined],
    ['Spanish remembered', '#/home/login', 'es'],
  ])('shows no copy for %s', async (_name, hash, language) => {
    const { page, context, problems } = await openPage(portal.browser);
    if (language)
      await context.addInitScript((value) => localStorage.setItem('portal.language', value), language);
    const release = await holdEntry(page);
    await page.goto(`${portal.url}${hash}`, { waitUntil: 'commit' });
    await copy(page).waitFor({ state: 'attached' });
    expect(await copy(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prerender'))).toBe('off');

    release();
    await copy(page).waitFor({ state: 'detached' });
    await page.locator('#root h1').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
