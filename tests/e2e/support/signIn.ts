/**
 * Signing in as the demo users, the way a user does it: the login form, the security code
 * from the demo outbox, and the checks that a user is on the dashboard or signed out.
 * Texts are the catalogue defaults (schemas/settings.schema.json) of login.json's keys.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sessionOf } from '../../../src/app/session/sessionOf';
import { loggedRecords } from '../../../src/domain/agreements/records';
import type { LoginResponse, UserSessionResponse } from '../../../src/generated/api-types/login';
import { newestCode, readOutbox } from './server';
import { loadAfresh, openBlank } from './blank';

/** Every demo user's password (server/db/seed.ts). */
export const PASSWORD = 'Borrower#2026';

export const loginHeading = (page: Page): Locator => page.getByRole('heading', { name: 'Sign In', level: 1 });
export const dashboardHeading = (page: Page): Locator =>
  page.getByRole('heading', { name: 'Dashboard', level: 1 });
/** The heading of a post-login step, such as 'Enter your security code'. */
export const stepHeading = (page: Page, name: string): Locator => page.getByRole('heading', { name });
export const CODE_STEP = 'Enter your security code';

export async function openLogin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await loginHeading(page).waitFor();
  // The live page: the server's prerendered copy shows first and is replaced once the portal's
  // code has run (src/app/prerender/takeOver.ts); an element found in the copy may go meanwhile.
  await page.locator('#prerender').waitFor({ state: 'detached' });
}

export async function submitCredentials(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The number of messages in a user's outbox now, to tell the next code from older ones. */
export async function outboxCount(url: string, username: string): Promise<number> {
  return (await readOutbox(url, username)).length;
}

/** Fills in the security code the server sent (the newest after `seenBefore` messages) and verifies it. */
export async function enterSecurityCode(
  page: Page,
  url: string,
  username: string,
  { trust = false, seenBefore = 0 }: { trust?: boolean; seenBefore?: number } = {},
): Promise<void> {
  await stepHeading(page, CODE_STEP).waitFor();
  const code = await newestCode(url, username, seenBefore);
  await page.getByLabel('Security Code', { exact: true }).fill(code);
  if (trust) await page.getByLabel('Trust this device').check();
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function waitForDashboard(page: Page): Promise<void> {
  await page.waitForURL(/#\/myaccount\/dashboard$/);
  await dashboardHeading(page).waitFor();
}

/** The UserToken header of the next call that loads the signed-in user (the end of signing in). */
export function nextSessionToken(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => request.url().endsWith('/api/Login/UserSession'))
    .then((request) => request.headers()['usertoken'] ?? '');
}

/** The UserToken of the next sign-in answer (a user with steps left already has a session). */
export function nextLoginToken(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/login/userlogin'))
    .then(async (response) => ((await response.json()) as { UserToken?: string }).UserToken ?? '');
}

/**
 * Signs in from the login form to the dashboard, entering the security code when the
 * server asks for one (demo.borrower on an untrusted browser). Returns the session token.
 */
export async function signInAs(
  page: Page,
  url: string,
  username: string,
  { trust = false }: { trust?: boolean } = {},
): Promise<string> {
  await openLogin(page, url);
  const seenBefore = await outboxCount(url, username);
  const token = nextSessionToken(page);
  // Failing before the end is reported by the step that failed, not by this wait as well.
  token.catch(() => undefined);
  await submitCredentials(page, username);
  const codeStep = stepHeading(page, CODE_STEP);
  await codeStep.or(dashboardHeading(page)).waitFor();
  if (await codeStep.isVisible()) await enterSecurityCode(page, url, username, { trust, seenBefore });
  await waitForDashboard(page);
  return token;
}

/** Whether the server still accepts a session token (GET /api/Login/UserSession). */
export async function serverAccepts(url: string, token: string): Promise<boolean> {
  const response = await fetch(`${url}api/Login/UserSession`, { headers: { UserToken: token } });
  if (response.status !== 200 && response.status !== 401)
    throw new Error(`GET /api/Login/UserSession answered ${response.status}`);
  return response.ok;
}

/**
 * The user is signed out: the login form shows, the server refuses the old token (when
 * there was one), and
 * the dashboard's address, opened anew in the same tab, leads to the login screen.
 */
export async function expectSignedOut(page: Page, url: string, token?: string): Promise<void> {
  await loginHeading(page).waitFor();
  await page.getByLabel('Username', { exact: true }).waitFor();
  if (token !== undefined) expect(await serverAccepts(url, token)).toBe(false);
  await loadAfresh(page, `${url}#/myaccount/dashboard`);
  await page.waitForURL(/#\/home\/login$/);
  await loginHeading(page).waitFor();
}

/** The tab's session in sessionStorage, under the portal's key (src/app/session/store.ts, KEY). */
const SESSION_KEY = 'portal.session';

/** One call of the portal's API, as the portal makes it; throws on any status but 200. */
async function apiCall<T>(
  url: string,
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${url}api/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { UserToken: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs in without the login screen, for the tests whose subject comes after it (the login
 * form and its steps are signIn.e2e.ts's and postLoginSteps.e2e.ts's): the calls the form and
 * the security-code step make (login/userlogin, then Login/ValidateCode with the e-mailed code
 * when the server asks for one, then Login/UserSession), the session kept in the tab's
 * sessionStorage as the portal keeps it, and the dashboard opened. A user with another step
 * left is refused by the server's UserSession and fails here. Returns the session token.
 * About a second of the machine less than signInAs for each test (issue 33).
 */
export async function signedInAs(page: Page, url: string, username: string): Promise<string> {
  const seenBefore = await outboxCount(url, username);
  let login = await apiCall<LoginResponse>(url, 'login/userlogin', {
    body: { username, password: PASSWORD, trustedDeviceTokens: {} },
  });
  if (!login.UserToken) {
    const code = await newestCode(url, username, seenBefore);
    login = await apiCall<LoginResponse>(url, 'Login/ValidateCode', {
      body: { UserId: username, Code: code },
    });
  }
  const token = login.UserToken;
  const user = await apiCall<UserSessionResponse>(url, 'Login/UserSession', { token });
  const session = sessionOf(token, user, loggedRecords(login.WebAgreementLogs));
  // A blank document of the portal's origin to keep the session in.
  await openBlank(page, url);
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  });
  await page.goto(`${url}#/myaccount/dashboard`);
  await waitForDashboard(page);
  return token;
}
