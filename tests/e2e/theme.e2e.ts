/**
 * The brand theme at boot (README "Rewording a text or switching a feature", the theme.*
 * settings): the same portal started with examples/northwind-savings.json as PORTAL_SETTINGS
 * looks like Northwind Savings Bank (its primary on the Sign In button, its accent on Make
 * Payment and the current menu entry, its logo, fonts and corners), and without it like the
 * demo's Harbor Valley; both without axe violations.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import { loginHeading, openLogin, signedInAs } from './support/signIn';

const NORTHWIND = {
  primary: 'rgb(110, 30, 58)',
  accent: 'rgb(242, 180, 140)',
  accentText: 'rgb(61, 15, 32)',
};
const HARBOR_VALLEY = {
  primary: 'rgb(14, 74, 92)',
  accent: 'rgb(217, 164, 65)',
  accentText: 'rgb(26, 43, 51)',
};

/** A computed style of the element a locator finds. */
function style(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

describe.runIf(shouldRunBrowserTests())(
  'the Northwind Savings theme (examples/northwind-savings.json)',
  () => {
    const portal = usePortal({ env: { PORTAL_SETTINGS: join(ROOT, 'examples/northwind-savings.json') } });

    it("paints the login screen in Northwind's primary, with its font and corners", async () => {
      const { page, context, problems } = await openPage(portal.browser);
      await openLogin(page, portal.url);
      await loginHeading(page).waitFor();
      const background = await signInButton(page).evaluate(
        (button) => getComputedStyle(button).backgroundColor,
      );
      expect(background).toBe(NORTHWIND.primary);
      expect(background).not.toBe(HARBOR_VALLEY.primary);
      expect(await style(page, 'body', 'font-family')).toMatch(/^Charter, "Bitstream Charter"/);
      expect(await style(page, '.screen--narrow', 'border-top-left-radius')).toBe('2px');
      expect(await axeViolations(page)).toEqual([]);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });

    it('shows its logo, and its accent on Make Payment and the current menu entry', async () => {
      const { page, context, problems } = await openPage(portal.browser);
      await signedInAs(page, portal.url, 'demo.company');
      await page.getByRole('table', { name: 'Loan Accounts' }).waitFor();
      const logo = page.getByRole('img', { name: 'Northwind Savings Bank home' });
      expect(await logo.getAttribute('src')).toMatch(/northwind-logo\.svg$/);
      const makePayment = page.locator('main').getByRole('link', { name: 'Make Payment' });
      expect(await makePayment.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
        NORTHWIND.accent,
      );
      expect(await makePayment.evaluate((link) => getComputedStyle(link).color)).toBe(NORTHWIND.accentText);
      expect(await style(page, '.menu', 'background-color')).toBe(NORTHWIND.primary);
      expect(await style(page, ".menu__item[aria-current='page']", 'border-bottom-color')).toBe(
        NORTHWIND.accent,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });
  },
);

describe.runIf(shouldRunBrowserTests())('the demo theme (Harbor Valley Credit Union)', () => {
  const portal = usePortal();

  it("paints the login screen in the demo's primary", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await loginHeading(page).waitFor();
    expect(await signInButton(page).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      HARBOR_VALLEY.primary,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows its logo and uses the accent for Make Payment on the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.company');
    await page.getByRole('table', { name: 'Loan Accounts' }).waitFor();
    const logo = page.getByRole('img', { name: 'Harbor Valley Credit Union home' });
    expect(await logo.getAttribute('src')).toMatch(/\/logo\.svg$/);
    const makePayment = page.locator('main').getByRole('link', { name: 'Make Payment' });
    expect(await makePayment.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      HARBOR_VALLEY.accent,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
