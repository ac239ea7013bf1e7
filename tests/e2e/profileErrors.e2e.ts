/**
 * The profile's error messages of spec 01 §8 in Chromium. The reference server's own refusals:
 * a wrong current password, a login name another user has, a zip the city is not in, a PO box,
 * a branding that refuses a phone's marketing texts (the form set back to what was kept). Then,
 * with the answer replaced in the browser, every user-information code the server may send
 * (each its catalogue text, an unknown one the generic text), the text dialog's "not textable",
 * load failure and finalize failure with Retry, and Unauthorized, which logs out.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { userInfoErrorMessage, USER_INFO_ERROR_CODES } from '../../src/domain/profile/userInfoMessages';
import { catalogueEntries } from '../../src/generated/catalogue';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import { typeInto } from './support/fields';
import { loginHeading, PASSWORD, signedInAs } from './support/signIn';

/** The demo institution rewords none of these: each shows its catalogue default. */
const text = (key: string): string => {
  const entry = catalogueEntries[key];
  if (!entry) throw new Error(`no setting ${key}`);
  return entry[0];
};

const userInfo = (page: Page) => page.getByRole('form', { name: 'User Information' });
const personal = (page: Page) => page.getByRole('form', { name: 'Personal Information' });
const phone = (page: Page, n: number) => personal(page).getByRole('group', { name: `Phone ${n}` });
const subscriptions = (page: Page) => page.getByRole('dialog', { name: 'Text Subscriptions' });

async function openProfile(page: Page) {
  await page.goto(page.url().replace(/#.*$/, '#/myaccount/profile'));
  await userInfo(page).waitFor();
  await personal(page).waitFor();
}

/** Saves User Information and gives the message it shows. */
async function saveUserInfo(page: Page): Promise<string> {
  await userInfo(page).getByRole('button', { name: 'Save', exact: true }).click();
  const alert = userInfo(page).getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

/** Saves Personal Information, expecting it kept. */
async function savePersonal(page: Page) {
  await personal(page).getByRole('button', { name: 'Save', exact: true }).click();
  await personal(page).getByText('Saved', { exact: true }).waitFor();
}

/** Opens a phone's text subscriptions, agreeing to the texting terms if they are asked. */
async function openSubscriptions(page: Page, n: number) {
  await phone(page, n).getByRole('button', { name: 'Text Subscriptions' }).click();
  const terms = page.getByRole('dialog', { name: 'Texting Agreement' });
  await terms.or(subscriptions(page)).waitFor();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Agree', exact: true }).click();
  }
  await subscriptions(page).waitFor();
}

const refusal = (code: string) => (route: Route) =>
  route.fulfill({ json: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] } });

