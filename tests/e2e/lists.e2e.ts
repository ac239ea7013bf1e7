/**
 * The lists at every width (issue 18): on a phone each list of the dashboard of more than one row has one Sort by
 * control and no sort button per column, and choosing a column reorders its cards; on a
 * laptop no table cell's text is clipped, no header takes more than two lines and no account
 * number wraps; axe finds nothing either way, and nothing scrolls sideways at 320 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const LISTS = ['Deposit Accounts', 'Investment Accounts', 'Lines of Credit', 'Loan Accounts', 'Applications'];

/** The list's section (its heading names it). */
const listOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The account numbers of a list's rows (cards or table rows), in the order shown. */
const numbersOf = (page: Page, name: string) =>
  listOf(page, name).locator('tbody tr .list-table__link').allInnerTexts();

/** Measured in the page: what of the shown tables is clipped, too tall or wrapped. */
function tableFaults(): string[] {
  const faults: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim()}"`;
  for (const frame of document.querySelectorAll('.list-table__frame--table')) {
    for (const cell of frame.querySelectorAll('td, th, button')) {
      if (cell.scrollWidth > cell.clientWidth + 1) faults.push(`${name(cell)} clipped`);
    }
    // A header's lines: the different heights its words start at.
    for (const label of frame.querySelectorAll('.list-table__sort-text')) {
      const words = [...label.querySelectorAll('.list-table__sort-half')].flatMap((half) => {
        const range = document.createRange();
        range.selectNodeContents(half);
        return [...range.getClientRects()].map((rect) => Math.round(rect.top));
      });
      if (new Set(words).size > 2) faults.push(`header ${name(label)} on more than two lines`);
    }
  }
  // An account number is one line high (as high as one line of its text), in the table and the cards.
  for (const link of document.querySelectorAll('.list-table__link')) {
    const range = document.createRange();
    range.selectNodeContents(link);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size !== 1) faults.push(`account number ${name(link)} wraps`);
  }
  return faults;
}

describe.runIf(shouldRunBrowserTests())('lists at every width', () => {
  const portal = usePortal();

  it('on a phone: one Sort by control per list of several rows, which reorders its cards', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 390, height: 800 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    await page.getByRole('switch', { name: 'Show closed accounts' }).check();
    await listOf(page, 'Applications').locator('tbody tr').first().waitFor();

    for (const name of LISTS) {
      const list = listOf(page, name);
      // A list of one row (every list here but the loans) has no order to choose.
      const controls = name === 'Loan Accounts' ? 1 : 0;
      await expect.poll(() => list.getByRole('combobox', { name: 'Sort by' }).count()).toBe(controls);
      if (controls)
        expect(await list.getByRole('combobox', { name: 'Sort by' }).isVisible(), name).toBe(true);
      expect(await list.getByRole('columnheader').count(), `${name}: column headers`).toBe(0);
      expect(await list.locator('th button').filter({ visible: true }).count(), name).toBe(0);
    }

    expect(await numbersOf(page, 'Loan Accounts')).toEqual(['01-123400-1', '01-123401-9', '01-099870-4']);
    const loans = listOf(page, 'Loan Accounts');
    await loans.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Balance' });
    expect(await numbersOf(page, 'Loan Accounts')).toEqual(['01-099870-4', '01-123401-9', '01-123400-1']);
    await loans.getByRole('button', { name: 'Ascending' }).click();
    expect(await numbersOf(page, 'Loan Accounts')).toEqual(['01-123400-1', '01-123401-9', '01-099870-4']);
    await expect.poll(() => loans.getByText('Sorted by Balance, Descending').count()).toBe(1);
    // Past Due is said once in its card.
    const pastDue = loans.locator('tbody tr').filter({ hasText: '01-123400-1' });
    expect(await pastDue.getByText('Past Due', { exact: true }).count()).toBe(1);

    expect(await page.evaluate(tableFaults)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    expect(await page.evaluate(tableFaults)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a laptop: headers sort, no cell is clipped, no header of three lines, no number wraps', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    await listOf(page, 'Applications').locator('tbody tr').first().waitFor();
    for (const closed of [false, true]) {
      if (closed) await page.getByRole('switch', { name: 'Show closed accounts' }).check();
      await expect
        .poll(() => numbersOf(page, 'Loan Accounts').then((rows) => rows.length))
        .toBe(closed ? 3 : 2);
      for (const width of [1024, 1280]) {
        await expectFitsWidth(page, width);
        // The lists follow the width in script (a ResizeObserver): measured once they have.
        await expect
          .poll(() => page.evaluate(tableFaults), { message: `${width} px, closed ${closed}` })
          .toEqual([]);
      }
    }
    // At 1280 the lists are tables: their headers sort, and the Sort by controls do not show.
    const loans = listOf(page, 'Loan Accounts');
    await loans.getByRole('combobox', { name: 'Sort by' }).waitFor({ state: 'hidden' });
    await loans.getByRole('columnheader', { name: 'Balance' }).getByRole('button').click();
    expect(await loans.getByRole('columnheader', { name: 'Balance' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await numbersOf(page, 'Loan Accounts')).toEqual(['01-099870-4', '01-123401-9', '01-123400-1']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the login history: Back to Dashboard apart from the table, at 390 and 1280', async () => {
    const { page, context, problems } = await openPage(portal.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await signedInAs(page, portal.url, 'demo.borrower');
    await page.goto(`${portal.url}#/myaccount/loginHistory`);
    const table = page.getByRole('table', { name: 'Login History' });
    await table.getByRole('cell').first().waitFor();
    for (const width of [390, 1280]) {
      await expectFitsWidth(page, width);
      const tableBottom = await table.evaluate((element) => element.getBoundingClientRect().bottom);
      const backTop = await page
        .getByRole('link', { name: 'Back to Dashboard' })
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(backTop - tableBottom, `gap at ${width} px`).toBeGreaterThanOrEqual(16);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
