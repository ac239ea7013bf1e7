/**
 * Signed in, nothing the portal offers leads nowhere (issue 12): every menu entry, header
 * link and dashboard link opens its page, not the page-not-available view and not the
 * login form; an address no screen opens shows the page-not-available view inside the
 * signed-in shell, with the session alive. The opt-out link's older address (optout) still
 * opens the opt-out screen, at the spec's route (opt-out).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { loadAfresh } from './support/blank';
import { readOutbox } from './support/server';
import { dashboardHeading, loginHeading, serverAccepts, signedInAs } from './support/signIn';
import { blankTiles } from './support/tiles';

const notAvailable = (page: Page) => page.getByRole('heading', { name: 'Page not available', level: 1 });

/** Every link of the header (quick links and menu) and of the dashboard's main area and footer: name and address. */
async function offeredLinks(page: Page): Promise<{ name: string; href: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('header a[href], main a[href], footer a[href]')]
      .map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' }))
      .filter(({ href }) => href.startsWith('#/')),
  );
}

describe.runIf(shouldRunBrowserTests())('signed-in navigation', () => {
  const portal = usePortal();

  it('opens a real page for every menu entry, header link and dashboard link of demo.company', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    // The branch map's tiles (Locations, Find Us), as a reachable tile service answers them.
    await blankTiles(context);
    await signedInAs(page, portal.url, 'demo.company');
    await page.getByRole('table', { name: 'Loan Accounts' }).waitFor();
    const links = await offeredLinks(page);
    // The logo, the menu's Dashboard and Make Payment, the previous login, Locations and FAQ (menu
    // and header), the loan's details.
    expect(links.map(({ href }) => href)).toEqual(
      expect.arrayContaining([
        '#/myaccount/dashboard',
        '#/myaccount/payment',
        '#/myaccount/loginHistory',
        '#/myaccount/locations',
        '#/myaccount/faq',
        expect.stringMatching(/^#\/myaccount\/loanDetails\//),
      ]),
    );
    for (const { name, href } of links) {
      await page.goto(`${portal.url}#/myaccount/dashboard`);
      await page.getByRole('table', { name: 'Loan Accounts' }).waitFor();
      await page.locator(`a[href="${href}"]`).first().click();
      await page.waitForURL(`${portal.url}${href}`);
      await page.locator('main h1').first().waitFor();
      const landed = `"${name}" (${href}) led to ${page.url()}`;
      expect(await notAvailable(page).count(), landed).toBe(0);
      expect(await loginHeading(page).count(), landed).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the page-not-available view inside the shell for an address no screen opens', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const token = await signedInAs(page, portal.url, 'demo.company');
    await page.goto(`${portal.url}#/myaccount/nope`);
    await notAvailable(page).waitFor();
    await expect
      .poll(() => notAvailable(page).evaluate((heading) => heading === document.activeElement))
      .toBe(true);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(page.url()).toBe(`${portal.url}#/myaccount/nope`);
    expect(await loginHeading(page).count()).toBe(0);
    expect(await serverAccepts(portal.url, token)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await dashboardHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the opt-out screen at opt-out, and from the older optout address of e-mails already sent', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await expect.poll(async () => (await readOutbox(portal.url, 'demo.activate')).length).toBeGreaterThan(0);
    const [mail] = await readOutbox(portal.url, 'demo.activate');
    expect(mail?.optOutLink).toMatch(/#\/opt-out\?token=[\w-]+$/);
    const token = new URL(mail!.optOutLink!).hash.split('token=')[1]!;
    for (const route of ['opt-out', 'optout']) {
      await loadAfresh(page, `${portal.url}#/${route}?token=${token}`);
      await page.getByRole('heading', { name: 'Opt Out Of Emails', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Opt Out' }).waitFor();
      expect(page.url()).toBe(`${portal.url}#/opt-out?token=${token}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
