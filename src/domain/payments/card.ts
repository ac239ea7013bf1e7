/**
 * New card form validation (spec 02 §5 "Card holder first and last name" … "Zip", and the
 * limits: card 16 digits (amex 15), security code 3 (amex 4), expiry 5 characters, masks
 * 4-4-4-4 and 4-6-5). Pure: 'today' is always a parameter (YYYY-MM-DD).
 *
 * Every failure is a key naming the rule; the spec's wording, where it quotes one, is in a
 * comment beside the key.
 *
 * Amex prefixes: the spec text says "32 or 37", the issue says "34 or 37" (the real Amex
 * ranges). This module follows the issue: 34 or 37; 32 is no known type.
 */

import type { PaymentOptions } from './options';
import type { DebitCreditType } from './types';

export type CardType = 'visa' | 'amex' | 'master' | 'discover';

export const CARD_TYPES: readonly CardType[] = ['visa', 'amex', 'master', 'discover'];

type BrandOptions = Pick<PaymentOptions, 'AllowVisa' | 'AllowAmex' | 'AllowMaster' | 'AllowDiscover'>;

const BRAND_OPTION: Readonly<Record<CardType, keyof BrandOptions>> = {
  visa: 'AllowVisa',
  amex: 'AllowAmex',
  master: 'AllowMaster',
  discover: 'AllowDiscover',
};

/** The card brands the institution accepts ("each card brand" of spec 02 §6). */
export function enabledCardTypes(options: BrandOptions): CardType[] {
  return CARD_TYPES.filter((type) => options[BRAND_OPTION[type]]);
}

/**
 * The debit or credit choice of a new card: required; a credit card is refused when the
 * institution takes debit cards only ('We do not accept Credit Cards.', spec 02 §8).
 */
export function debitCreditError(
  value: DebitCreditType | '',
  options: Pick<PaymentOptions, 'DebitCardsOnly'>,
): 'paymentCard.debitCreditRequired' | 'paymentErrors.creditCardsNotAccepted' | undefined {
  if (value === '') return 'paymentCard.debitCreditRequired';
  return value === 'CreditCard' && options.DebitCardsOnly
    ? 'paymentErrors.creditCardsNotAccepted'
    : undefined;
}

export type CardNumberKey =
  | 'paymentCard.cardNumberRequired' // no wording quoted
  | 'paymentCard.cardNumberInvalid' // characters other than digits (spaces and dashes of the mask are ignored)
  | 'paymentCard.cardTypeUnsupported' // 'The card number you've entered does not appear to be a supported type.'
  | 'paymentCard.cardNumberLength' // 16 digits, 15 for amex
  | 'paymentCard.cardNumberChecksum'; // Luhn check

export type ExpirationKey =
  | 'paymentCard.expirationRequired' // 'Expiration required'
  | 'paymentCard.expirationInvalid' // 'Expiration invalid' (not MM/YY or month not 01-12)
  | 'paymentCard.expirationPast'; // 'Expiration invalid' (after the end of the expiry month)

export type SecurityCodeKey = 'paymentCard.securityCodeRequired' | 'paymentCard.securityCodeInvalid';

export type HolderNameKey =
  | 'paymentCard.nameRequired' // 'Name is required'
  | 'paymentCard.nameInvalid'; // 'Invalid'

export type AddressKey = 'paymentCard.addressRequired' | 'paymentCard.addressInvalid';

export type ZipKey = 'paymentCard.zipRequired' | 'paymentCard.zipInvalid';

export type CardErrorKey =
  CardNumberKey | ExpirationKey | SecurityCodeKey | HolderNameKey | AddressKey | ZipKey;

const between = (value: number, low: number, high: number) => value >= low && value <= high;
const prefixOf = (digits: string, length: number) =>
  digits.length >= length ? Number(digits.slice(0, length)) : Number.NaN;

/** The digits of a card number as typed or masked (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The card type by prefix: visa 4; amex 34 or 37; master 51-55 or 2221-2720; discover 6011, 65,
 * 644-649 or 622126-622925. Undefined when no prefix matches (yet).
 */
export function detectCardType(value: string): CardType | undefined {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.startsWith('4')) return 'visa';
  const two = prefixOf(digits, 2);
  if (two === 34 || two === 37) return 'amex';
  if (between(two, 51, 55) || between(prefixOf(digits, 4), 2221, 2720)) return 'master';
  if (
    digits.startsWith('6011') ||
    two === 65 ||
    between(prefixOf(digits, 3), 644, 649) ||
    between(prefixOf(digits, 6), 622126, 622925)
  ) {
    return 'discover';
  }
  return undefined;
}

/** The number of digits a card of this type has: 15 for amex, else 16. */
export function cardNumberLength(type: CardType | undefined): number {
  return type === 'amex' ? 15 : 16;
}

/** The security code length: 4 for amex, else 3. */
export function securityCodeLength(type: CardType | undefined): number {
  return type === 'amex' ? 4 : 3;
}

/** The digit groups of the mask: 4-6-5 for amex, else 4-4-4-4. */
export function cardMaskGroups(type: CardType | undefined): readonly number[] {
  return type === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
}

/** Whether a digit string passes the Luhn check (false for an empty or non-digit string). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card number as the mask shows it: the digits typed so far, cut to the type's length and
 * grouped 4-4-4-4 (amex 4-6-5), groups joined by `separator`.
 */
