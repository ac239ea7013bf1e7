/**
 * The contact info change in Chromium against the reference server (spec 03 §2.3, §2.9, §5, §7):
 * demo.borrower opens Contact Info Change from the loan screen's link (the demo institution
 * forces manual CIF changes), ticks a loan, changes the address and a phone with the keyboard
 * alone, submits, sees Request sent, and the demo outbox holds the institution's e-mail. axe
 * finds no violation; at 320 px nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { tabTo } from './support/fields';
import { readOutbox } from './support/server';
import { dashboardHeading, signedInAs } from './support/signIn';
import { expectFitsWidth } from './support/width';

const HOME_LOAN = '01-123401-9';
const INSTITUTION = 'service@harborvalley.example';
const SUBJECT = 'Contact information change request';

/** Tabs to a field and types into it, key by key, as a keyboard user does. */
async function typeByKeyboard(field: Locator, text: string) {
  await tabTo(field);
  await field.page().keyboard.type(text);
}

describe.runIf(shouldRunBrowserTests())('the contact info change', () => {
  const portal = usePortal();

  it('sends an address and a phone change by keyboard from the loan screen’s link', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await dashboardHeading(page).waitFor();
    await page
      .getByRole('link', { name: new RegExp(HOME_LOAN.slice(0, 9)) })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Loan Information' }).waitFor();
    await page.locator('#loan-information').getByRole('link', { name: 'Contact Info Change' }).click();
    await page.getByRole('heading', { name: 'User Info Changes Form', level: 1 }).waitFor();
    expect(page.url()).toBe(`${portal.url}#/myaccount/requestChange`);
    const loanBox = page.getByRole('checkbox', { name: HOME_LOAN });
    await loanBox.waitFor();
    expect(await page.getByRole('checkbox', { name: '22-004512-0' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const sentBefore = (await readOutbox(portal.url, INSTITUTION)).length;

    await tabTo(loanBox);
    await page.keyboard.press('Space');
    expect(await loanBox.isChecked()).toBe(true);
    const addressSwitch = page.getByRole('switch', { name: 'Change Address' });
    await tabTo(addressSwitch);
    await page.keyboard.press('Space');
    const oldAddress = page.getByRole('group', { name: 'Old Address' });
    const newAddress = page.getByRole('group', { name: 'New Address' });
    for (const [form, values] of [
      [oldAddress, ['12 Harbor Way', 'Salt Lake City', '84101']],
      [newAddress, ['40 Canyon Rd', 'Provo', '84601']],
    ] as const) {
      await typeByKeyboard(form.getByRole('textbox', { name: 'Address Line 1' }), values[0]);
      await typeByKeyboard(form.getByRole('textbox', { name: 'City' }), values[1]);
      const state = form.getByRole('combobox', { name: 'State' });
      await tabTo(state);
      await page.keyboard.type('Utah');
      await expect.poll(() => state.inputValue()).toBe('UT');
      await typeByKeyboard(form.getByRole('textbox', { name: 'Zip Code' }), `${values[2]}99`);
      expect(await form.getByRole('textbox', { name: 'Zip Code' }).inputValue()).toBe(values[2]);
    }

    const phoneSwitch = page.getByRole('switch', { name: 'Change Phone' });
    await tabTo(phoneSwitch, 120);
    await page.keyboard.press('Space');
    const phone1 = page.getByRole('group', { name: 'Phone 1' });
    await typeByKeyboard(phone1.getByRole('textbox', { name: 'Old Phone Number' }), '8015550142');
    await typeByKeyboard(phone1.getByRole('textbox', { name: 'New Phone Number' }), '3855550199');
    expect(await phone1.getByRole('textbox', { name: 'New Phone Number' }).inputValue()).toBe(
      '(385) 555-0199',
    );
    expect(await axeViolations(page)).toEqual([]);

    await expectFitsWidth(page, 320);
    await page.setViewportSize({ width: 1280, height: 800 });

    const submit = page.getByRole('button', { name: 'Submit' });
    await tabTo(submit, 120);
    await page.keyboard.press('Enter');
    await page.getByText('Request sent').waitFor();

    await expect.poll(async () => (await readOutbox(portal.url, INSTITUTION)).length).toBe(sentBefore + 1);
    const [mail] = await readOutbox(portal.url, INSTITUTION);
    expect(mail!.subject).toBe(SUBJECT);
    expect(mail!.text).toContain('username demo.borrower');
    expect(mail!.text).toContain(`accounts ${HOME_LOAN}`);
    expect(mail!.text).toContain('New address: 40 Canyon Rd, Provo, UT 84601');
    expect(mail!.text).toContain('Phone 1: from (801) 555-0142 to (385) 555-0199');

    // After 4 s the message goes and the form starts again.
    await page.getByText('Request sent').waitFor({ state: 'detached', timeout: 8000 });
    expect(await loanBox.isChecked()).toBe(false);
    expect(await oldAddress.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
