/**
 * The portal inside the institution's mobile app (spec 01 "Login screen", "Login", "Device
 * info (mobile)"; README "The mobile app wrapper"; rules/mobile.json): the update prompt
 * of a wrapper without a version, the first-run offer of biometric sign-in, the security
 * code without "Trust this device" (the app always trusts), the biometric token the app
 * keeps and signs in with, the profile's biometric toggle (off revokes the device's token, on
 * keeps a new one), and ApiVersion 2 on every API call. The app is a user agent and
 * a fake bridge (support/mobileApp.ts) whose calls the tests read.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal, type Watched } from './support/browser';
import {
  APP_USER_AGENT,
  STORE_URL,
  installFakeApp,
  type FakeApp,
  type FakeDevice,
} from './support/mobileApp';
import { logOut } from './support/session';
import {
  CODE_STEP,
  enterSecurityCode,
  loginHeading,
  openLogin,
  outboxCount,
  signInAs,
  stepHeading,
  submitCredentials,
  waitForDashboard,
} from './support/signIn';

const UPDATE_TITLE = 'Update Required';
const UPDATE_TEXT = 'A newer version of the app is available. Please update the app to continue.';
const OFFER_HEADING = 'Sign in faster';
const BIOMETRIC_SIGN_IN = 'Sign in with biometrics';

const updatePrompt = (page: Page) => page.getByRole('dialog', { name: UPDATE_TITLE });
const offer = (page: Page) => page.getByRole('region', { name: OFFER_HEADING });
const biometricButton = (page: Page) => page.getByRole('button', { name: BIOMETRIC_SIGN_IN });

/** A page in the app: its user agent, with the fake bridge installed before the page opens. */
async function openApp(
  browser: Browser,
  userAgent: string = APP_USER_AGENT.android,
  device: Partial<FakeDevice> = {},
): Promise<Watched & { app: FakeApp }> {
  const watched = await openPage(browser, { userAgent });
  const app = await installFakeApp(watched.context, device);
  return { ...watched, app };
}

/** A little real time, before asserting that something did not happen. */
const settle = (page: Page) => page.waitForTimeout(300);

/** The calls to the portal's API (not its files), as they are sent. */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

