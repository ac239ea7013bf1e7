/**
 * The signed-in session (spec 01 §4 "Session", "Session dialogs and logout"; spec 03
 * §2.15): the inactivity warning on Playwright's clock, and logging out with its
 * confirmation. demo.company signs in without a security code.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { EXPIRY_TITLE, askToLogOut, logoutDialog } from './support/session';
import { dashboardHeading, expectSignedOut, serverAccepts, signInAs } from './support/signIn';

/** Idle time before the warning (180000 ms) and its countdown (120 s), spec 01 §9. */
const IDLE_MS = 180_000;
const COUNTDOWN_MS = 120_000;

/**
 * Before asserting that no dialog opened: a little real time (the page's clock is fake)
 * for a timer that did fire to render what it would.
 */
const settle = (page: Page) => page.waitForTimeout(250);

/**
 * Stops the page's clock where it is: after clock.install() its time still flows at the
 * real rate, so without this, a slow step (axe under load of parallel test files takes
 * more than a second) lets the countdown tick on its own past the value a test expects.
 * Until clock.resume(), only fastForward and runFor move the page's time (and axe, whose
 * own timers then never fire, cannot run).
 */
async function pauseClock(page: Page): Promise<void> {
  // pauseAt() cannot go back, and the page's time moves on while the call travels (well
  // over 100 ms when the machine is busy): then it fails, so try again from the new time.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

describe.runIf(shouldRunBrowserTests())('session', () => {
  const portal = usePortal();

  it('warns after 3 idle minutes, counts down from 2:00, and Resume keeps the session', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.clock.install();
    const token = await signInAs(page, portal.url, 'demo.company');
    await pauseClock(page);
    const dialog = page.getByRole('dialog', { name: EXPIRY_TITLE });

    await page.clock.fastForward(IDLE_MS - 5_000);
    await settle(page);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(5_000);
    await dialog.waitFor();
    await dialog.getByText('You will be logged out in 2:00.').waitFor();
    await page.clock.runFor(1_000);
    await dialog.getByText('You will be logged out in 1:59.').waitFor();
    await page.clock.runFor(30_000);
    await dialog.getByText('You will be logged out in 1:29.').waitFor();
    // axe needs the page's timers running; the countdown has time enough left for it.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Resume' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dashboardHeading(page).waitFor();
    expect(page.url()).toMatch(/#\/myaccount\/dashboard$/);
    expect(await serverAccepts(portal.url, token)).toBe(true);

    // Watching again: activity puts the warning off, and a new one starts again from 2:00.
    await page.clock.fastForward(IDLE_MS - 10_000);
    await page.mouse.move(20, 20);
    await page.clock.fastForward(15_000);
    await settle(page);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(IDLE_MS);
    await dialog.getByText('You will be logged out in 2:00.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs out when the countdown ends, with the session-expired notice', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.clock.install();
    const token = await signInAs(page, portal.url, 'demo.company');
    await page.clock.fastForward(IDLE_MS);
    await page.getByRole('dialog', { name: EXPIRY_TITLE }).waitFor();

    await page.clock.runFor(COUNTDOWN_MS);
    await page.waitForURL(/#\/home\/login\?error=sessionExpired$/);
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectSignedOut(page, portal.url, token);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks 'Are you sure you want to logout?': Cancel stays, Logout signs out", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const token = await signInAs(page, portal.url, 'demo.company');

    let dialog = await askToLogOut(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dashboardHeading(page).waitFor();
    expect(await serverAccepts(portal.url, token)).toBe(true);

    dialog = await askToLogOut(page);
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/#\/home\/login$/);
    expect(await logoutDialog(page).count()).toBe(0);
    await expectSignedOut(page, portal.url, token);
    expect(problems).toEqual([]);
    await context.close();
  });
});
