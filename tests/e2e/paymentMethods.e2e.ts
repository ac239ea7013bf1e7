/**
 * Make A Payment's new-method modal in Chromium against the reference server (spec 02 §2, §5):
 * a routing number that fails its checksum, one the bank table does not know, and a card number of
 * a brand the institution does not take each give their message, and the modal keeps the entries;
 * a bank account saved to the profile first asks for the institution's ACH terms, and a saved
 * method is deleted after its question (350 px). axe finds no violation in each modal and dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { typeInto } from './support/fields';
import { signedInAs } from './support/signIn';

const LOAN = '01-310001-4';

async function openNewMethod(page: Page, type: 'Card' | 'E-Check') {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('heading', { name: 'Make A Payment', level: 1 }).waitFor();
  const account = page.getByLabel('Loan account', { exact: true });
  await account.selectOption({ value: LOAN });
  await page.getByLabel(type, { exact: true }).check();
  await page.getByRole('combobox', { name: 'Payment Method' }).waitFor();
  await page.getByRole('button', { name: 'New payment method' }).click();
  const modal = page.getByRole('dialog');
  await modal.waitFor();
  return modal;
}

describe.runIf(shouldRunBrowserTests())('new payment method messages', () => {
  // The institution adds ACH terms (an agreement of type ach) to the demo's login agreement.
  const portal = usePortal({
    settings: {
      gassySettings: {
        shared: {
          agreements: { agreement2: '/demo-content/online-banking-agreement.html|1/1/2026|ACH Terms|ach' },
        },
      },
    },
  });

  it('refuses a routing number that fails its checksum, then one no bank has', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    const modal = await openNewMethod(page, 'E-Check');

    const routing = modal.getByRole('textbox', { name: /Routing Number/ });
    await typeInto(routing, '123456789');
    await typeInto(modal.getByRole('textbox', { name: /^Account Number/ }), '12345678');
    await typeInto(modal.getByRole('textbox', { name: /Confirm Account Number/ }), '12345678');
    await modal.getByRole('textbox', { name: /Owner Name/ }).fill('Alex Morgan');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => routing.getAttribute('aria-invalid')).toBe('true');
    expect(await modal.getByText('Routing Number is invalid').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // 123456780 passes the checksum; the server's bank table does not know it.
    await routing.fill('');
    await typeInto(routing, '123456780');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByRole('alert').filter({ hasText: 'Invalid routing number.' }).waitFor();
    expect(await modal.getByRole('textbox', { name: /Confirm Account Number/ }).inputValue()).toBe(
      '12345678',
    );
    expect(await modal.getByRole('textbox', { name: /Owner Name/ }).inputValue()).toBe('Alex Morgan');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a card of a brand the institution does not take', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    const modal = await openNewMethod(page, 'Card');
    const number = modal.getByRole('textbox', { name: /Card Number/ });
    await typeInto(number, '3000000000000004');
    await modal.getByRole('button', { name: 'Continue' }).click();
    const message = "The card number you've entered does not appear to be a supported type.";
    await modal.getByText(message).waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await number.inputValue()).toBe('3000 0000 0000 0004');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for the ACH terms before saving a bank account, then deletes the saved method after its question', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.payments');
    const modal = await openNewMethod(page, 'E-Check');
    await typeInto(modal.getByRole('textbox', { name: /Routing Number/ }), '021000021');
    await modal.getByText('Bank: JPMorgan Chase Bank').waitFor();
    await typeInto(modal.getByRole('textbox', { name: /^Account Number/ }), '55501234');
    await typeInto(modal.getByRole('textbox', { name: /Confirm Account Number/ }), '55501234');
    await modal.getByRole('textbox', { name: /Owner Name/ }).fill('Pat Nguyen');
    await modal.getByRole('button', { name: 'Continue' }).click();

    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await terms.getByRole('checkbox', { name: 'I have read and agree to the ACH Terms' }).check();
    await terms.getByRole('button', { name: 'I Accept' }).click();
    await terms.waitFor({ state: 'detached' });
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await expect.poll(async () => method.locator('option:checked').innerText()).toContain('1234');

    await page.getByRole('button', { name: 'Delete payment method' }).click();
    const question = page.getByRole('dialog', { name: 'Delete Payment Method' });
    await question.waitFor();
    expect(await question.innerText()).toContain('Are you sure you want to delete');
    expect(await question.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(
      350,
    );
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(async () => (await method.innerText()).includes('1234')).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
