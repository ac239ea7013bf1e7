/**
 * New ACH (bank transfer) form validation (spec 02 §5 "ACH owner name" … "Confirm account
 * number", limits: routing number 9 digits, account number up to 17 digits). The ABA checksum of
 * the routing number comes from the issue, not the spec. Pure: no lookups (the optional bank
 * pre-check is the caller's).
 *
 * Every failure is a key naming the rule; the spec's wording is in a comment beside the key.
 */
import type { PaymentOptions } from './options';

export type OwnerNameKey =
  | 'paymentAch.ownerNameRequired' // 'Owner Name is required'
  | 'paymentAch.ownerNameInvalid'; // 'Owner Name is invalid'

export type RoutingNumberKey =
  | 'paymentAch.routingNumberRequired' // 'Routing Number is required'
  | 'paymentAch.routingNumberInvalid' // 'Routing Number is invalid' (not exactly 9 digits)
  | 'paymentAch.routingNumberChecksum'; // 'Routing Number is invalid' (ABA checksum, from the issue)

export type AccountNumberKey =
  | 'paymentAch.accountNumberRequired'
  // The four below: 'Please contact your bank to confirm your bank account information'
  | 'paymentAch.accountNumberInvalid' // not digits only
  | 'paymentAch.accountNumberTooLong' // more than 17 digits
  | 'paymentAch.accountNumberAllZeros'
  | 'paymentAch.accountNumberAllSame';

export type ConfirmAccountNumberKey =
  'paymentAch.confirmAccountNumberRequired' | 'paymentAch.accountNumbersDoNotMatch'; // 'Account Numbers Do Not Match'

export type AchErrorKey = OwnerNameKey | RoutingNumberKey | AccountNumberKey | ConfirmAccountNumberKey;

export type AchAccountType = 'Checking' | 'Savings';

/** The bank account types offered: Checking, and Savings when the institution accepts it. */
export function achAccountTypes(options: Pick<PaymentOptions, 'AllowSavingsAccounts'>): AchAccountType[] {
  return options.AllowSavingsAccounts ? ['Checking', 'Savings'] : ['Checking'];
}

/**
 * The optional bank pre-check (spec 02 §5, §7 GET /api/ACHRoutingData): a lookup answer that
 * does not find the bank makes the routing number invalid; no answer (yet) is no verdict.
 */
export function routingLookupError(
  answer: { BankExists?: boolean } | undefined,
): 'paymentAch.routingNumberUnknownBank' | undefined {
  return answer && answer.BankExists === false ? 'paymentAch.routingNumberUnknownBank' : undefined;
}

/** The pause before the routing number is looked up, once 9 digits are entered (spec 02 §9). */
export const ROUTING_LOOKUP_DELAY_MS = 300;

export const ROUTING_NUMBER_LENGTH = 9;
export const ACCOUNT_NUMBER_MAX_LENGTH = 17;

/**
 * The owner name: required; letters, dots, apostrophes and dashes; at least two words (split by
 * single spaces, each with a letter); no non-letter character (space included) twice in a row.
 */
export function ownerNameError(value: string): OwnerNameKey | undefined {
  const name = value.trim();
  if (name === '') return 'paymentAch.ownerNameRequired';
  if (!/^[\p{L} .'-]+$/u.test(name)) return 'paymentAch.ownerNameInvalid';
  if (/([^\p{L}])\1/u.test(name)) return 'paymentAch.ownerNameInvalid';
  const words = name.split(' ');
  if (words.length < 2 || !words.every((word) => /\p{L}/u.test(word))) return 'paymentAch.ownerNameInvalid';
  return undefined;
}

/** Whether 9 digits pass the ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function abaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** The routing number: required, exactly 9 digits, then the ABA checksum. */
export function routingNumberError(value: string): RoutingNumberKey | undefined {
  if (value.trim() === '') return 'paymentAch.routingNumberRequired';
  if (!/^\d{9}$/.test(value)) return 'paymentAch.routingNumberInvalid';
  return abaChecksumValid(value) ? undefined : 'paymentAch.routingNumberChecksum';
}

/** What the account number field keeps on blur: its digits only. */
export function stripAccountNumber(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The account number: required; digits only; 1 to 17 digits; not all zeros; not all the same
 * digit (a single digit other than 0 is accepted, since 1 digit is a valid length).
 */
export function accountNumberError(value: string): AccountNumberKey | undefined {
  if (value.trim() === '') return 'paymentAch.accountNumberRequired';
  if (!/^\d+$/.test(value)) return 'paymentAch.accountNumberInvalid';
  if (value.length > ACCOUNT_NUMBER_MAX_LENGTH) return 'paymentAch.accountNumberTooLong';
  if (/^0+$/.test(value)) return 'paymentAch.accountNumberAllZeros';
  if (value.length > 1 && /^(\d)\1+$/.test(value)) return 'paymentAch.accountNumberAllSame';
  return undefined;
}

/** The confirmation: required and equal to the account number; no rule when hidden by setting. */
export function confirmAccountNumberError(
  accountNumber: string,
  confirmation: string,
  shown = true,
): ConfirmAccountNumberKey | undefined {
  if (!shown) return undefined;
  if (confirmation.trim() === '') return 'paymentAch.confirmAccountNumberRequired';
  return confirmation === accountNumber ? undefined : 'paymentAch.accountNumbersDoNotMatch';
}

/** The new ACH form (spec 02 §3 "New ACH form"), account type aside. */
export interface AchForm {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ownerName: string;
}

export type AchErrors = Partial<Record<keyof AchForm, AchErrorKey>>;

/** Every failing field of the ACH form with its first failing rule; {} when the form is valid. */
export function achFormErrors(form: AchForm, confirmShown = true): AchErrors {
  const found: AchErrors = {
    routingNumber: routingNumberError(form.routingNumber),
    accountNumber: accountNumberError(form.accountNumber),
    confirmAccountNumber: confirmAccountNumberError(
      form.accountNumber,
      form.confirmAccountNumber,
      confirmShown,
    ),
    ownerName: ownerNameError(form.ownerName),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key !== undefined)) as AchErrors;
}
