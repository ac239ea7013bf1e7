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
