/**
 * The gallery of the signed-out portal (issue 18): every public route, the login screen's
 * announcement and app-update dialogs, the security-code step and each post-login step,
 * photographed at 390, 1024 and 1280 px (support/gallery.ts), with no sideways overflow and
 * no clipped text anywhere. The login shows its logo and background image.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { loadAfresh } from './support/blank';
import { photograph } from './support/gallery';
import { APP_USER_AGENT } from './support/mobileApp';
import { readOutbox } from './support/server';
import { CODE_STEP, openLogin, stepHeading, submitCredentials } from './support/signIn';
import { blankTiles } from './support/tiles';

/** Opens a portal address and waits for its page heading. */
async function visit(page: Page, url: string): Promise<void> {
  await loadAfresh(page, url);
  await page.locator('main h1').first().waitFor();
}

async function activationToken(url: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(url, 'demo.activate')).find((entry) => /activate/i.test(entry.subject));
    if (found?.link) return new URL(found.link).hash.split('token=')[1] ?? '';
    if (Date.now() > deadline) throw new Error('no activation message to demo.activate');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(shouldRunBrowserTests())('the gallery of the signed-out portal', () => {
  const portal = usePortal();

  /** Photographs each route at every width; no overflow, no clipped text, no console message. */
  async function photographRoutes(routes: (token: string) => [string, string][]): Promise<void> {
    const { page, context, problems } = await openPage(portal.browser);
    await blankTiles(context);
    const token = await activationToken(portal.url);
    const faults: string[] = [];
    for (const [name, route] of routes(token)) {
      await visit(page, `${portal.url}${route}`);
      faults.push(...(await photograph(page, name)));
    }
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }

  // Two halves, each well inside the test timeout on a busy 2-CPU machine.
  it('photographs the sign-in and account routes without overflow or clipped text', async () => {
    await photographRoutes((token) => [
      ['login', '#/home/login'],
      ['register', '#/home/register'],
      ['recovery', '#/home/recovery'],
      ['activate', `#/home/activate?token=${token}`],
      ['verify-email', '#/home/verifyEmail'],
      ['force-password-change', '#/home/forcePasswordChange/no-such-token'],
    ]);
  });

  it('photographs the other public routes without overflow or clipped text', async () => {
    await photographRoutes((token) => [
      ['sso', '#/home/sso'],
      ['opt-out', `#/opt-out?token=${token}`],
      ['public-messages', '#/home/messages'],
      ['public-faq', '#/home/faq'],
      ['public-locations', '#/home/locations'],
    ]);
  });

  it('photographs the security-code step and every post-login step', async () => {
    const faults: string[] = [];
    for (const [username, heading, name] of [
      ['demo.borrower', CODE_STEP, 'step-security-code'],
      ['demo.terms', 'Review and accept', 'step-agreements'],
      ['demo.newpass', 'Password Change Required', 'step-change-password'],
      ['demo.noquestion', 'Set up a security question', 'step-security-question'],
      ['demo.ssn', 'Verify your identity', 'step-ssn'],
    ] as const) {
      const { page, context, problems } = await openPage(portal.browser);
      await openLogin(page, portal.url);
      await submitCredentials(page, username);
      await stepHeading(page, heading).waitFor();
      faults.push(...(await photograph(page, name)));
      expect(problems).toEqual([]);
      await context.close();
    }
    expect(faults).toEqual([]);
  });

  it("photographs the app's update dialog", async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      userAgent: APP_USER_AGENT.androidWithoutVersion,
    });
    await page.goto(`${portal.url}#/home/login`);
    await page.getByRole('dialog', { name: 'Update Required' }).waitFor();
    expect(await photograph(page, 'dialog-app-update')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('the gallery of the admin studio', () => {
  const portal = usePortal({ env: { PORTAL_STUDIO: '1' } });

  it('photographs the studio without overflow or clipped text', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/studio`);
    await page.getByRole('heading', { name: 'Settings studio', level: 1 }).waitFor();
    await page.frameLocator('iframe').getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(await photograph(page, 'studio')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('the gallery of the login announcement', () => {
  const portal = usePortal({
    settings: {
      gassySettings: {
        shared: {
          login: {
            announcement:
              '<p>Our branches are closed on Thanksgiving Day. Online banking stays open as usual.</p>',
          },
        },
      },
    },
  });

  it('photographs the announcement dialog', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/login`);
    await page.getByRole('dialog').waitFor();
    expect(await photograph(page, 'dialog-announcement')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
