/**
 * The public self-service flows against the reference server (spec 01 Recovery, Force
 * password change, Activate account, Opt-out): the e-mailed links open the right portal
 * route and finish the job. axe runs on every screen.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { readOutbox } from './support/server';
import { logOut } from './support/session';
import {
  enterSecurityCode,
  openLogin,
  outboxCount,
  submitCredentials,
  waitForDashboard,
} from './support/signIn';

const NEW_PASSWORD = 'Harbor#Valley7';

/** The newest outbox message to `to` whose subject matches, once it is there. */
async function message(url: string, to: string, subject: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(url, to)).find((entry) => subject.test(entry.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(shouldRunBrowserTests())('public self-service flows', () => {
  const portal = usePortal();

  it('recovers a password through the e-mailed reset link, then signs in with the new password', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await page.getByRole('link', { name: /can.t sign in/i }).click();
    await page.getByRole('heading', { name: 'Account Recovery' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Email', { exact: true }).fill('alex.morgan@example.com');
    await typeInto(page.getByLabel('Date of Birth', { exact: true }), '05171980');
    await typeInto(page.getByLabel('Zip Code', { exact: true }), '84101');
    await page.getByLabel('Branch Number', { exact: true }).fill('0001');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Logon Name: demo.borrower').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Secret Answer', { exact: true }).fill('rover');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText('You will receive an e-mail shortly with instructions to reset your password.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const reset = await message(portal.url, 'alex.morgan@example.com', /reset/i);
    expect(reset.link).toMatch(/#\/home\/forcePasswordChange\//);
    await page.goto(reset.link!);
    await page.getByRole('heading', { name: 'Password Change Required' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForDashboard(page);

    await logOut(page);
    const seen = await outboxCount(portal.url, 'demo.borrower');
    await submitCredentials(page, 'demo.borrower', NEW_PASSWORD);
    await enterSecurityCode(page, portal.url, 'demo.borrower', { seenBefore: seen });
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the expired view for a reset link that is not valid', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/forcePasswordChange/no-such-token`);
    await page.getByRole('heading', { name: 'The password reset token has expired.' }).waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL(/#\/home\/login$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('activates demo.activate through the e-mailed link, which signs in', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const activation = await message(portal.url, 'demo.activate', /activate/i);
    expect(activation.link).toMatch(/#\/home\/activate\?token=/);
    await page.goto(activation.link!);
    await page.getByRole('heading', { name: 'Please Enter Your New Password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Different#Pass1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Passwords Do Not Match').waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opts out with the e-mailed link', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const mail = await message(portal.url, 'demo.activate', /activate/i);
    expect(mail.optOutLink).toMatch(/#\/opt-out\?token=/);
    await page.goto(mail.optOutLink!);
    await page.getByRole('heading', { name: 'Opt Out Of Emails' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await page
      .getByText(
        'You have been opted out of our emails. Please allow 24 hours for this change to take effect.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