export function maskCardNumber(value: string, separator = ' '): string {
  const digits = value.replace(/\D/g, '');
  const type = detectCardType(digits);
  const kept = digits.slice(0, cardNumberLength(type));
  const groups: string[] = [];
  let start = 0;
  for (const size of cardMaskGroups(type)) {
    if (start >= kept.length) break;
    groups.push(kept.slice(start, start + size));
    start += size;
  }
  return groups.join(separator);
}

/**
 * The first failing card number rule, in order: required, digits only, a type enabled by
 * setting, length, Luhn. Undefined when the number is valid.
 */
export function cardNumberError(value: string, enabledTypes: readonly CardType[]): CardNumberKey | undefined {
  const digits = cardDigits(value);
  if (digits === '') return 'paymentCard.cardNumberRequired';
  if (!/^\d+$/.test(digits)) return 'paymentCard.cardNumberInvalid';
  const type = detectCardType(digits);
  if (type === undefined || !enabledTypes.includes(type)) return 'paymentCard.cardTypeUnsupported';
  if (digits.length !== cardNumberLength(type)) return 'paymentCard.cardNumberLength';
  if (!luhnValid(digits)) return 'paymentCard.cardNumberChecksum';
  return undefined;
}

/**
 * The expiration (MM/YY, exactly 5 characters, years 20YY) against `today` (YYYY-MM-DD): a card
 * is valid through the last day of its expiry month.
 */
export function expirationError(value: string, today: string): ExpirationKey | undefined {
  if (value.trim() === '') return 'paymentCard.expirationRequired';
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return 'paymentCard.expirationInvalid';
  const month = Number(match[1]);
  if (!between(month, 1, 12)) return 'paymentCard.expirationInvalid';
  const expiry = (2000 + Number(match[2])) * 12 + month;
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return expiry < current ? 'paymentCard.expirationPast' : undefined;
}

/** The security code: required, digits only, 3 digits (4 for amex). */
export function securityCodeError(value: string, type: CardType | undefined): SecurityCodeKey | undefined {
  if (value === '') return 'paymentCard.securityCodeRequired';
  return new RegExp(`^\\d{${securityCodeLength(type)}}$`).test(value)
    ? undefined
    : 'paymentCard.securityCodeInvalid';
}

/** Characters no holder name or address field may contain (spec 02 §5). */
export const FORBIDDEN_CHARACTERS = /[~<>{}^[\]]/;

/**
 * A card holder first or last name: required; letters with dots, apostrophes, dashes, commas and
 * single spaces ("letters and dots etc."); no non-letter character twice in a row; none of
 * ~ < > { } ^ [ ]; at least one letter.
 */
export function holderNameError(value: string): HolderNameKey | undefined {
  const name = value.trim();
  if (name === '') return 'paymentCard.nameRequired';
  if (FORBIDDEN_CHARACTERS.test(name)) return 'paymentCard.nameInvalid';
  if (!/^[\p{L} .,'-]+$/u.test(name) || !/\p{L}/u.test(name)) return 'paymentCard.nameInvalid';
  if (/([^\p{L}])\1/u.test(name)) return 'paymentCard.nameInvalid';
  return undefined;
}

/**
 * An address field (address1, address2, city, state): required only when `required` (the full
 * billing address setting; never for address2); never any of ~ < > { } ^ [ ].
 */
export function addressError(value: string, required: boolean): AddressKey | undefined {
  if (value.trim() === '') return required ? 'paymentCard.addressRequired' : undefined;
  return FORBIDDEN_CHARACTERS.test(value) ? 'paymentCard.addressInvalid' : undefined;
}

/** The billing zip: required, 5 digits or 5+4 (12345-6789 or 123456789). */
export function zipError(value: string): ZipKey | undefined {
  if (value.trim() === '') return 'paymentCard.zipRequired';
  return /^\d{5}(-?\d{4})?$/.test(value) ? undefined : 'paymentCard.zipInvalid';
}

/** The new card form (spec 02 §3 "New card form"). */
export interface CardForm {
  cardNumber: string;
  expiration: string;
  securityCode: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface CardOptions {
  /** The card brands switched on by the institution settings. */
  enabledTypes: readonly CardType[];
  /** The full billing address setting: address1, city and state become required. */
  requireFullAddress: boolean;
  /** YYYY-MM-DD. */
  today: string;
}

export type CardErrors = Partial<Record<keyof CardForm, CardErrorKey>>;

/** Every failing field of the card form with its first failing rule; {} when the form is valid. */
export function cardFormErrors(form: CardForm, options: CardOptions): CardErrors {
  const type = detectCardType(form.cardNumber);
  const found: CardErrors = {
    cardNumber: cardNumberError(form.cardNumber, options.enabledTypes),
    expiration: expirationError(form.expiration, options.today),
    securityCode: securityCodeError(form.securityCode, type),
    firstName: holderNameError(form.firstName),
    lastName: holderNameError(form.lastName),
    address1: addressError(form.address1, options.requireFullAddress),
    address2: addressError(form.address2, false),
    city: addressError(form.city, options.requireFullAddress),
    state: addressError(form.state, options.requireFullAddress),
    zip: zipError(form.zip),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key !== undefined)) as CardErrors;
}
