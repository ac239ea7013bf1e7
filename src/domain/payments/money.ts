/**
 * Money of the payment flow (spec 02 §3 "Total = …", §5 "Payment amount", §9 "Default minimum
 * payment 0.01; amount input max length 15 characters; USD shown with en-US formatting").
 *
 * Every computation is in integer cents; dollars appear only at the edges (the host's numbers
 * in, the payload's numbers out). No floating-point sum of dollars is ever made: a dollar
 * number is read through its shortest decimal text (the one JavaScript prints), so 1.005 is
 * 1.005 and not 1.00499999…, and the text is shifted by two decimals exactly (BigInt).
 */

/** The amount input accepts at most 15 characters ('$999,999,999.99'), spec 02 §9. */
export const AMOUNT_MAX_LENGTH = 15;

/** The default minimum payment, 0.01 dollars (spec 02 §5 "Minimum", §9). */
export const DEFAULT_MINIMUM_CENTS = 1;

/** A finite number as an exact decimal: `digits × 10^-scale` (scale may be negative). */
interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The shortest decimal text of a finite number, read exactly ('1.5e-7' included). */
function decimalOf(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = NUMBER_TEXT.exec(String(Math.abs(value)));
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  return { negative: value < 0, digits: BigInt(whole + fraction), scale: fraction.length - exponent };
}

/** `numerator / 10^places`, rounded half away from zero (for a non-negative numerator). */
function divideRounded(numerator: bigint, places: number): bigint {
  if (places <= 0) return numerator * 10n ** BigInt(-places);
  const divisor = 10n ** BigInt(places);
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  return remainder * 2n >= divisor ? quotient + 1n : quotient;
}

/** `numerator / 10^places`, rounded down (for a non-negative numerator). */
function divideDown(numerator: bigint, places: number): bigint {
  if (places <= 0) return numerator * 10n ** BigInt(-places);
  return numerator / 10n ** BigInt(places);
}

/** A signed BigInt as a number, never -0. */
function signedNumber(magnitude: bigint, negative: boolean): number {
  const value = Number(magnitude);
  return negative && value !== 0 ? -value : value;
}

/**
 * Dollars to integer cents, rounded half away from zero on the dollars' decimal text:
 * 1.005 -> 101, -1.005 -> -101, 0.1 + 0.2 -> 30, 19.99 × 3 -> 5997 (spec 02 §3, §5).
 * Decision: a non-finite number (NaN, ±Infinity) gives NaN, so that a bad host number shows
 * up in every sum and comparison built on it rather than passing for 0; callers that accept a
 * missing value default it before calling.
 */
export function toCents(dollars: number): number {
  const decimal = decimalOf(dollars);
  if (!decimal) return Number.NaN;
  return signedNumber(divideRounded(decimal.digits, decimal.scale - 2), decimal.negative);
}

/**
 * Integer cents to dollars with at most 2 decimals, for payloads (spec 02 §3 Payment request):
 * 1999 -> 19.99. The division of an integer by 100 yields the number nearest to the exact
 * quotient, the same number the decimal text '19.99' reads as, so toCents(fromCents(c)) === c
 * for every c of up to 15 digits (a double keeps any 15-significant-digit decimal).
 * Fractional cents are first rounded half away from zero; NaN stays NaN.
 */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) return Number.NaN;
  const whole = Number.isInteger(cents) ? cents : toCents(cents / 100);
  const dollars = whole / 100;
  return dollars === 0 ? 0 : dollars;
}

/**
 * Dollars as exact integer cents, or undefined when the amount has more than 2 decimals (or is
 * not a finite amount of at most 15 digits): the rule every amount a payment call takes is held
 * to (spec 02 §7 "amounts are dollars with at most 2 decimals"), 100.005 refused, never rounded.
 */
export function exactCents(dollars: number): number | undefined {
  const cents = toCents(dollars);
  return Number.isSafeInteger(cents) && fromCents(cents) === dollars ? cents : undefined;
}

