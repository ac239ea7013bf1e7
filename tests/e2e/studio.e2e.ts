/**
 * The admin studio in Chromium (issue 19) against the reference server started with
 * PORTAL_STUDIO=1: a file that rewords the login's username label changes the preview; a
 * text picked in the preview and edited there changes it again; the file downloads and
 * portal-lint accepts it; axe finds nothing with the catalogue, a file loaded and the editor
 * open. Without PORTAL_STUDIO, #/studio leads to the login screen.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { loginHeading } from './support/signIn';

const FRAME_TITLE = 'Preview of the portal with the institution file';
const FILE = {
  gassySettings: { english: { login: { usernameLabel: 'Member ID' } } },
};

const preview = (page: Page) => page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);

async function openStudio(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/studio`);
  await page.getByRole('heading', { name: 'Settings studio', level: 1 }).waitFor();
  // The preview is ready once it shows the sign-in screen with the running institution applied.
  await preview(page).getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('the admin studio', () => {
  const portal = usePortal({ env: { PORTAL_STUDIO: '1' } });

  it('rewords the preview from a loaded file and from an edit in place, and downloads a file portal-lint accepts', async () => {
    const { page, context, problems } = await openPage(portal.browser, { acceptDownloads: true });
    await openStudio(page, portal.url);
    const heading = page.getByRole('heading', { name: 'Settings studio', level: 1 });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'institution.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(FILE, null, 2)),
    });
    await page.getByText('institution.json: 1 keys set, 0 errors, 0 warnings.').waitFor();
    await preview(page).getByLabel('Member ID').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Pick a text' }).click();
    await preview(page).getByText('Member ID', { exact: true }).click();
    const editor = page.getByRole('region', { name: 'Edit login.usernameLabel' });
    const box = editor.getByRole('textbox', { name: 'Value in the file' });
    expect(await box.inputValue()).toBe('Member ID');
    await box.fill('Card number');
    await preview(page).getByLabel('Card number').waitFor();
    await page.getByRole('button', { name: 'Pick a text' }).click();
    expect(await axeViolations(page)).toEqual([]);

    const folder = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download institution.json' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('institution.json');
      const saved = join(folder, 'institution.json');
      await download.saveAs(saved);
      expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual({
        gassySettings: { english: { login: { usernameLabel: 'Card number' } } },
      });
      const lint = spawnSync(process.execPath, ['tools/portal-lint/bin.js', '--settings', saved], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(lint.status, `${lint.stdout}${lint.stderr}`).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('the admin studio switched off', () => {
  const portal = usePortal();

  it('leads #/studio to the login screen', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/studio`);
    await loginHeading(page).waitFor();
    expect(page.url()).toBe(`${portal.url}#/home/login`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
