/**
 * The contact info change form's rules (spec 03 §4, §5, §9): the old and new address forms
 * (addressLine1, city, state and a 5-digit zip required, addressLine2 optional), the two phone
 * pairs (each number exactly 14 characters in the mask (999) 999-9999, old and new both or
 * neither), at least one account and at least one of the address or phone sections. Pure:
 * the portal's form shows these problems and the reference server (ManualChangeContactInfo)
 * refuses a request that has any (request.ts).
 */
import {
  ADDRESS1_MAX_LENGTH,
  CITY_MAX_LENGTH,
  sanitiseAddressLine,
  sanitiseCity,
  sanitiseZip,
  ZIP_LENGTH,
} from '../accounts/address';
import { isStateCode } from './states';

/** One address form as typed. */
export interface ContactAddress {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

export type AddressFieldName = keyof ContactAddress;

/** One phone form: the old and the new number as shown, (999) 999-9999. */
export interface PhonePair {
  old: string;
  new: string;
}

export type PhoneFieldName = keyof PhonePair;

export interface ContactChangeForm {
  /** The ticked account numbers. */
  accounts: readonly string[];
  changeAddress: boolean;
  changePhone: boolean;
  oldAddress: ContactAddress;
  newAddress: ContactAddress;
  phone1: PhonePair;
  phone2: PhonePair;
}

/** Spec 03 §9: phone mask length 14, as the phone mask (widgets' MASK_PRESETS.phone) shows it. */
export const PHONE_LENGTH = 14;
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

export const EMPTY_ADDRESS: ContactAddress = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
};
export const EMPTY_PHONES: PhonePair = { old: '', new: '' };

/** The form as it opens (and as it resets after a request): nothing ticked, both sections off. */
export const EMPTY_FORM: ContactChangeForm = {
  accounts: [],
  changeAddress: false,
  changePhone: false,
  oldAddress: EMPTY_ADDRESS,
  newAddress: EMPTY_ADDRESS,
  phone1: EMPTY_PHONES,
  phone2: EMPTY_PHONES,
};

/** What is wrong with a part of the form; the server's 400 names these too. */
export type ContactChangeProblem =
  | 'Required'
  | 'AddressTooLong'
  | 'CityTooLong'
  | 'StateInvalid'
  | 'ZipTooShort'
  | 'ZipTooLong'
  | 'PhoneInvalid'
  | 'OldPhoneMissing'
  | 'NewPhoneMissing'
  | 'PhonesMissing'
  | 'NoAccount'
  | 'NoChange';

/** The settings key of each problem's message (group requestChange). */
export const PROBLEM_KEYS: Readonly<Record<ContactChangeProblem, string>> = {
  Required: 'requestChange.required',
  AddressTooLong: 'requestChange.addressTooLong',
  CityTooLong: 'requestChange.cityTooLong',
  StateInvalid: 'requestChange.required',
  ZipTooShort: 'requestChange.zipTooShort',
  ZipTooLong: 'requestChange.zipTooLong',
  PhoneInvalid: 'requestChange.phoneInvalid',
  OldPhoneMissing: 'requestChange.oldPhoneMissing',
  NewPhoneMissing: 'requestChange.newPhoneMissing',
  PhonesMissing: 'requestChange.phonesMissing',
  NoAccount: 'requestChange.accountRequired',
  NoChange: 'requestChange.changeRequired',
};

/** How each address field is cleaned as typed: the loan address's sanitising, the zip digits only, cut to 5. */
export const SANITISE_ADDRESS: Readonly<Record<AddressFieldName, (text: string) => string>> = {
  addressLine1: sanitiseAddressLine,
  addressLine2: sanitiseAddressLine,
  city: sanitiseCity,
  state: (text) => text,
  zip: sanitiseZip,
};

/** Field limits of the address forms (the loan address's, spec 03 §9). */
export const ADDRESS_MAX_LENGTHS: Readonly<Record<Exclude<AddressFieldName, 'state'>, number>> = {
  addressLine1: ADDRESS1_MAX_LENGTH,
  addressLine2: ADDRESS1_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  zip: ZIP_LENGTH,
};

