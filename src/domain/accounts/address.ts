/**
 * The loan's mailing address rules (spec 03 §5, §8, §9): input sanitising, the state list,
 * the lengths, the P.O. box refusal and the zip/city check against a zip table. Pure: the
 * portal's form and the reference server (Account/UpdateAddress) read the same rules.
 */

/** The address as the loan screen edits it (schemas/api/loans.json Address). */
export interface MailingAddress {
  Address1: string;
  City: string;
  State: string;
  ZipCode: string;
}

/** Why an address cannot be saved: the ErrorMessage codes of UpdateAddress (loans.json AddressRefusalCode). */
export type AddressProblem =
  | 'AddressRequired'
  | 'AddressTooLong'
  | 'ContainsPOBox'
  | 'CityRequired'
  | 'CityTooLong'
  | 'StateRequired'
  | 'ZipRequired'
  | 'ZipInvalid'
  | 'ZipCityNoMatch';

/** Spec 03 §9. */
export const ADDRESS1_MAX_LENGTH = 45;
export const CITY_MAX_LENGTH = 20;
export const ZIP_LENGTH = 5;

/** The states offered (two-letter postal codes): the 50 states and the District of Columbia. */
export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
]; // prettier-ignore

/** Zip code to the cities it serves. */
export type ZipCities = Readonly<Record<string, readonly string[]>>;

/** Street text as typed: letters, digits, spaces and . , # ' / - only; runs of spaces become one. */
export function sanitiseAddressLine(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 .,#'/-]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +/, '');
}

/** City text as typed: letters, spaces and . ' - only; runs of spaces become one. */
export function sanitiseCity(text: string): string {
  return text
    .replace(/[^A-Za-z .'-]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +/, '');
}

/** Zip code as typed: digits only, at most 5. */
export function sanitiseZip(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** The address as it is saved: each field sanitised and trimmed, the state upper-cased. */
export function cleanAddress(address: MailingAddress): MailingAddress {
  return {
    Address1: sanitiseAddressLine(address.Address1).trim(),
    City: sanitiseCity(address.City).trim(),
    State: address.State.trim().toUpperCase(),
    ZipCode: address.ZipCode.trim(),
  };
}

/** P.O. Box, PO Box, P O Box, Post Office Box, POB 12, Box 12 at the start. */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?\s+\d|^box\s+\d)/i;

export function containsPoBox(line: string): boolean {
  return PO_BOX.test(line.trim());
}

function sameCity(a: string, b: string): boolean {
  const key = (city: string) => city.toLowerCase().replace(/[^a-z]/g, '');
  return key(a) === key(b);
}

/** Whether the zip table lists the city under the zip (an unknown zip matches no city). */
export function zipMatchesCity(zip: string, city: string, table: ZipCities): boolean {
  return (table[zip] ?? []).some((known) => sameCity(known, city));
}

/** The first rule a (cleaned) address breaks, in the order of the form's fields, or undefined. */
export function addressProblem(address: MailingAddress, table: ZipCities): AddressProblem | undefined {
  const { Address1, City, State, ZipCode } = address;
  if (Address1 === '') return 'AddressRequired';
  if (Address1.length > ADDRESS1_MAX_LENGTH) return 'AddressTooLong';
  if (containsPoBox(Address1)) return 'ContainsPOBox';
  if (City === '') return 'CityRequired';
  if (City.length > CITY_MAX_LENGTH) return 'CityTooLong';
  if (!US_STATES.includes(State)) return 'StateRequired';
  if (ZipCode === '') return 'ZipRequired';
  if (!/^\d{5}$/.test(ZipCode)) return 'ZipInvalid';
  if (!zipMatchesCity(ZipCode, City, table)) return 'ZipCityNoMatch';
  return undefined;
}
