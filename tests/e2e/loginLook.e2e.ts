/**
 * The look of issue 18 in Chromium: the login's logo (.brand__logo) and decorative background
 * (.backdrop), its card full-width on a phone and centred on a desktop; the signed-in menu on
 * one line from 1024 px; a wizard's tab list that scrolls inside itself at 320 px; dialogs that
 * fade in, and not at all under reduced motion; the payment confirmation on paper (print
 * media); the announcement dialog's 300 px; axe on the login and on a dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { loginHeading, openLogin, signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const INSTITUTION = 'Harbor Valley Credit Union';
const LOAN = '01-310001-4';

/** Whether an image has loaded with a size (a broken or missing file has naturalWidth 0). */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** The card's box (the narrow screen's) in the window. */
const cardBox = (page: Page) =>
  page.locator('.screen--narrow').evaluate((card) => {
    const box = card.getBoundingClientRect();
    return { left: box.left, right: box.right, width: box.width, innerWidth: window.innerWidth };
  });

describe.runIf(shouldRunBrowserTests())('the look of the portal', () => {
  const portal = usePortal({
    settings: {
      gassySettings: { shared: { login: { announcement: '<p>Our branches close at noon on Friday.</p>' } } },
    },
  });

  it('the login: logo and background loaded, the card centred at 1280 and full-width at 390, axe clean', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await openLogin(page, portal.url);
    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await announcement.waitFor();
    await announcement.getByRole('button', { name: 'Close' }).click();

    const logo = page.getByRole('img', { name: INSTITUTION });
    expect(await logo.getAttribute('class')).toContain('brand__logo');
    await expect.poll(() => loaded(page, '.brand__logo')).toBe(true);
    // The background is decorative: an empty alt, so it has no image role and is not read.
    expect(await page.locator('img.backdrop').getAttribute('alt')).toBe('');
    await expect.poll(() => loaded(page, 'img.backdrop')).toBe(true);
    expect(await page.getByRole('img').count()).toBe(1);

    const wide = await cardBox(page);
    expect(Math.abs(wide.left + wide.width / 2 - wide.innerWidth / 2)).toBeLessThanOrEqual(1);
    expect(wide.left).toBeGreaterThan(100);
    // The logo sits on the card above the heading.
    const logoBottom = await logo.evaluate((image) => image.getBoundingClientRect().bottom);
    const headingTop = await loginHeading(page).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(logoBottom).toBeLessThanOrEqual(headingTop);
    expect(await axeViolations(page)).toEqual([]);

    await expectFitsWidth(page, 390);
    const phone = await cardBox(page);
    expect([phone.left, phone.right]).toEqual([0, 390]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the announcement: at most 300 px wide, axe clean, fading in unless motion is reduced', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await openLogin(page, portal.url);
    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await announcement.waitFor();
    expect(await announcement.evaluate((dialog) => dialog.getBoundingClientRect().width)).toBeLessThanOrEqual(
      300,
    );
    await expect.poll(() => announcement.evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);
    const motion = () =>
      announcement.evaluate((dialog) => [
        getComputedStyle(dialog).animationDuration,
        getComputedStyle(dialog, '::backdrop').animationDuration,
      ]);
    expect(await motion()).toEqual(['0.18s', '0.18s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual(['0s', '0s']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a wizard tab list that does not fit scrolls inside itself at 320 px; the page does not', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 320, height: 800 },
    });
    await page.goto(`${portal.url}#/home/register`);
    const tabs = page.getByRole('navigation', { name: 'Registration steps' }).locator('ol');
    await tabs.waitFor();
    await expectFitsWidth(page, 320);
    const row = await tabs.evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        left: list.scrollLeft,
        overflow: getComputedStyle(list).overflowX,
      };
    });
    expect(row).toEqual({ scrolls: true, left: expect.any(Number), overflow: 'auto' });
    expect(row.left).toBeGreaterThan(0);
    // The focus ring is drawn inside the tab, so the scrolling row cannot clip it.
    await page.getByRole('button', { name: 'Personal Data' }).focus();
    expect(
      await page
        .getByRole('button', { name: 'Personal Data' })
        .evaluate((tab) => getComputedStyle(tab).outlineOffset),
    ).toBe('-3px');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signed in: the menu is one line at 1024 and 1280 px, and the logout dialog is axe clean', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await page.addInitScript(() =>
      sessionStorage.setItem('portal.announcementSeen', '<p>Our branches close at noon on Friday.</p>'),
    );
    await signedInAs(page, portal.url, 'demo.borrower');
    const items = page.getByRole('navigation', { name: 'Main menu' }).locator('.menu__item');
    for (const width of [1024, 1280]) {
      await expectFitsWidth(page, width);
      const tops = await items.evaluateAll((entries) =>
        entries
          .filter((entry) => (entry as HTMLElement).offsetParent !== null)
          .map((entry) => (entry as HTMLElement).offsetTop),
      );
      expect(tops.length).toBeGreaterThan(6);
      expect(new Set(tops).size, `menu rows at ${width} px`).toBe(1);
    }
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Logout' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prints the payment confirmation alone: no header, menu, footer or buttons, the institution on top', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await page.addInitScript(() =>
      sessionStorage.setItem('portal.announcementSeen', '<p>Our branches close at noon on Friday.</p>'),
    );
    await signedInAs(page, portal.url, 'demo.payments');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Make Payment' })
      .click();
    await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
    const loans = page.getByLabel('Loan account', { exact: true });
    const label = await loans.locator('option', { hasText: `${LOAN} - Amount due` }).textContent();
    await loans.selectOption({ label: label!.trim() });
    await page.getByLabel('Card', { exact: true }).check();
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await expect.poll(async () => (await method.inputValue()) !== '').toBe(true);
    const amount = page.getByRole('textbox', { name: 'Payment Amount' });
    await amount.fill('25');
    await amount.blur();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your payment has been submitted.' }).waitFor();

    const number = page.getByText('Confirmation Number', { exact: true });
    const institution = page.locator('#print-institution');
    expect(await institution.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.header', '.menu', '.footer', '.skip-link'])
      expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).isVisible()).toBe(false);
    expect(await number.isVisible()).toBe(true);
    expect(await institution.textContent()).toBe(INSTITUTION);
    expect(await institution.isVisible()).toBe(true);
    const [nameTop, headingTop] = await Promise.all([
      institution.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(nameTop).toBeLessThan(headingTop);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.menu').isVisible()).toBe(true);
    await expectFitsWidth(page, 320);
    expect(problems).toEqual([]);
    await context.close();
  });
});
