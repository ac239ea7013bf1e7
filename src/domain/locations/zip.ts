/**
 * The branch locator's zip code (spec 03 §5 Branch locator zip): exactly 5 digits. The
 * portal's field check and the server's zip lookup both ask this one rule.
 */
export const ZIP_DIGITS = 5;

export function isZipCode(text: unknown): text is string {
  return typeof text === 'string' && /^[0-9]{5}$/.test(text);
}
