/**
 * The loan screen's mailing address form (spec 03 §4, §5, §8): which message each field shows
 * (the rules of address.ts, field by field, without the zip table: the server checks zip and
 * city), whether the form has changes, and the message of the server's refusal. Pure.
 */
import {
  ADDRESS1_MAX_LENGTH,
  CITY_MAX_LENGTH,
  cleanAddress,
  containsPoBox,
  US_STATES,
  type MailingAddress,
} from './address';

export type AddressField = keyof MailingAddress;

/** The settings key of each field message and refusal (group loanDetails). */
const MESSAGE_KEYS = {
  AddressRequired: 'loanDetails.address1Required',
  AddressTooLong: 'loanDetails.address1TooLong',
  ContainsPOBox: 'loanDetails.containsPOBox',
  CityRequired: 'loanDetails.cityRequired',
  CityTooLong: 'loanDetails.cityTooLong',
  StateRequired: 'loanDetails.stateRequired',
  ZipRequired: 'loanDetails.zipRequired',
  ZipInvalid: 'loanDetails.zipInvalid',
  ZipCityNoMatch: 'loanDetails.zipCityNoMatch',
} as const;

/** Each field's message key as the form checks it, for the fields that break a rule. */
export function addressFieldMessages(address: MailingAddress): Partial<Record<AddressField, string>> {
  const { Address1, City, State, ZipCode } = cleanAddress(address);
  const messages: Partial<Record<AddressField, string>> = {};
  if (Address1 === '') messages.Address1 = MESSAGE_KEYS.AddressRequired;
  else if (Address1.length > ADDRESS1_MAX_LENGTH) messages.Address1 = MESSAGE_KEYS.AddressTooLong;
  else if (containsPoBox(Address1)) messages.Address1 = MESSAGE_KEYS.ContainsPOBox;
  if (City === '') messages.City = MESSAGE_KEYS.CityRequired;
  else if (City.length > CITY_MAX_LENGTH) messages.City = MESSAGE_KEYS.CityTooLong;
  if (!US_STATES.includes(State)) messages.State = MESSAGE_KEYS.StateRequired;
  if (ZipCode === '') messages.ZipCode = MESSAGE_KEYS.ZipRequired;
  else if (!/^\d{5}$/.test(ZipCode)) messages.ZipCode = MESSAGE_KEYS.ZipInvalid;
  return messages;
}

/** Whether the typed address differs from the saved one (as it would be saved). */
export function addressChanged(typed: MailingAddress, saved: MailingAddress): boolean {
  const a = cleanAddress(typed);
  const b = cleanAddress(saved);
  return (Object.keys(a) as AddressField[]).some((field) => a[field] !== b[field]);
}

/**
 * The message of a refused save: the refusal's own when the catalogue has one (ZipCityNoMatch,
 * ContainsPOBox and the field rules), else the general save failure (spec 03 §8).
 */
export function addressRefusalMessage(reason: string | undefined): { key: string; field?: AddressField } {
  switch (reason) {
    case 'ZipCityNoMatch':
      return { key: MESSAGE_KEYS.ZipCityNoMatch, field: 'City' };
    case 'ContainsPOBox':
    case 'AddressRequired':
    case 'AddressTooLong':
      return { key: MESSAGE_KEYS[reason], field: 'Address1' };
    case 'CityRequired':
    case 'CityTooLong':
      return { key: MESSAGE_KEYS[reason], field: 'City' };
    case 'StateRequired':
      return { key: MESSAGE_KEYS[reason], field: 'State' };
    case 'ZipRequired':
    case 'ZipInvalid':
      return { key: MESSAGE_KEYS[reason], field: 'ZipCode' };
    default:
      return { key: 'loanDetails.saveFailed' };
  }
}
