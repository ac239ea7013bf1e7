/**
 * Self-registration against the reference server (spec 01 "Self-registration wizard",
 * §4, §5): the seeded customer Sam Rivera registers with the e-mailed code, then signs in
 * as the new user. axe runs on every step.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { newestCode, readOutbox } from './support/server';
import { enterSecurityCode, openLogin, outboxCount, stepHeading, submitCredentials } from './support/signIn';

const EMAIL = 'new.rivera@example.com';
const USERNAME = 'sam.rivera';
const PASSWORD = 'Harbor#Valley7';

describe.runIf(shouldRunBrowserTests())('registration', () => {
  const portal = usePortal();

  it('registers the seeded customer with the e-mailed code, then signs in as the new user', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByRole('heading', { name: 'Create Your Online Account' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Registration steps' });
    expect(await tabs.getByRole('button', { name: 'Registration' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Continue with nothing entered: each required field says what is missing.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Last Name is required.').waitFor();
    await page.getByText('SSN is required.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Loan' }).check();
    await typeInto(page.getByLabel('Account Number', { exact: true }), '011234567');
    await page.getByLabel('First Name', { exact: true }).fill('Sam');
    await page.getByLabel('Last Name', { exact: true }).fill('Rivera');
    await page.getByLabel('Email Address', { exact: true }).fill(EMAIL);
    await typeInto(page.getByLabel('Social Security Number', { exact: true }), '987654321');
    await typeInto(page.getByLabel('Date of Birth', { exact: true }), '04121985');
    await typeInto(page.getByLabel('Zip Code', { exact: true }), '84101');
    await typeInto(page.getByLabel('Phone Number', { exact: true }), '8015550142');
    const before = (await readOutbox(portal.url, EMAIL)).length;
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    await page.getByText(`We sent a security code to ${EMAIL}.`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const code = await newestCode(portal.url, EMAIL, before);
    await page.getByLabel('Security Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Security Information' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Place of Birth', { exact: true }).fill('Ogden');
    await page.getByLabel('Drivers License Number', { exact: true }).fill('UT1234567');
    await page.getByLabel("Mother's Maiden Name", { exact: true }).fill('Lopez');
    await page.getByLabel('Security Question', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Secret Answer', { exact: true }).fill('rover');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Login Name', { exact: true }).fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByText('Contain a capital letter').waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Registration steps' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Login' }).click();

    const seen = await outboxCount(portal.url, USERNAME);
    await submitCredentials(page, USERNAME, PASSWORD);
    await enterSecurityCode(page, portal.url, USERNAME, { seenBefore: seen });
    // The demo's login agreement comes next for a new user.
    await stepHeading(page, 'Review and accept').waitFor();
    await page.getByRole('checkbox', { name: 'I agree to the Online Banking Agreement' }).check();
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await page.waitForURL(/#\/myaccount\/dashboard$/);
    await page.getByText('01-123456-7').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
