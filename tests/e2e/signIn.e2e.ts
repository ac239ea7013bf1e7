/**
 * Signing in against the reference server (spec 01 "Login screen", §4, §8): the security
 * code from the demo outbox, trusting the device, a user without a code, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import {
  CODE_STEP,
  enterSecurityCode,
  expectSignedOut,
  loginHeading,
  openLogin,
  outboxCount,
  stepHeading,
  submitCredentials,
  waitForDashboard,
} from './support/signIn';
import { logOut } from './support/session';

describe.runIf(shouldRunBrowserTests())('signing in', () => {
  const portal = usePortal();

  it('asks demo.borrower for the security code sent by e-mail, then opens the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    const seenBefore = await outboxCount(portal.url, 'demo.borrower');
    await submitCredentials(page, 'demo.borrower');

    await stepHeading(page, CODE_STEP).waitFor();
    await page.getByText('We sent a security code to alex.morgan@example.com.').waitFor();
    expect(await loginHeading(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('A security code is required').waitFor();
    await page.getByLabel('Security Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The security code you entered is not valid.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await enterSecurityCode(page, portal.url, 'demo.borrower', { seenBefore });
    await waitForDashboard(page);
    await page.getByText('Alex Morgan').first().waitFor();
    expect(await page.title()).toBe('Dashboard');
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });

  it('skips the security code on a second sign-in after "Trust this device"', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    const seenBefore = await outboxCount(portal.url, 'demo.borrower');
    await submitCredentials(page, 'demo.borrower');
    await enterSecurityCode(page, portal.url, 'demo.borrower', { trust: true, seenBefore });
    await waitForDashboard(page);
    await logOut(page);
    await loginHeading(page).waitFor();

    const codesSent = await outboxCount(portal.url, 'demo.borrower');
    await submitCredentials(page, 'demo.borrower');
    await waitForDashboard(page);
    expect(await outboxCount(portal.url, 'demo.borrower')).toBe(codesSent);
    expect(problems).toEqual([]);
    await context.close();

    // The trust belongs to that browser: another one is still asked for a code.
    const other = await openPage(portal.browser);
    await openLogin(other.page, portal.url);
    await submitCredentials(other.page, 'demo.borrower');
    await stepHeading(other.page, CODE_STEP).waitFor();
    expect(other.problems).toEqual([]);
    await other.context.close();
  });

  it('signs demo.company in without a security code', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.company');
    await waitForDashboard(page);
    await page.getByText('Harbor Supply Co.').first().waitFor();
    expect(await outboxCount(portal.url, 'demo.company')).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses a wrong password with 'Username or password is invalid' and keeps the username", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.company', 'Wrong#Password1');
    await page.getByRole('alert').filter({ hasText: 'Username or password is invalid' }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('demo.company');
    expect(page.url()).toMatch(/#\/home\/login$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });

  it('tells demo.restricted that the account is restricted', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.restricted');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account is restricted. Please contact your institution.' })
      .waitFor();
    await loginHeading(page).waitFor();
    expect(page.url()).toMatch(/#\/home\/login$/);
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();
  });

  it('returns to the login form, signed out, when the security code step is cancelled', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.borrower');
    await stepHeading(page, CODE_STEP).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('You cancelled signing in.').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/home\/login\?error=userCancelled$/);
    expect(await stepHeading(page, CODE_STEP).count()).toBe(0);
    await expectSignedOut(page, portal.url);
    expect(problems).toEqual([]);
    await context.close();
  });
});