describe.runIf(shouldRunBrowserTests())('the mobile app wrapper', () => {
  const portal = usePortal();

  it.each([
    ['Android', APP_USER_AGENT.androidWithoutVersion, STORE_URL.android],
    ['iOS', APP_USER_AGENT.iosWithoutVersion, STORE_URL.ios],
  ])(
    'asks an %s app without a version to update: Escape does not close it, Update Now opens the store',
    async (_platform, userAgent, store) => {
      const { page, context, problems, app } = await openApp(portal.browser, userAgent);
      await page.goto(portal.url);
      const prompt = updatePrompt(page);
      await prompt.waitFor();
      await prompt.getByText(UPDATE_TEXT).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A user's tap, then Escape (Android's back button is the same close request).
      await prompt.getByText(UPDATE_TEXT).click();
      await page.keyboard.press('Escape');
      await settle(page);
      expect(await prompt.isVisible()).toBe(true);

      await prompt.getByRole('button', { name: 'Update Now' }).click();
      await expect.poll(() => app.argsOf('openExternal')).toEqual([[store]]);
      expect(await prompt.isVisible()).toBe(true);
      expect(page.url()).toMatch(/#\/home\/login$/);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  // Chromium (so Android's WebView) lets a repeated close request through even when the
  // dialog's cancel event is prevented: the prompt must survive it.
  it('keeps the update prompt open however often Escape is pressed', async () => {
    const { page, context } = await openApp(portal.browser, APP_USER_AGENT.androidWithoutVersion);
    await page.goto(portal.url);
    const prompt = updatePrompt(page);
    await prompt.getByText(UPDATE_TEXT).click();
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Escape');
      await settle(page);
    }
    try {
      expect(await prompt.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('offers biometric sign-in on the first run of a capable device; Enable records the opt-in', async () => {
    const { page, context, problems, app } = await openApp(portal.browser);
    await openLogin(page, portal.url);
    await offer(page).waitFor();
    expect(await updatePrompt(page).count()).toBe(0);
    expect(await biometricButton(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await offer(page).getByRole('button', { name: 'Enable' }).click();
    await offer(page).waitFor({ state: 'detached' });
    expect(app.argsOf('setBiometricOptIn')).toEqual([[true]]);

    // Opted in, without a stored token yet: the button says to sign in with the password.
    await biometricButton(page).click();
    await page.getByText('Username and password sign-in is required.').waitFor();
    expect(app.argsOf('getBiometricToken')).toEqual([[]]);
    await loginHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('records "Not now" as no opt-in, and makes no offer to a device that is not on its first run', async () => {
    const declined = await openApp(portal.browser);
    await openLogin(declined.page, portal.url);
    await offer(declined.page).getByRole('button', { name: 'Not now' }).click();
    await offer(declined.page).waitFor({ state: 'detached' });
    expect(declined.app.argsOf('setBiometricOptIn')).toEqual([[false]]);
    expect(await biometricButton(declined.page).count()).toBe(0);
    expect(declined.problems).toEqual([]);
    await declined.context.close();

    const later = await openApp(portal.browser, APP_USER_AGENT.android, { firstRun: false });
    await openLogin(later.page, portal.url);
    await expect.poll(() => later.app.argsOf('getDeviceInfo').length).toBeGreaterThan(0);
    await settle(later.page);
    expect(await offer(later.page).count()).toBe(0);
    expect(await biometricButton(later.page).count()).toBe(0);
    expect(later.problems).toEqual([]);
    await later.context.close();
  });

  it('signs demo.borrower in without "Trust this device", keeps its biometric token, and signs in with it', async () => {
    const { page, context, problems, app } = await openApp(portal.browser);
    await openLogin(page, portal.url);
    await offer(page).getByRole('button', { name: 'Enable' }).click();
    await offer(page).waitFor({ state: 'detached' });

    const seenBefore = await outboxCount(portal.url, 'demo.borrower');
    const validated = page.waitForRequest((request) => request.url().endsWith('/api/Login/ValidateCode'));
    await submitCredentials(page, 'demo.borrower');
    await stepHeading(page, CODE_STEP).waitFor();
    await page.getByLabel('Security Code', { exact: true }).waitFor();
    expect(await page.getByLabel('Trust this device').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await enterSecurityCode(page, portal.url, 'demo.borrower', { seenBefore });
    expect((await validated).postDataJSON()).toMatchObject({ CreateTrustedDevice: true });
    await waitForDashboard(page);

    const stored = app.argsOf('storeBiometricToken');
    expect(stored).toHaveLength(1);
    const [token, expires] = stored[0] as [string, string];
    expect(token).toMatch(/^\S{16,}$/);
    expect(Date.parse(expires)).toBeGreaterThan(Date.now());
    expect(app.device.storedToken).toBe(token);

    // Logging out in the app does not call the server (README), and opens the login screen.
    const calls = apiCalls(page);
    await logOut(page);
    expect(calls.map((call) => new URL(call.url()).pathname)).not.toContain('/api/Login/Logout');

    // The app opens the portal again, no longer on its first run: the biometric sign-in
    // sends the stored token with the device's id and opens the dashboard without a code.
    app.device.firstRun = false;
    await page.reload();
    await loginHeading(page).waitFor();
    const codesSent = await outboxCount(portal.url, 'demo.borrower');
    const tokenLogin = page.waitForRequest((request) => request.url().endsWith('/api/login/tokenlogin'));
    await biometricButton(page).click();
    expect((await tokenLogin).postDataJSON()).toEqual({ Token: token, DeviceID: app.device.id });
    await waitForDashboard(page);
    await page.getByText('Alex Morgan').first().waitFor();
    expect(await outboxCount(portal.url, 'demo.borrower')).toBe(codesSent);
    expect(await offer(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns biometric sign-in off and on in the profile: off revokes the device’s token, on keeps a new one', async () => {
    const { page, context, problems, app } = await openApp(portal.browser, APP_USER_AGENT.android, {
      id: 'e2e-profile-device',
      optedInToBiometrics: true,
      firstRun: false,
    });
    // An opted-in device signs in with the password and is issued a token (no code: a company user).
    await signInAs(page, portal.url, 'demo.company');
    const first = app.device.storedToken;
    expect(first).not.toBeNull();
    const tokenSignIn = (Token: string | null) =>
      fetch(`${portal.url}api/login/tokenlogin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Token, DeviceID: app.device.id }),
      });

    await page.goto(`${portal.url}#/myaccount/profile`);
    const userInfo = page.getByRole('form', { name: 'User Information' });
    const toggle = userInfo.getByRole('switch', { name: BIOMETRIC_SIGN_IN });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await userInfo.getByRole('button', { name: 'Save' }).click();
    await userInfo.getByRole('status').getByText('Saved').waitFor();
    expect(app.device.optedInToBiometrics).toBe(false);
    expect((await tokenSignIn(first)).status).toBe(403);

    await toggle.click();
    await userInfo.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => app.argsOf('storeBiometricToken').length).toBe(2);
    expect(app.device.optedInToBiometrics).toBe(true);
    expect(app.device.storedToken).not.toBe(first);
    expect(await (await tokenSignIn(app.device.storedToken)).json()).toMatchObject({
      IsLoggedIn: true,
      UserName: 'demo.company',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends ApiVersion: 2 with every API call in the app, and no ApiVersion on the web', async () => {
    // Not on its first run: the first-run offer would appear above the form while it is being
    // filled, and move the Sign In button from under the click.
    const inApp = await openApp(portal.browser, APP_USER_AGENT.android, { firstRun: false });
    const appCalls = apiCalls(inApp.page);
    await signInAs(inApp.page, portal.url, 'demo.company');
    expect(appCalls.length).toBeGreaterThan(2);
    const paths = (calls: Request[], version: string | undefined) =>
      calls
        .filter((call) => call.headers()['apiversion'] === version)
        .map((call) => new URL(call.url()).pathname);
    expect(paths(appCalls, undefined)).toEqual([]);
    expect(paths(appCalls, '2').length).toBe(appCalls.length);
    expect(inApp.problems).toEqual([]);
    await inApp.context.close();

    const web = await openPage(portal.browser);
    const webCalls = apiCalls(web.page);
    await signInAs(web.page, portal.url, 'demo.company');
    expect(webCalls.length).toBeGreaterThan(2);
    expect(webCalls.filter((call) => call.headers()['apiversion'] !== undefined)).toEqual([]);
    expect(web.problems).toEqual([]);
    await web.context.close();
  });
});
