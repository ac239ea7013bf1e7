/**
 * The subset of imask's pattern syntax the portal uses: `0` a digit, `a` a letter,
 * `*` any character; the digits 1-9 and the other allowed characters are literals the mask
 * types for the user (as in `+1 (000) 000-0000`).
 * Shared by the masked widgets and the lint tool's mask checks.
 */

const SLOT = /[0a*]/;
const ALLOWED = /^[0-9a*\s()./:+#-]+$/;

export function isValidMask(mask: unknown): mask is string {
  return typeof mask === 'string' && ALLOWED.test(mask) && SLOT.test(mask);
}

/** How many characters the user types to fill the mask. */
export function maskSlotCount(mask: string): number {
  return [...mask].filter((char) => SLOT.test(char)).length;
}

export function isDigitsOnlyMask(mask: string): boolean {
  return [...mask].every((char) => char === '0' || !SLOT.test(char));
}

/** The masks of the named masked widgets, used when a definition gives none. */
export const MASK_PRESETS = {
  phone: '(000) 000-0000',
  zip: '00000',
  ssn: '000-00-0000',
  date: '00/00/0000',
} as const;

/** An SSN mask for a configured digit count: the dashed form for 9 digits, plain digits otherwise. */
export function ssnMask(digits: number): string {
  return digits === 9 ? MASK_PRESETS.ssn : '0'.repeat(Math.max(digits, 1));
}
