/**
 * The Documents page in Chromium against the reference server (spec 03 §2.15; the demo requires
 * the ACH draft agreement): demo.payments opens Documents from the menu, finds the draft agreement
 * signed for its boat loan's recurring payment, and opens it: the new window is answered a PDF,
 * inline, sandboxed. axe finds no violation.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { signedInAs } from './support/signIn';

describe.runIf(shouldRunBrowserTests())('the Documents page', () => {
  const portal = usePortal();

  it('lists the signed draft agreement and opens it as a PDF', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const items = await menu.getByRole('link').allInnerTexts();
    expect(items.indexOf('Documents')).toBe(items.indexOf('Profile') + 1);
    expect(items.indexOf('Document Center')).toBe(items.indexOf('Documents') + 1);
    await menu.getByRole('link', { name: 'Documents', exact: true }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    const agreement = page.getByRole('button', { name: /ACH Draft Agreement/ });
    await agreement.waitFor();
    const text = await agreement.innerText();
    expect(text).toContain('Account 01-310002-2');
    expect(text).toMatch(/Signed \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('$410.00 3 days before each due date from Savings x4321');
    expect(await axeViolations(page)).toEqual([]);

    let answered: { status: number; type: string; head: string; policy: string } | undefined;
    await context.route('**/api/AchDocuments/ViewAgreement?*', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      answered = {
        status: response.status(),
        type: headers['content-type'] ?? '',
        head: (await response.body()).subarray(0, 5).toString('latin1'),
        policy: headers['content-security-policy'] ?? '',
      };
      await route.fulfill({ response });
    });
    const popup = context.waitForEvent('page');
    await agreement.click();
    await expect.poll(() => answered, { timeout: 10_000 }).toBeDefined();
    expect(answered).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
    expect(answered?.policy).toMatch(/^sandbox;/);
    await (await popup).close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
