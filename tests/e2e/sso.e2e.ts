/**
 * Single sign-on (spec 01 "Single sign-on landing"; README "Single sign-on") against the
 * demo server's stand-in sign-on page, GET/POST /api/demo/sso: the login screen sends the
 * user there, its Sign on redirects to #/home/sso/{token}, and the landing signs in with
 * the single-use token (POST /api/login/ssologin) and goes on with the post-login steps,
 * on the login screen, or to the dashboard. Whatever the portal refuses goes back to the
 * sign-on page with the reason in ?error=. Without single sign-on the landing is closed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import { loadAfresh } from './support/blank';
import { askToLogOut } from './support/session';
import {
  PASSWORD,
  loginHeading,
  nextSessionToken,
  outboxCount,
  serverAccepts,
  stepHeading,
  waitForDashboard,
} from './support/signIn';

const SSO_SETTINGS = { institutionOptions: { SingleSignOn: true, SsoLoginUrl: '/api/demo/sso' } };
const SSO_HEADING = 'Demo institution sign-on';
/** The demo page's notices for the reasons the portal sends users back with (server/routes/demoSso.ts). */
const NOTICE = {
  notLoggedIn: 'The portal did not accept the sign-on. Please sign on again.',
  unauthorized: 'Please sign on to continue to the portal.',
  userCancelled: 'You cancelled signing in to the portal.',
  invalid: 'Username or password is invalid.',
} as const;
const QUESTION_STEP = 'Set up a security question';

/** The address of the sign-on page, with the reason the portal gave (none: no query). */
function ssoPage(url: string, error?: keyof typeof NOTICE): string {
  return `${url}api/demo/sso${error ? `?error=${error}` : ''}`;
}

/** Waits for the demo sign-on page, at exactly this address. */
async function onSsoPage(page: Page, address: string): Promise<void> {
  await page.waitForURL(address);
  await page.getByRole('heading', { name: SSO_HEADING, level: 1 }).waitFor();
}

/** Fills in and submits the demo sign-on form. */
async function signOn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign on' }).click();
}

/** The token of the sign-on page's next redirect to the landing (its 303's Location). */
function nextSsoToken(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/demo/sso'),
    )
    .then((response) => {
      const location = response.headers()['location'] ?? '';
      const token = /^\/#\/home\/sso\/([A-Za-z0-9_-]+)$/.exec(location)?.[1];
      if (response.status() !== 303 || !token)
        throw new Error(`the sign-on page answered ${response.status()} to ${location}`);
      return token;
    });
}

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe.runIf(shouldRunBrowserTests())('single sign-on', () => {
  const portal = usePortal({ settings: SSO_SETTINGS });

  it('sends the login screen to the sign-on page, which signs demo.company in to the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/login`);
    await onSsoPage(page, ssoPage(portal.url));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A wrong password stays on the institution's page.
    await signOn(page, 'demo.company', 'Wrong#Password1');
    await onSsoPage(page, ssoPage(portal.url, 'invalid'));
    await notice(page, NOTICE.invalid).waitFor();

    const token = nextSessionToken(page);
    await signOn(page, 'demo.company');
    await waitForDashboard(page);
    await page.getByText('Harbor Supply Co.').first().waitFor();
    expect(await outboxCount(portal.url, 'demo.company')).toBe(0);
    expect(await serverAccepts(portal.url, await token)).toBe(true);

    // Logging out ends the session and opens the login screen: the sign-on page again.
    const dialog = await askToLogOut(page);
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await onSsoPage(page, ssoPage(portal.url));
    expect(await serverAccepts(portal.url, await token)).toBe(false);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows "Signing you in…" on the landing while the token is checked, without axe violations', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(portal.url);
    await onSsoPage(page, ssoPage(portal.url));

    // Holds the portal's sign-in with the token until the landing has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const checking = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/login/ssologin', async (route) => {
      arrived();
      await held;
      await route.continue();
    });

    const token = nextSsoToken(page);
    await signOn(page, 'demo.company');
    await page.waitForURL(`${portal.url}#/home/sso/${await token}`);
    await checking;
    const spinner = page.getByRole('status').filter({ hasText: 'Signing you in…' });
    await spinner.waitFor();
    expect(await page.title()).toBe('Sign on');
    expect(await axeViolations(page)).toEqual([]);

    release();
    await waitForDashboard(page);
    expect(await spinner.count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('signs demo.borrower in without a security code: the institution vouched for the user', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/login`);
    await onSsoPage(page, ssoPage(portal.url));
    const codesSent = await outboxCount(portal.url, 'demo.borrower');
    await signOn(page, 'demo.borrower');
    await waitForDashboard(page);
    await page.getByText('Alex Morgan').first().waitFor();
    expect(await outboxCount(portal.url, 'demo.borrower')).toBe(codesSent);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('goes on with a post-login step on the login screen; its Cancel returns to the sign-on page', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/login`);
    await onSsoPage(page, ssoPage(portal.url));

    await signOn(page, 'demo.noquestion');
    await page.waitForURL(`${portal.url}#/home/login`);
    await stepHeading(page, QUESTION_STEP).waitFor();
    expect(await loginHeading(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await onSsoPage(page, ssoPage(portal.url, 'userCancelled'));
    await notice(page, NOTICE.userCancelled).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Signing on again asks again; answering opens the dashboard.
    await signOn(page, 'demo.noquestion');
    await stepHeading(page, QUESTION_STEP).waitFor();
    await page
      .getByRole('combobox', { name: 'Security Question' })
      .selectOption('In what city were you born?');
    await page.getByLabel('Answer', { exact: true }).fill('Ogden');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForDashboard(page);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('sends a used, an unknown or a missing token back to the sign-on page with the reason', async () => {
    const first = await openPage(portal.browser);
    await first.page.goto(portal.url);
    await onSsoPage(first.page, ssoPage(portal.url));
    const token = nextSsoToken(first.page);
    await signOn(first.page, 'demo.company');
    await waitForDashboard(first.page);
    await first.context.close();

    const { page, context, problems } = await openPage(portal.browser);
    const cases: [string, keyof typeof NOTICE][] = [
      [await token, 'notLoggedIn'],
      ['bogus', 'notLoggedIn'],
      ['', 'unauthorized'],
    ];
    for (const [landing, reason] of cases) {
      await loadAfresh(page, `${portal.url}#/home/sso/${landing}`);
      await onSsoPage(page, ssoPage(portal.url, reason));
      await notice(page, NOTICE[reason]).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('without single sign-on', () => {
  const portal = usePortal();

  it('closes the landing: #/home/sso/{token} leads to the login screen without signing on', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const signOns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login/ssologin')) signOns.push(request.url());
    });
    await page.goto(`${portal.url}#/home/sso/x`);
    await page.waitForURL(/#\/home\/login$/);
    await loginHeading(page).waitFor();
    await page.getByLabel('Username', { exact: true }).waitFor();
    expect(signOns).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
