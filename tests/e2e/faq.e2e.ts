/**
 * The FAQ in Chromium against the reference server (spec 01 §2, spec 03 §2.11, §2.15): from the
 * login screen's link, signed out, and from the header's FAQ link, signed in. The sections
 * (General first) are chosen from the section navigation, or at 320 px from the section menu,
 * and each question opens and closes by keyboard alone. axe finds no violation; at 320 px
 * nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { tabTo } from './support/fields';
import { loginHeading, openLogin, signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const QUESTION = 'Is there a fee to use the online portal?';

/** Opens and closes a question with the keyboard, checking its answer shows and hides. */
async function toggleByKeyboard(page: Page, name: string, answer: RegExp) {
  const question = page.getByRole('button', { name });
  await tabTo(question);
  await page.keyboard.press('Enter');
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
  expect(await panel.isVisible()).toBe(true);
  expect(await panel.innerText()).toMatch(answer);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('false');
  expect(await panel.isVisible()).toBe(false);
}

describe.runIf(shouldRunBrowserTests())('the FAQ', () => {
  const portal = usePortal();

  it('signed out: from the login screen, sections and questions by keyboard, the menu at 320 px', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await tabTo(page.getByRole('link', { name: 'Frequently asked questions' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor();
    expect(page.url()).toBe(`${portal.url}#/home/faq`);
    const nav = page.getByRole('navigation', { name: 'FAQ sections' });
    expect(await nav.getByRole('button').allInnerTexts()).toEqual([
      'General',
      'Security',
      'Account',
      'Rates',
      'Holidays',
    ]);
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await toggleByKeyboard(page, QUESTION, /Signing in and using the portal is free/);

    await tabTo(nav.getByRole('button', { name: 'Security' }));
    await page.keyboard.press('Enter');
    const security = page.getByRole('heading', { name: 'Security', level: 2 });
    await expect.poll(() => security.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await toggleByKeyboard(page, 'Why was I asked for a security code?', /one-time code/);

    await expectFitsWidth(page, 320);
    const menu = page.getByRole('combobox', { name: 'Section' });
    await tabTo(menu);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { name: 'Account', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await loginHeading(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signed in: the header’s FAQ link (the menu bar leaves it to the header), a question by keyboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    expect(
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'FAQ' }).count(),
    ).toBe(0);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor();
    expect(page.url()).toBe(`${portal.url}#/myaccount/faq`);
    expect(await axeViolations(page)).toEqual([]);
    await toggleByKeyboard(page, QUESTION, /Signing in and using the portal is free/);
    await expectFitsWidth(page, 320);
    expect(problems).toEqual([]);
    await context.close();
  });
});
