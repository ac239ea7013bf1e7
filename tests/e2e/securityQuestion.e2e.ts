/**
 * The security-question step (spec 01 §4 step 4, §5 "Secret question"): demo.noquestion
 * chooses a question from the preset list, or, where the institution allows custom
 * questions (AllowCustomSecurityQuestion), writes its own. Setting the question ends the
 * step for good, so each way has a server (and fresh demo data) of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { openLogin, stepHeading, submitCredentials, waitForDashboard } from './support/signIn';

const HEADING = 'Set up a security question';

async function openQuestionStep(page: Page, url: string) {
  await openLogin(page, url);
  await submitCredentials(page, 'demo.noquestion');
  await stepHeading(page, HEADING).waitFor();
  await page.getByText('Choose a question only you can answer.', { exact: false }).waitFor();
}

describe.runIf(shouldRunBrowserTests())('security question from the preset list', () => {
  const portal = usePortal();

  it('saves a chosen question and answer, then opens the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openQuestionStep(page, portal.url);
    expect(await page.getByRole('checkbox', { name: 'Write my own question' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please Select a Question').waitFor();
    await page.getByText('Recover password answer is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('combobox', { name: 'Security Question' })
      .selectOption('In what city were you born?');
    await page.getByLabel('Answer', { exact: true }).fill('Ogden <script>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Secret Answer Contains Invalid Characters').waitFor();

    await page.getByLabel('Answer', { exact: true }).fill('Ogden');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.runIf(shouldRunBrowserTests())('custom security question', () => {
  const portal = usePortal({ settings: { institutionOptions: { AllowCustomSecurityQuestion: true } } });

  it('saves a question the user writes, then opens the dashboard', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openQuestionStep(page, portal.url);
    const preset = page.getByRole('combobox', { name: 'Security Question' });
    await preset.waitFor();

    await page.getByRole('checkbox', { name: 'Write my own question' }).check();
    const custom = page.getByRole('textbox', { name: 'Your Question' });
    await custom.waitFor();
    expect(await preset.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Security question is required.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await custom.fill('What was the name of the street I grew up on?');
    await page.getByLabel('Answer', { exact: true }).fill('Maple Lane');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForDashboard(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