describe.runIf(shouldRunBrowserTests())('the profile’s error messages', () => {
  const portal = usePortal();

  it('shows the server’s refusals of user information and of the address at their place', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);

    const email = userInfo(page).getByLabel('E-mail Address');
    await email.fill('alex.other@example.com');
    await userInfo(page).getByLabel('Current Password').fill('Wrong#2026x');
    expect(await saveUserInfo(page)).toBe(text('profileErrors.invalidCurrentPassword'));
    expect(await axeViolations(page)).toEqual([]);

    await userInfo(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await userInfo(page).getByLabel('Login Name').fill('demo.company');
    await userInfo(page).getByLabel('Current Password').fill(PASSWORD);
    expect(await saveUserInfo(page)).toBe(text('register.errorLoginNameExists'));
    await userInfo(page).getByRole('button', { name: 'Cancel', exact: true }).click();

    const city = personal(page).getByLabel('City');
    await city.fill('Denver');
    await personal(page).getByRole('button', { name: 'Save', exact: true }).click();
    await personal(page).getByText(text('profilePersonal.zipCityNoMatch')).waitFor();
    await personal(page).getByRole('button', { name: 'Cancel', exact: true }).click();

    await personal(page).getByLabel('Street').fill('PO Box 1200');
    await personal(page).getByRole('button', { name: 'Save', exact: true }).click();
    await personal(page).getByText(text('profilePersonal.containsPOBox')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every user-information code’s message, and the generic one for an unknown code', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    await userInfo(page).getByLabel('Answer').fill('Rex');
    const codes = [
      ...USER_INFO_ERROR_CODES.filter((code) => code !== 'BiometricsNotUpdated'),
      'SomethingNew',
    ];
    for (const code of codes) {
      await page.route('**/api/UpdateProfile', refusal(code));
      const shown = await saveUserInfo(page);
      expect.soft(shown, code).toBe(text(userInfoErrorMessage(code).key));
      await page.unroute('**/api/UpdateProfile');
    }
    // The form kept what the user typed through every refusal.
    expect(await userInfo(page).getByLabel('Answer').inputValue()).toBe('Rex');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sets the text subscriptions back to what a branding kept, and says so', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    // The demo's branding 2 refuses marketing texts to 801-555-0122 (README).
    const number = phone(page, 2).getByLabel('Phone Number');
    await number.fill('');
    await typeInto(number, '8015550122');
    await savePersonal(page);
    await openSubscriptions(page, 2);

    const marketing = subscriptions(page).getByRole('switch', { name: 'Marketing' });
    await marketing.first().waitFor();
    for (const toggle of await marketing.all()) if (!(await toggle.isChecked())) await toggle.click();
    await subscriptions(page).getByRole('button', { name: 'Save', exact: true }).click();
    await subscriptions(page).getByText(text('textSubscriptions.modifyError')).waitFor();
    expect(await marketing.nth(0).isChecked()).toBe(true);
    expect(await marketing.nth(1).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await subscriptions(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await subscriptions(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when a phone takes no texts, when the subscriptions cannot load, and offers Retry when finishing fails', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    const info = '**/api/SolutionsByText/GetSubscriptionInfo';

    await page.route(info, refusal('Invalid'));
    await openSubscriptions(page, 1);
    await subscriptions(page).getByText(text('textSubscriptions.notTextable')).waitFor();
    await subscriptions(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.unroute(info);

    await page.route(info, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await openSubscriptions(page, 1);
    await subscriptions(page).getByText(text('textSubscriptions.loadFailed')).waitFor();
    await subscriptions(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.unroute(info);

    // The subscriptions are kept, then the phone's opt-in update fails once: Retry finishes it.
    await openSubscriptions(page, 1);
    const account = subscriptions(page).getByRole('switch', { name: 'Account' }).first();
    await account.click();
    let failures = 1;
    await page.route('**/api/UpdateProfile', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, json: { HasNoErrors: false, Errors: [] } })
        : route.fallback(),
    );
    await subscriptions(page).getByRole('button', { name: 'Save', exact: true }).click();
    await subscriptions(page).getByText(text('textSubscriptions.finalizeFailed')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await subscriptions(page).getByRole('button', { name: 'Retry', exact: true }).click();
    await subscriptions(page).waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems, 503, 500)).toEqual([]);
    await context.close();
  });

  it('logs out on an Unauthorized answer to a save', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openProfile(page);
    await userInfo(page).getByLabel('Answer').fill('Rex');
    await page.route('**/api/UpdateProfile', (route) =>
      route.fulfill({
        status: 401,
        json: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] },
      }),
    );
    await userInfo(page).getByRole('button', { name: 'Save', exact: true }).click();
    await loginHeading(page).waitFor();
    expect(page.url()).toMatch(/#\/home\/login/);
    await page.getByText(text('login.notAuthorized')).waitFor();
    expect(unexpectedProblems(problems, 401)).toEqual([]);
    await context.close();
  });
  it('ends the session when wrong current passwords lock the login name, and the login says why', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.company');
    await openProfile(page);
    const save = async (attempt: number) => {
      await userInfo(page).getByLabel('E-mail Address').fill(`ap${attempt}@harborsupply.example.com`);
      await userInfo(page).getByLabel('Current Password').fill(`Wrong#${attempt}abc`);
      await userInfo(page).getByRole('button', { name: 'Save', exact: true }).click();
    };
    for (let attempt = 1; attempt < 5; attempt++) {
      await save(attempt);
      await userInfo(page)
        .getByRole('alert')
        .getByText(text('profileErrors.invalidCurrentPassword'))
        .waitFor();
    }
    await save(5);
    await loginHeading(page).waitFor();
    expect(page.url()).toMatch(/#\/home\/login\?error=locked$/);
    await page.getByText(text('login.lockedOut')).waitFor();
    // Focus follows to the login page's content instead of falling to the page itself.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)))
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Username', { exact: true }).fill('demo.company');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(text('login.errorAttemptsExceeded')).waitFor();
    expect(unexpectedProblems(problems, 401, 403)).toEqual([]);
    await context.close();
  });
});
