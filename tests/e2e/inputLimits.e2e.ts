/**
 * Input limits and trimming on the login form, in Chromium (issue 12): 5,000 characters
 * typed into the username keep 128 (the demo institution uses customer credentials), so
 * the server is never sent more; a username of spaces is empty.
 */
import { describe, expect, it } from 'vitest';
import { openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLogin } from './support/signIn';

describe.runIf(shouldRunBrowserTests())('login form limits', () => {
  const portal = usePortal();

  it('5,000 characters into the username keep 128; the password the same', async () => {
    const { page, context } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    for (const label of ['Username', 'Password']) {
      const input = page.getByLabel(label, { exact: true });
      await input.click();
      await page.keyboard.insertText('x'.repeat(5_000));
      expect((await input.inputValue()).length).toBe(128);
    }
    await context.close();
  });

  it('a username of spaces shows its required message and sends nothing', async () => {
    const { page, context } = await openPage(portal.browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login/userlogin')) sent.push(request.url());
    });
    await openLogin(page, portal.url);
    await page.getByLabel('Username', { exact: true }).fill('   ');
    await page.getByLabel('Password', { exact: true }).fill('Borrower#2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('You must enter a username').waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });
});
