/**
 * Browser tests fail on any console warning or error (issue 12): a page's console.warn is
 * collected like an error and fails the finishing check; and an address changed outside the
 * router (typed in, or a hash set by code) logs nothing, where React Router used to warn
 * about a blocker on a POP navigation. The accessibility check the tests run names every
 * violation of a page, each with the nodes at fault, and nothing on a page without one.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { checkProblems } from './support/problems';
import { loginHeading, openLogin } from './support/signIn';

describe.runIf(shouldRunBrowserTests())('console problems', () => {
  const portal = usePortal();

  it("collects a page's console.warn, which fails the check every test runs", async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.setContent('<p>A page of its own (no portal, no favicon request).</p>');
    await page.evaluate(() => console.warn('a warning from the page'));
    await expect.poll(() => problems.length).toBe(1);
    expect(problems[0]).toMatch(/^console warning: a warning from the page/);
    expect(() => checkProblems(problems)).toThrow('a warning from the page');
    await context.close();
    // Seen and proven: leave this test's own final check nothing to fail on.
    problems.length = 0;
  });

  it('the accessibility check names each violation with its nodes, and finds none on a sound page', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    const document = (body: string) =>
      `<!doctype html><html lang="en"><title>Check</title><link rel="icon" href="data:,"><main><h1>Check</h1>${body}</main></html>`;
    await page.setContent(
      document(
        '<img id="photo" src="data:,"><p id="faint" style="color:#bbb;background:#fff">Faint text</p>' +
          '<button id="nameless"></button><button id="named">Named</button>',
      ),
    );
    const found = await axeViolations(page);
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt: .*\(#photo\)$/),
        expect.stringMatching(/^color-contrast: .*\(#faint\)$/),
        expect.stringMatching(/^button-name: .*\(#nameless\)$/),
      ]),
    );
    await page.setContent(
      document('<p style="color:#222;background:#fff">Plain text</p><button>Named</button>'),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an address changed outside the router is followed without a warning', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await page.evaluate(() => {
      window.location.hash = '#/home/register';
    });
    await page.getByRole('heading', { name: 'Create Your Online Account' }).waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/home/login';
    });
    await loginHeading(page).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Create Your Online Account' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
