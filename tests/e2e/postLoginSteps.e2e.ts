/**
 * The post-login steps after the password (spec 01 "Post-login process", §4, §5): the
 * agreements, the forced password change, the SSN check, and cancelling a step. The
 * security question has its own file; the security code is in signIn.e2e.ts.
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
  expectSignedOut,
  nextLoginToken,
  openLogin,
  stepHeading,
  submitCredentials,
  waitForDashboard,
} from './support/signIn';

/** A new valid password by the demo rules (server/config/credentialRules.ts): capital, lowercase, number, special. */
const NEW_PASSWORD = 'Harbor#Valley7';

describe.runIf(shouldRunBrowserTests())('post-login steps', () => {
  const portal = usePortal();

  it('asks demo.terms to accept the agreements, then opens the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.terms');
    await stepHeading(page, 'Review and accept').waitFor();
    await page.getByText('Please read and accept the following before you continue.').waitFor();
    const link = page.getByRole('link', { name: 'Read the Online Banking Agreement' });
    expect(await link.getAttribute('href')).toBe('/demo-content/online-banking-agreement.html');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await page.getByText('You must select all agreements').waitFor();
    const agree = page.getByRole('checkbox', { name: 'I agree to the Online Banking Agreement' });
    await expect.poll(() => agree.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await agree.check();
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('returns to the login form and ends the session when a step is cancelled', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    const token = nextLoginToken(page);
    await submitCredentials(page, 'demo.newpass');
    await stepHeading(page, 'Password Change Required').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('You cancelled signing in.').waitFor();
    expect(await stepHeading(page, 'Password Change Required').count()).toBe(0);
    await expectSignedOut(page, portal.url, await token);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes demo.newpass choose a new password by the rules, which then signs in', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.newpass');
    await stepHeading(page, 'Password Change Required').waitFor();
    await page.getByText('Your institution asks you to choose a new password before you continue.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change Password' });
    await newPassword.fill('Harbor1');
    await confirm.fill('Harbor2');
    await submit.click();
    await page.getByText('Password must be at least 8 characters in length').waitFor();
    await page.getByText('Passwords Do Not Match').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Long enough, a letter and a number, but the server's rules also want a special character:
    // the checklist says so as it is typed, and the field's message on submit.
    await newPassword.fill('HarborValley7');
    await confirm.fill('HarborValley7');
    await page.getByText('Contain a special character (not met)').waitFor();
    await submit.click();
    await page.getByText('Password must contain a special character.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await waitForDashboard(page);
    expect(unexpectedProblems(problems, 403)).toEqual([]);
    await context.close();

    const again = await openPage(portal.browser);
    await openLogin(again.page, portal.url);
    await submitCredentials(again.page, 'demo.newpass', NEW_PASSWORD);
    await waitForDashboard(again.page);
    expect(again.problems).toEqual([]);
    await again.context.close();
  });

  it('asks demo.ssn for the SSN: a wrong one shows the error and keeps the entry, the right one signs in', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await submitCredentials(page, 'demo.ssn');
    await stepHeading(page, 'Verify your identity').waitFor();
    await page.getByText('Enter your Social Security Number to confirm it is you.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const ssn = page.getByLabel('Social Security Number', { exact: true });
    await ssn.fill('987-65-4321');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('We could not verify your Social Security Number.').waitFor();
    expect(await ssn.inputValue()).toBe('987-65-4321');
    expect(await axeViolations(page)).toEqual([]);

    await ssn.fill('123-45-6789');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
