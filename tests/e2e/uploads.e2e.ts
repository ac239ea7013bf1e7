/**
 * Uploads in Chromium against the reference server (spec 03 §2.8, §4, §5): demo.borrower opens
 * the document center, picks the Subaru loan, adds two files with Add Files, gives each a file
 * type, uploads them (the network slowed so each file's progress bar shows between 0 and 100 %)
 * and finds both listed as new, opening one: the PNG sent under a .pdf name is served as the
 * PNG it is, sandboxed. A file without a file type is kept back with "Choose a file type" and
 * no request. axe finds no violation, and nothing scrolls sideways at 320 px.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const SUBARU = '01-123400-1';

/** A PNG of `size` bytes: its signature and header, then padding (the server reads the signature). */
function png(size: number): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Pay stub', { x: 20, y: 100, size: 12 });
  return Buffer.from(await document.save());
}

async function openAccountDocuments(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Document Center' })
    .click();
  await page.getByRole('heading', { name: 'Document Center', level: 1 }).waitFor();
  await page.getByLabel('Account Number').selectOption(SUBARU);
  await page.getByRole('button', { name: /Retail Installment Contract/ }).waitFor();
  await page.getByRole('heading', { name: 'Upload Files', level: 3 }).waitFor();
}

/** Adds files through Add Files and the browser's file chooser, as a user does. */
async function addFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Files' }).click();
  await (await chooser).setFiles(files);
}

/** Records, in the page, every value each progress bar shows (by its accessible name). */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) {
        const name = bar.getAttribute('aria-label') ?? '';
        (seen[name] ??= []).push(bar.value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function progressSeen(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen);
}

/** Slows the uploads down (Chromium's network emulation), so their progress can be seen. */
async function slowUploads(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
}

describe.runIf(shouldRunBrowserTests())('uploads', () => {
  const portal = usePortal();

  it('uploads two files with their types in the document center, with their progress, and opens one', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openAccountDocuments(page);
    expect(
      await page.getByText('You can upload PDF, PNG, JPEG, GIF, TIFF files of up to 10 MB each.').count(),
    ).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Drag and drop files here, or press to choose files' }).count(),
    ).toBe(1);

    await addFiles(page, [
      { name: 'March pay stub.pdf', mimeType: 'application/pdf', buffer: await pdf() },
      // A phone's photo named .pdf by mistake: the server goes by its content.
      { name: 'Title scan.pdf', mimeType: 'application/pdf', buffer: png(3 * 1024 * 1024) },
    ]);
    const queue = page.getByRole('list', { name: 'Files to upload' });
    await queue.getByText('3 MB').waitFor();
    await page
      .getByRole('combobox', { name: 'File type for March pay stub.pdf' })
      .selectOption({ label: 'Pay Stub' });
    await page
      .getByRole('combobox', { name: 'File type for Title scan.pdf' })
      .selectOption({ label: 'Vehicle Title' });
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 1280, height: 800 });

    await watchProgress(page);
    await slowUploads(context, page);
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    await page.getByRole('progressbar', { name: 'Upload of Title scan.pdf' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await queue.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('log').getByText('Uploads finished: 2 uploaded, 0 not uploaded.').waitFor();

    const seen = await progressSeen(page);
    expect(Object.keys(seen)).toEqual(
      expect.arrayContaining(['Upload of March pay stub.pdf', 'Upload of Title scan.pdf']),
    );
    const between = (values: number[] = []) => values.some((value) => value > 0 && value < 100);
    expect(between(seen['Upload of Title scan.pdf']), JSON.stringify(seen)).toBe(true);

    const payStub = page.getByRole('button', { name: /March pay stub/ });
    const title = page.getByRole('button', { name: /Title scan/ });
    await expect.poll(() => payStub.textContent(), { timeout: 10_000 }).toContain('New');
    expect(await title.textContent()).toContain('New');
    expect(await axeViolations(page)).toEqual([]);

    let answered: Record<string, string> | undefined;
    await context.route('**/api/Documents/ViewDocument?*', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      answered = {
        status: String(response.status()),
        type: headers['content-type'] ?? '',
        disposition: headers['content-disposition'] ?? '',
        nosniff: headers['x-content-type-options'] ?? '',
        policy: headers['content-security-policy'] ?? '',
      };
      await route.fulfill({ response });
    });
    const popup = context.waitForEvent('page');
    await title.click();
    await expect.poll(() => answered, { timeout: 10_000 }).toBeDefined();
    expect(answered).toMatchObject({
      status: '200',
      type: 'image/png',
      disposition: 'inline; filename="Title scan.png"',
      nosniff: 'nosniff',
    });
    expect(answered?.policy).toMatch(/^sandbox;/);
    await (await popup).close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps back a file without a file type: "Choose a file type", and no request', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await openAccountDocuments(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/file/Upload')) uploads.push(request.url());
    });
    await addFiles(page, [{ name: 'Insurance card.png', mimeType: 'image/png', buffer: png(4096) }]);
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    const select = page.getByRole('combobox', { name: 'File type for Insurance card.png' });
    await expect.poll(() => select.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.getByRole('list', { name: 'Files to upload' }).getByText('Choose a file type').count(),
    ).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(uploads).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
