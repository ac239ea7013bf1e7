import type { Locator } from 'playwright-core';

/**
 * Types `text` key by key into a field once it takes input. A lazy widget (the masked
 * date, SSN and phone inputs) holds its place with a disabled input until its code has
 * loaded; keys pressed into that placeholder are lost, as they would be for a person.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.and(field.page().locator('input:enabled, textarea:enabled')).waitFor();
  await field.pressSequentially(text);
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails
 * after `limit` presses, so a control the keyboard cannot reach fails the test.
 */
export async function tabTo(target: Locator, limit = 80): Promise<void> {
  const page = target.page();
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
