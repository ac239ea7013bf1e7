/**
 * The profile's phones (spec 01 §4 Phones, §5 personal information, §9): at most two, 10 digits
 * each (shown 000-000-0000), phone 1 required, one primary (the toggles are mutually exclusive,
 * phone 2's only once phone 2 is valid), an empty second phone added when only one exists, and
 * the texting opt-ins (all off clears the text alerts). Pure: the portal's form and the
 * reference server (UpdateProfile) read the same rules.
 */

/** A phone as the form edits it and the API sends it (schemas/api/profile.json PhoneNumberUpdate). */
export interface ProfilePhone {
  PhoneNumber: string;
  Primary: boolean;
  OptInToTexting: boolean;
}

/** Why a list of phones cannot be saved (profile.json PersonalInfoRefusalCode). */
export type PhonesProblem = 'PhoneRequired' | 'PhoneInvalid' | 'PrimaryRequired' | 'PrimaryNotUnique';

export const PHONE_DIGITS = 10;
export const MAX_PHONES = 2;

/** The digits of a phone as typed: (801) 555-0100 and 801-555-0100 are 8015550100. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export function isValidPhone(text: string): boolean {
  return phoneDigits(text).length === PHONE_DIGITS;
}

/** 000-000-0000 for 10 digits; anything else as typed. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  return digits.length === PHONE_DIGITS
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : text;
}

const EMPTY_PHONE: ProfilePhone = { PhoneNumber: '', Primary: false, OptInToTexting: false };

/** The form's phones: the loaded ones, with an empty second phone when fewer than two exist (at most two). */
export function phonesForForm(phones: readonly ProfilePhone[]): ProfilePhone[] {
  const kept = phones.slice(0, MAX_PHONES).map((phone) => ({ ...phone }));
  while (kept.length < MAX_PHONES) kept.push({ ...EMPTY_PHONE });
  return kept;
}

/** Whether the phone at `index` may be made primary: phone 1 always, phone 2 once present and valid. */
export function canBePrimary(phones: readonly ProfilePhone[], index: number): boolean {
  if (index === 0) return true;
  const phone = phones[index];
  return phone !== undefined && isValidPhone(phone.PhoneNumber);
}

/** Turns a primary toggle: on sets the others off (mutually exclusive); off leaves the others as they are. */
export function setPrimary(phones: readonly ProfilePhone[], index: number, on: boolean): ProfilePhone[] {
  return phones.map((phone, at) =>
    at === index ? { ...phone, Primary: on } : on ? { ...phone, Primary: false } : { ...phone },
  );
}

/** The phones to save: those with digits, as digits; the form's empty second phone is left out. */
export function phonesToSave(phones: readonly ProfilePhone[]): ProfilePhone[] {
  return phones
    .filter((phone) => phoneDigits(phone.PhoneNumber) !== '')
    .map((phone) => ({
      PhoneNumber: phoneDigits(phone.PhoneNumber),
      Primary: phone.Primary,
      OptInToTexting: phone.OptInToTexting,
    }));
}

/** The first rule the phones to save break (phonesToSave first), or undefined. */
export function phonesProblem(phones: readonly ProfilePhone[]): PhonesProblem | undefined {
  if (phones.length === 0) return 'PhoneRequired';
  if (phones.some((phone) => !isValidPhone(phone.PhoneNumber))) return 'PhoneInvalid';
  const primaries = phones.filter((phone) => phone.Primary).length;
  if (primaries === 0) return 'PrimaryRequired';
  if (primaries > 1) return 'PrimaryNotUnique';
  return undefined;
}

export function anyTexting(phones: readonly ProfilePhone[]): boolean {
  return phones.some((phone) => phone.OptInToTexting && phoneDigits(phone.PhoneNumber) !== '');
}

/** Texting was on for some phone and the edit turns it off for all: the user's text alerts are cleared. */
export function textingTurnedOff(before: readonly ProfilePhone[], after: readonly ProfilePhone[]): boolean {
  return anyTexting(before) && !anyTexting(after);
}

/** Phones exist and none is opted in to texting: Notifications' textingNotAgreed (spec 01 §4). */
export function textingNotAgreed(phones: readonly ProfilePhone[]): boolean {
  return phones.some((phone) => phoneDigits(phone.PhoneNumber) !== '') && !anyTexting(phones);
}
