/** The mailing address rules (src/domain/accounts/address.ts): sanitising, the refusals in field order, the zip table. */
import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  cleanAddress,
  containsPoBox,
  sanitiseAddressLine,
  sanitiseCity,
  sanitiseZip,
  US_STATES,
  zipMatchesCity,
  type MailingAddress,
} from '../../../../src/domain/accounts/address';

const TABLE = {
  '84101': ['Salt Lake City'],
  '84601': ['Provo'],
  '84005': ['Eagle Mountain', 'Saratoga Springs'],
};
const GOOD: MailingAddress = {
  Address1: '245 E 300 S',
  City: 'Salt Lake City',
  State: 'UT',
  ZipCode: '84101',
};

describe('sanitising as typed', () => {
  it.each([
    [sanitiseAddressLine, '245 E 300 S <script>', '245 E 300 S script'],
    [sanitiseAddressLine, '  12  Main St. #4, Apt 2/B', '12 Main St. #4, Apt 2/B'],
    [sanitiseAddressLine, "O'Brien Way – 5", "O'Brien Way 5"],
    [sanitiseCity, 'Salt Lake City 9', 'Salt Lake City '],
    [sanitiseCity, "Coeur d'Alene", "Coeur d'Alene"],
    [sanitiseCity, 'St. Louis{}', 'St. Louis'],
    [sanitiseZip, '84101-1234', '84101'],
    [sanitiseZip, 'ab8 41', '841'],
  ])('%o(%j) is %j', (sanitise, typed, kept) => {
    expect(sanitise(typed)).toBe(kept);
  });

  it('cleans every field for saving: trimmed, state upper-cased', () => {
    expect(
      cleanAddress({ Address1: ' 1 Main St ', City: ' Provo ', State: 'ut ', ZipCode: ' 84601' }),
    ).toEqual({
      Address1: '1 Main St',
      City: 'Provo',
      State: 'UT',
      ZipCode: '84601',
    });
  });
});

describe('P.O. boxes', () => {
  it.each([
    ['PO Box 12', true],
    ['P.O. Box 12', true],
    ['p o box 9', true],
    ['Post Office Box 4', true],
    ['POB 77', true],
    ['Box 5', true],
    ['12 Boxwood Ln', false],
    ['245 E 300 S', false],
    ['POBox 5', true],
    ['1 Poplar Box Ct', false],
  ])('%j contains a P.O. box: %s', (line, expected) => {
    expect(containsPoBox(line)).toBe(expected);
  });
});

describe('addressProblem', () => {
  it.each<[string, Partial<MailingAddress>, string | undefined]>([
    ['a good address', {}, undefined],
    ['no street', { Address1: '' }, 'AddressRequired'],
    ['a street of 46 characters', { Address1: 'x'.repeat(46) }, 'AddressTooLong'],
    ['a street of 45 characters', { Address1: '1'.repeat(45) }, undefined],
    ['a P.O. box', { Address1: 'PO Box 12' }, 'ContainsPOBox'],
    ['no city', { City: '' }, 'CityRequired'],
    ['a city of 21 characters', { City: 'a'.repeat(21) }, 'CityTooLong'],
    ['no state', { State: '' }, 'StateRequired'],
    ['an unknown state', { State: 'ZZ' }, 'StateRequired'],
    ['no zip', { ZipCode: '' }, 'ZipRequired'],
    ['a zip of 4 digits', { ZipCode: '8410' }, 'ZipInvalid'],
    ['a zip with letters', { ZipCode: '8410a' }, 'ZipInvalid'],
    ['a city not of the zip', { City: 'Provo' }, 'ZipCityNoMatch'],
    ['a zip not in the table', { ZipCode: '10001' }, 'ZipCityNoMatch'],
    ['the city in other case and spacing', { City: 'salt lake  city' }, undefined],
    ['the second city of a zip', { City: 'Saratoga Springs', ZipCode: '84005' }, undefined],
    ['the first broken rule only', { Address1: '', City: '' }, 'AddressRequired'],
  ])('%s: %s', (_name, change, expected) => {
    expect(addressProblem({ ...GOOD, ...change }, TABLE)).toBe(expected);
  });

  it('offers the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
  });

  it('matches a zip and its city by letters only', () => {
    expect(zipMatchesCity('84101', 'SALT LAKE CITY', TABLE)).toBe(true);
    expect(zipMatchesCity('99999', 'Salt Lake City', TABLE)).toBe(false);
  });
});
