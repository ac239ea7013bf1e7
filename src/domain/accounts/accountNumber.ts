/**
 * Account numbers as the institution lays them out: office digits, account digits and
 * check digits, written with dashes between the parts (spec 01 §5, registration).
 */

export interface AccountNumberLayout {
  office: number;
  account: number;
  checkDigits: number;
  /** The institution drops the check digits from the number a user types. */
  removeCheckDigits?: boolean;
}

function parts(layout: AccountNumberLayout): number[] {
  const checkDigits = layout.removeCheckDigits ? 0 : layout.checkDigits;
  return [layout.office, layout.account, checkDigits].filter((length) => length > 0);
}

/** The input mask (imask syntax, 0 = a digit), or undefined when the layout has no lengths. */
export function accountNumberMask(layout: AccountNumberLayout): string | undefined {
  const lengths = parts(layout);
  if (lengths.length === 0) return undefined;
  return lengths.map((length) => '0'.repeat(length)).join('-');
}

/** Digits with dashes inserted after the office part and before the check digits. */
export function formatAccountNumber(value: string, layout: AccountNumberLayout): string {
  const digits = value.replace(/\D/g, '');
  const lengths = parts(layout);
  if (lengths.length === 0) return digits;
  const pieces: string[] = [];
  let start = 0;
  lengths.forEach((length, index) => {
    const last = index === lengths.length - 1;
    const piece = last ? digits.slice(start) : digits.slice(start, start + length);
    if (piece) pieces.push(piece);
    start += length;
  });
  return pieces.join('-');
}