export type AddressProblems = Partial<Record<AddressFieldName, ContactChangeProblem>>;
export type PhoneProblems = Partial<Record<PhoneFieldName, ContactChangeProblem>>;

/** Each address field's problem (addressLine2 is optional), judged on the trimmed text. */
export function addressProblems(address: ContactAddress): AddressProblems {
  const line1 = address.addressLine1.trim();
  const line2 = address.addressLine2.trim();
  const city = address.city.trim();
  const zip = address.zip.trim();
  const problems: AddressProblems = {};
  if (line1 === '') problems.addressLine1 = 'Required';
  else if (line1.length > ADDRESS1_MAX_LENGTH) problems.addressLine1 = 'AddressTooLong';
  if (line2.length > ADDRESS1_MAX_LENGTH) problems.addressLine2 = 'AddressTooLong';
  if (city === '') problems.city = 'Required';
  else if (city.length > CITY_MAX_LENGTH) problems.city = 'CityTooLong';
  if (address.state === '') problems.state = 'Required';
  else if (!isStateCode(address.state)) problems.state = 'StateInvalid';
  if (zip === '') problems.zip = 'Required';
  else if (/^\d+$/.test(zip) && zip.length > ZIP_LENGTH) problems.zip = 'ZipTooLong';
  else if (!/^\d{5}$/.test(zip)) problems.zip = 'ZipTooShort';
  return problems;
}

export function isPhoneNumber(text: string): boolean {
  return text.length === PHONE_LENGTH && PHONE.test(text);
}

/** A phone form's problems: a number not complete in the mask, or one number without the other. */
export function phonePairProblems(pair: PhonePair): PhoneProblems {
  const problems: PhoneProblems = {};
  if (pair.old !== '' && !isPhoneNumber(pair.old)) problems.old = 'PhoneInvalid';
  if (pair.new !== '' && !isPhoneNumber(pair.new)) problems.new = 'PhoneInvalid';
  if (pair.old === '' && pair.new !== '') problems.old = 'OldPhoneMissing';
  if (pair.new === '' && pair.old !== '') problems.new = 'NewPhoneMissing';
  return problems;
}

function isEmptyPair(pair: PhonePair): boolean {
  return pair.old === '' && pair.new === '';
}

/** Every problem of the form; the sections switched off have none. */
export interface ContactChangeProblems {
  accounts?: ContactChangeProblem;
  /** Neither the address nor the phone section is on. */
  sections?: ContactChangeProblem;
  oldAddress: AddressProblems;
  newAddress: AddressProblems;
  phone1: PhoneProblems;
  phone2: PhoneProblems;
  /** The phone section is on with both forms empty. */
  phones?: ContactChangeProblem;
}

export function contactChangeProblems(form: ContactChangeForm): ContactChangeProblems {
  const { changeAddress, changePhone } = form;
  return {
    accounts: form.accounts.length === 0 ? 'NoAccount' : undefined,
    sections: !changeAddress && !changePhone ? 'NoChange' : undefined,
    oldAddress: changeAddress ? addressProblems(form.oldAddress) : {},
    newAddress: changeAddress ? addressProblems(form.newAddress) : {},
    phone1: changePhone ? phonePairProblems(form.phone1) : {},
    phone2: changePhone ? phonePairProblems(form.phone2) : {},
    phones: changePhone && isEmptyPair(form.phone1) && isEmptyPair(form.phone2) ? 'PhonesMissing' : undefined,
  };
}

/** The problems as a list of where and what (oldAddress.zip ZipTooShort …), empty when the form may be sent. */
export function problemList(
  problems: ContactChangeProblems,
): { where: string; problem: ContactChangeProblem }[] {
  const list: { where: string; problem: ContactChangeProblem }[] = [];
  for (const [where, value] of Object.entries(problems)) {
    if (typeof value === 'string') list.push({ where, problem: value as ContactChangeProblem });
    else if (value && typeof value === 'object')
      for (const [field, problem] of Object.entries(value as Record<string, ContactChangeProblem>))
        list.push({ where: `${where}.${field}`, problem });
  }
  return list;
}

export function isContactChangeValid(form: ContactChangeForm): boolean {
  return problemList(contactChangeProblems(form)).length === 0;
}
