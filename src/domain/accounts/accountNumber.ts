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

/**
 * The account number with its check digit removed, as the loan screen shows it (spec 03 §2.3
 * dictates it; docs/spec-decisions.md): the last dash-separated part when the number
 * is written with dashes (01-123400-1 → 01-123400), else the last `checkDigits` characters.
 */
export function withoutCheckDigit(number: string, checkDigits: number): string {
  const text = number.trim();
  const dash = text.lastIndexOf('-');
  if (dash > 0) return text.slice(0, dash);
  if (checkDigits > 0 && text.length > checkDigits) return text.slice(0, text.length - checkDigits);
  return text;
}

/** The loan's check-digit length from the institution options (LoanCheckDigitLength), 1 when unset. */
export function loanCheckDigits(options: Record<string, unknown>): number {
  const length = options.LoanCheckDigitLength;
  return typeof length === 'number' && Number.isInteger(length) && length >= 0 ? length : 1;
}
