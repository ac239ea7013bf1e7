/**
 * The studio's preview frame (src/app/preview) in Chromium on the reference server: the page
 * /?studio-preview#/home/login is the portal without a server behind it. At the top level its
 * parent is itself, so the test posts the studio's messages from the page. It shows a file's
 * wording, opens the dashboard with the demo data while no request reaches /api/, and without
 * its chunk (a server without the studio answers 404) the page is the normal portal.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  openPage,
  shouldRunBrowserTests,
  unexpectedProblems,
  usePortal,
} from './support/browser';
import { dashboardHeading, loginHeading } from './support/signIn';

/** Posts a message to the page as the studio would (same origin; the page is its own parent). */
function post(page: Page, message: unknown): Promise<void> {
  return page.evaluate((data) => window.postMessage(data, window.location.origin), message);
}

/** The page's messages to the studio, collected from the start. */
async function collectMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Reflect.set(window, 'studioMessages', seen);
    window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (['studio:ready', 'studio:shown', 'studio:picked'].includes(event.data?.type ?? ''))
        seen.push(event.data);
    });
  });
}

const messages = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'studioMessages') as { type: string }[]);

describe.runIf(shouldRunBrowserTests())('the preview frame', () => {
  const portal = usePortal({ env: { PORTAL_STUDIO: '1' } });

  async function openPreview() {
    const watched = await openPage(portal.browser);
    const answer = (await (await fetch(`${portal.url}api/setup/ApplicationOptions`)).json()) as {
      gassySettings: { shared: Record<string, Record<string, string>> };
      institutionOptions: Record<string, unknown>;
    };
    const api: string[] = [];
    watched.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
    });
    await collectMessages(watched.page);
    await watched.page.goto(`${portal.url}?studio-preview#/home/login`);
    await expect.poll(() => messages(watched.page)).toContainEqual({ type: 'studio:ready' });
    return { ...watched, answer, api };
  }

  it("shows the file's wording, and the dashboard with the demo data without the server", async () => {
    const { page, context, problems, answer, api } = await openPreview();
    const { shared } = answer.gassySettings;
    const reworded = { ...shared, login: { ...shared.login, usernameLabel: 'Member ID' } };
    await post(page, {
      type: 'studio:apply',
      answer: { ...answer, gassySettings: { ...answer.gassySettings, shared: reworded } },
      language: 'en',
    });
    await page.getByLabel('Member ID', { exact: true }).waitFor();
    await loginHeading(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await post(page, { type: 'studio:navigate', route: 'myaccount/dashboard' });
    await dashboardHeading(page).waitFor();
    await page.getByRole('link', { name: '01-123400-1' }).first().waitFor();
    await expect
      .poll(async () => (await messages(page)).filter((message) => message.type === 'studio:shown'))
      .toContainEqual(expect.objectContaining({ route: 'myaccount/dashboard' }));
    expect(await page.getByText('2022 Subaru Outback').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(api).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('names the key of a clicked text in pick mode', async () => {
    const { page, context, problems, answer } = await openPreview();
    await post(page, { type: 'studio:apply', answer, language: 'en' });
    await loginHeading(page).waitFor();
    await post(page, { type: 'studio:pick-mode', on: true });
    await page.locator('html.studio-picking').waitFor();
    await page.locator('label', { hasText: 'Username' }).click();
    await expect
      .poll(async () => (await messages(page)).filter((message) => message.type === 'studio:picked'))
      .toContainEqual(expect.objectContaining({ keys: ['login.usernameLabel'], text: 'Username' }));
    expect(page.url()).toMatch(/#\/home\/login$/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('is the normal portal when its chunk cannot load', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.route(/\/assets\/previewFrame-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${portal.url}?studio-preview#/home/login`);
    await loginHeading(page).waitFor();
    expect(unexpectedProblems(problems, 404)).toEqual([]);
    await context.close();
  });
});
