import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';

describe.runIf(shouldRunBrowserTests())('login page in Chromium', () => {
  const portal = usePortal();

  it('loads at the empty path, is titled, and has no axe violations', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(portal.url);
    await expect.poll(() => page.url()).toMatch(/#\/home\/login$/);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.title()).toBe('Payments - Login');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no axe violations with the errors shown, and is operable by keyboard alone', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(portal.url);
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

  it('asks for the settings once, from the page preload, and uses that answer', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const session = await context.newCDPSession(page);
    const initiators: string[] = [];
    session.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.url.endsWith('/api/setup/ApplicationOptions')) initiators.push(initiator.type);
    });
    await session.send('Network.enable');
    await page.goto(portal.url);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    // Chromium warns of a preload left unused some seconds after the load event.
    await page.waitForTimeout(3_500);
    expect(initiators).toEqual(['parser']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