/** Digits of a non-negative integer with en-US thousands separators: 1234567 -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const usdFormats = new Map<string, Intl.NumberFormat>();

function usdFormat(locale: string): Intl.NumberFormat {
  let format = usdFormats.get(locale);
  if (!format) {
    const options = { style: 'currency', currency: 'USD', minimumFractionDigits: 2 } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en-US', options); // a malformed locale must not stop the page
    }
    usdFormats.set(locale, format);
  }
  return format;
}

/**
 * Integer cents as US dollars (spec 02 §9): 123450 -> '$1,234.50', -100 -> '-$1.00',
 * 0 -> '$0.00'. Built from the integer cents by BigInt division, never from a float; with a
 * locale (the settings' app.locale), that exact decimal is formatted by Intl for it. Without
 * one it is the amount field's own text (what parseAmountInput reads back, like a mask) and
 * the server's English papers. Fractional cents are rounded half away from zero; a
 * non-finite value gives ''.
 */
export function formatUsd(cents: number, locale?: string): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Number.isInteger(cents) ? cents : toCents(cents / 100);
  const magnitude = BigInt(Math.abs(whole));
  const rest = String(magnitude % 100n).padStart(2, '0');
  const sign = whole < 0 ? '-' : '';
  if (locale !== undefined) {
    // Intl reads a decimal string exactly (no float on the way).
    const exact = `${sign}${magnitude / 100n}.${rest}` as unknown as number;
    return usdFormat(locale).format(exact);
  }
  return `${sign}$${groupThousands(String(magnitude / 100n))}.${rest}`;
}

/** '$1,234.50', '1234.5', '.5', '12', '12.': an optional '$', grouped or plain digits, ≤ 2 decimals. */
const AMOUNT_TEXT = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * The amount typed in the currency input, in cents (spec 02 §5 "Payment amount": text,
 * reformatted to USD on blur, "empty becomes 0"). Surrounding blanks are ignored; empty is 0.
 * Accepted: an optional leading '$', digits either plain or grouped by commas in threes
 * ('1,234' but not '1,23'), and an optional decimal point with at most 2 decimals ('12.',
 * '.5'). Anything else — a minus sign, a third decimal, letters, a lone '$' or '.', an amount
 * past the exact integer range — is unreadable: undefined.
 */
export function parseAmountInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = AMOUNT_TEXT.exec(trimmed);
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const cents = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : undefined;
}

/**
 * What the amount field lets a borrower type, its input mask (spec 02 §5: "Input is text"; what
 * can be money): an optional leading '$', digits and thousands commas, one decimal point and at
 * most 2 decimals. Letters, signs, blanks, a second point or a third decimal find no place.
 * Every text parseAmountInput reads, and every beginning of one, matches, so typing an amount
 * key by key is never refused on the way; a text that matches but is not an amount yet ('1,23',
 * '$') gets the field's message.
 */
export const AMOUNT_TYPING = /^\$?[\d,]*(?:\.\d{0,2})?$/;

/**
 * What the currency input shows on blur (spec 02 §5): the entry as USD with 2 decimals
 * ('12' -> '$12.00', '' -> '$0.00'); an unreadable entry is kept as typed, and the amount
 * validation shows its message.
 */
export function formatAmountInput(text: string): string {
  const cents = parseAmountInput(text);
  return cents === undefined ? text : formatUsd(cents);
}

/**
 * `cents × fraction` rounded down to a whole cent, computed exactly on the fraction's decimal
 * text (700 × 0.29 is 203, not 202.99999999999997). For the payoff percentage of spec 02 §5
 * "Maximum". A non-finite or negative operand gives NaN.
 */
export function centsTimesFraction(cents: number, fraction: number): number {
  const decimal = decimalOf(fraction);
  if (!decimal || decimal.negative || !Number.isFinite(cents) || cents < 0) return Number.NaN;
  const whole = BigInt(Number.isInteger(cents) ? cents : Math.round(cents));
  return Number(divideDown(whole * decimal.digits, decimal.scale));
}
