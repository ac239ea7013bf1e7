import { describe, expect, it } from 'vitest';
import type { MailingAddress } from '../../../../src/domain/accounts/address';
import {
  addressChanged,
  addressFieldMessages,
  addressRefusalMessage,
} from '../../../../src/domain/accounts/addressForm';

const GOOD: MailingAddress = {
  Address1: '12 Harbor Way',
  City: 'Salt Lake City',
  State: 'UT',
  ZipCode: '84101',
};

describe('addressFieldMessages: each field its own message (spec 03 §5)', () => {
  it.each<[Partial<MailingAddress>, Record<string, string>]>([
    [{}, {}],
    [{ Address1: '' }, { Address1: 'loanDetails.address1Required' }],
    [{ Address1: '   ' }, { Address1: 'loanDetails.address1Required' }],
    [{ Address1: 'x'.repeat(45) }, {}],
    [{ Address1: 'x'.repeat(46) }, { Address1: 'loanDetails.address1TooLong' }],
    [{ Address1: 'P.O. Box 12' }, { Address1: 'loanDetails.containsPOBox' }],
    [{ City: '' }, { City: 'loanDetails.cityRequired' }],
    [{ City: 'y'.repeat(20) }, {}],
    [{ City: 'y'.repeat(21) }, { City: 'loanDetails.cityTooLong' }],
    [{ State: '' }, { State: 'loanDetails.stateRequired' }],
    [{ State: 'XX' }, { State: 'loanDetails.stateRequired' }],
    [{ ZipCode: '' }, { ZipCode: 'loanDetails.zipRequired' }],
    [{ ZipCode: '8410' }, { ZipCode: 'loanDetails.zipInvalid' }],
    [
      { Address1: '', City: '', State: '', ZipCode: '' },
      {
        Address1: 'loanDetails.address1Required',
        City: 'loanDetails.cityRequired',
        State: 'loanDetails.stateRequired',
        ZipCode: 'loanDetails.zipRequired',
      },
    ],
  ])('%j -> %j', (change, expected) => {
    expect(addressFieldMessages({ ...GOOD, ...change })).toEqual(expected);
  });
});

describe('addressChanged: compares the address as it would be saved', () => {
  it.each<[Partial<MailingAddress>, boolean]>([
    [{}, false],
    [{ Address1: '12 Harbor Way ' }, false],
    [{ State: 'ut' }, false],
    [{ Address1: '14 Harbor Way' }, true],
    [{ City: 'Provo' }, true],
    [{ State: 'ID' }, true],
    [{ ZipCode: '84601' }, true],
  ])('%j -> %j', (change, expected) => {
    expect(addressChanged({ ...GOOD, ...change }, GOOD)).toBe(expected);
  });
});

describe('addressRefusalMessage: the server refusal in the catalogue’s words', () => {
  it.each<[string | undefined, { key: string; field?: string }]>([
    ['ZipCityNoMatch', { key: 'loanDetails.zipCityNoMatch', field: 'City' }],
    ['ContainsPOBox', { key: 'loanDetails.containsPOBox', field: 'Address1' }],
    ['AddressTooLong', { key: 'loanDetails.address1TooLong', field: 'Address1' }],
    ['CityRequired', { key: 'loanDetails.cityRequired', field: 'City' }],
    ['StateRequired', { key: 'loanDetails.stateRequired', field: 'State' }],
    ['ZipInvalid', { key: 'loanDetails.zipInvalid', field: 'ZipCode' }],
    ['AccountClosed', { key: 'loanDetails.saveFailed' }],
    ['Something else', { key: 'loanDetails.saveFailed' }],
    [undefined, { key: 'loanDetails.saveFailed' }],
  ])('%j -> %j', (reason, expected) => {
    expect(addressRefusalMessage(reason)).toEqual(expected);
  });
});
