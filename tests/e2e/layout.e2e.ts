/**
 * No page scrolls sideways at any width (issue 12): every public screen, every signed-in
 * screen (the dashboard with closed accounts shown, so every list is there), the
 * page-not-available view and each post-login step of the demo users, at phone, tablet
 * and desktop widths. The document may not be wider than the window, and no element may
 * reach past its right edge, unless an ancestor clips it there (the branch map's tiles); a
 * failure names the widest offender.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { loadAfresh } from './support/blank';
import { readOutbox } from './support/server';
import { blankTiles } from './support/tiles';
import { measureLayout } from './support/layoutFaults';
import {
  CODE_STEP,
  dashboardHeading,
  enterSecurityCode,
  openLogin,
  outboxCount,
  stepHeading,
  submitCredentials,
  waitForDashboard,
} from './support/signIn';

const WIDTHS = [320, 390, 1024, 1280, 1920] as const;

/** The page as it stands at each width: nothing wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the layout to follow the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const found = await page.evaluate(measureLayout);
    const where = `${what} at ${width} px: document ${found.scrollWidth} px wide; widest offender ${found.widest ?? 'none'}`;
    expect(found.scrollWidth, where).toBeLessThanOrEqual(found.innerWidth);
    expect(found.widest, where).toBeNull();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens a portal address and waits for its page heading, with nothing loading any more. */
async function visit(page: Page, url: string): Promise<void> {
  await loadAfresh(page, url);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

async function activationLink(url: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(url, 'demo.activate')).find((entry) => /activate/i.test(entry.subject));
    if (found?.link) return found.link;
    if (Date.now() > deadline) throw new Error('no activation message to demo.activate');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(shouldRunBrowserTests())('no sideways scrolling from 320 to 1920 px', () => {
  // With the admin studio on (PORTAL_STUDIO=1), so its route is measured too.
  const portal = usePortal({ env: { PORTAL_STUDIO: '1' } });

  it('on every public screen', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await blankTiles(context);
    const activate = await activationLink(portal.url);
    const token = new URL(activate).hash.split('token=')[1] ?? '';
    const routes: [string, string][] = [
      ['login', '#/home/login'],
      ['register', '#/home/register'],
      ['recovery', '#/home/recovery'],
      ['activate', `#/home/activate?token=${token}`],
      ['verifyEmail', '#/home/verifyEmail'],
      ['forcePasswordChange', '#/home/forcePasswordChange/no-such-token'],
      ['sso', '#/home/sso'],
      ['opt-out', `#/opt-out?token=${token}`],
      ['messages', '#/home/messages'],
      ['faq', '#/home/faq'],
      ['locations', '#/home/locations'],
      ['studio', '#/studio'],
    ];
    for (const [name, route] of routes) {
      await visit(page, `${portal.url}${route}`);
      await expectNoSidewaysScroll(page, name);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on every signed-in screen, the security-code step and the page-not-available view', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await blankTiles(context);
    await openLogin(page, portal.url);
    const seenBefore = await outboxCount(portal.url, 'demo.borrower');
    await submitCredentials(page, 'demo.borrower');
    await stepHeading(page, CODE_STEP).waitFor();
    await expectNoSidewaysScroll(page, 'the security-code step');
    await enterSecurityCode(page, portal.url, 'demo.borrower', { seenBefore });
    await waitForDashboard(page);

    await page.getByRole('switch', { name: 'Show closed accounts' }).check();
    await page.getByRole('table', { name: 'Loan Accounts' }).getByText('Personal Loan').waitFor();
    await page.getByRole('table', { name: 'Applications' }).waitFor();
    await expectNoSidewaysScroll(page, 'the dashboard with closed accounts');

    await page.getByRole('link', { name: /^Previous login/ }).click();
    await page.getByRole('heading', { name: 'Login History', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Login History' }).getByRole('cell').first().waitFor();
    await expectNoSidewaysScroll(page, 'the login history');

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Documents', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('You have no signed ACH draft agreements.').waitFor();
    await expectNoSidewaysScroll(page, 'the Documents page');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Feedback' }).check();
    await page.getByRole('radio', { name: 'Good' }).check();
    await expectNoSidewaysScroll(page, 'the messages form');
    await visit(page, `${portal.url}#/myaccount/faq`);
    await expectNoSidewaysScroll(page, 'the FAQ');
    await visit(page, `${portal.url}#/myaccount/document-center`);
    await page.getByRole('tablist').waitFor();
    await expectNoSidewaysScroll(page, 'the document center');
    // Without a payment just made the confirmation page says there is none (loginLook.e2e.ts prints a real one).
    await visit(page, `${portal.url}#/myaccount/paymentConfirm`);
    await expectNoSidewaysScroll(page, 'the payment confirmation');
    await visit(page, `${portal.url}#/myaccount/locations`);
    await page.getByRole('region', { name: 'Branches' }).waitFor();
    await expectNoSidewaysScroll(page, 'the branch locations');

    await page.goto(`${portal.url}#/myaccount/nope`);
    await page.getByRole('heading', { name: 'Page not available', level: 1 }).waitFor();
    await expectNoSidewaysScroll(page, 'the page-not-available view');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await dashboardHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['demo.terms', 'Review and accept'],
    ['demo.newpass', 'Password Change Required'],
    ['demo.noquestion', 'Set up a security question'],
    ['demo.ssn', 'Verify your identity'],
  ])('on the post-login step of %s', async (username, heading) => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, username);
    await stepHeading(page, heading).waitFor();
    await expectNoSidewaysScroll(page, `the step "${heading}"`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
