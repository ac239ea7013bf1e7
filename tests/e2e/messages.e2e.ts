/**
 * The messages form in Chromium against the reference server (spec 03 §2.10, §4, §5, §8):
 * a visitor finds it through the login screen's Contact us link, sends a Question by keyboard
 * alone through the built-in captcha, and the institution's e-mail is in the demo outbox; the
 * counter turns to the warning and then the error style; demo.borrower opens Messages from the
 * menu and sends a Feedback as itself. axe finds no violation on either page.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, openPage, shouldRunBrowserTests, usePortal } from './support/browser';
import { tabTo } from './support/fields';
import { readOutbox } from './support/server';
import { dashboardHeading, openLogin, signedInAs } from './support/signIn';

const INSTITUTION = 'service@harborvalley.example';
const WORDS =
  'zero,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen,seventeen,eighteen,nineteen,twenty'.split(
    ',',
  );

/** The built-in question's answer, as a person works it out ("What is seven plus three?" is 10). */
async function captchaAnswer(page: Page): Promise<string> {
  const question = page.getByText(/^What is \w+ plus \w+\?$/);
  await question.waitFor();
  const [, left, right] = /^What is (\w+) plus (\w+)\?$/.exec((await question.textContent()) ?? '') ?? [];
  return String(WORDS.indexOf(left!) + WORDS.indexOf(right!));
}

async function typeByKeyboard(field: Locator, text: string) {
  await tabTo(field);
  await field.page().keyboard.type(text);
}

async function sentTo(url: string, count: number) {
  await expect.poll(async () => (await readOutbox(url, INSTITUTION)).length).toBe(count);
  return (await readOutbox(url, INSTITUTION))[0]!;
}

describe.runIf(shouldRunBrowserTests())('the messages form', () => {
  const portal = usePortal();

  it('a visitor sends a Question by keyboard through the built-in captcha, and the institution gets it', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await openLogin(page, portal.url);
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    expect(page.url()).toBe(`${portal.url}#/home/messages`);
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('#/home/login');
    const answer = await captchaAnswer(page);
    expect(await axeViolations(page)).toEqual([]);
    const sentBefore = (await readOutbox(portal.url, INSTITUTION)).length;

    await typeByKeyboard(page.getByRole('textbox', { name: 'Name' }), 'Sam <Rivera>');
    await typeByKeyboard(page.getByRole('textbox', { name: 'E-mail' }), 'sam@example.com');
    await typeByKeyboard(page.getByRole('textbox', { name: 'Branch Number' }), '12');
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await tabTo(page.getByRole('radio', { name: 'Feedback' }));
    // Arrow keys move through a radio group and choose.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Question' }).isChecked()).toBe(true);
    await typeByKeyboard(page.getByRole('textbox', { name: 'Subject' }), 'Rates');
    await typeByKeyboard(page.getByRole('textbox', { name: 'Message' }), 'What is the rate on a car loan?');
    expect(await page.getByText('269 characters left').count()).toBe(1);
    await tabTo(send);
    await page.keyboard.press('Enter');
    await page.getByText('Must Complete Captcha').waitFor();
    expect(await page.getByRole('textbox', { name: 'Your answer' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(answer);
    await tabTo(send);
    await page.keyboard.press('Enter');
    await page.getByText('Thank you. Your question was sent; we will answer soon.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await sentTo(portal.url, sentBefore + 1);
    expect(mail.subject).toBe('Question from the portal');
    expect(mail.text).toContain('Sam <Rivera> (username none, signed out, e-mail sam@example.com, branch 12)');
    expect(mail.text).toContain('Subject: Rates');
    expect(mail.text).toContain('Message: What is the rate on a car loan?');
    // The form starts again, with a new question.
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'Question' }).isChecked()).toBe(false);
    await captchaAnswer(page);
    expect(problems).toEqual([]);
    await context.close();
  }); // prettier-ignore

  it('turns the counter to the warning style under 100 left and the error style at 50 or fewer', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await page.goto(`${portal.url}#/home/messages`);
    await page.getByRole('radio', { name: 'Question' }).check();
    const box = page.getByRole('textbox', { name: 'Message' });
    const counter = page.locator('.message-counter');
    const style = async () => ({
      text: await counter.textContent(),
      level: (await counter.getAttribute('class'))?.match(/message-counter--(\w+)/)?.[1],
      color: await counter.evaluate((element) => getComputedStyle(element).color),
    });
    await box.fill('a'.repeat(200));
    const normal = await style();
    expect(normal).toMatchObject({ text: '100 characters left', level: 'normal' });
    await box.fill('a'.repeat(240));
    const warning = await style();
    expect(warning).toMatchObject({ text: '60 characters left', level: 'warning' });
    expect(await axeViolations(page)).toEqual([]);
    // Spec 03 §5: 50 left (250 characters) is already the error style.
    await box.fill('a'.repeat(250));
    expect(await style()).toMatchObject({ text: '50 characters left', level: 'error' });
    await box.fill('a'.repeat(260));
    const error = await style();
    expect(error).toMatchObject({ text: '40 characters left', level: 'error' });
    expect(new Set([normal.color, warning.color, error.color]).size).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await box.fill('a'.repeat(310));
    expect(await box.inputValue()).toHaveLength(300);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('demo.borrower opens Messages from the menu and sends a Feedback as itself', async () => {
    const { page, context, problems } = await openPage(portal.browser);
    await signedInAs(page, portal.url, 'demo.borrower');
    await dashboardHeading(page).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    expect(page.url()).toBe(`${portal.url}#/myaccount/messages`);
    await page.getByText('From Alex Morgan (alex.morgan@example.com)').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    const answer = await captchaAnswer(page);
    const sentBefore = (await readOutbox(portal.url, INSTITUTION)).length;

    await page.getByRole('radio', { name: 'Feedback' }).check();
    await page.getByRole('radio', { name: 'Could Be Better' }).check();
    await page.getByRole('radio', { name: 'Too slow' }).check();
    await page.getByRole('textbox', { name: 'Message' }).fill('The dashboard takes a while.');
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your feedback.').waitFor();

    const mail = await sentTo(portal.url, sentBefore + 1);
    expect(mail.subject).toBe('Feedback from the portal');
    expect(mail.text).toContain('Alex Morgan (username demo.borrower, e-mail alex.morgan@example.com, branch 0001)');
    expect(mail.text).toContain('How was your experience? Could Be Better');
    expect(mail.text).toContain('What is the main reason? Too slow');
    expect(mail.text).toContain('Message: The dashboard takes a while.');
    expect(problems).toEqual([]);
    await context.close();
  }); // prettier-ignore
});
