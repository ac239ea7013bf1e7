/** A branch's address line and tel: address (spec 03 §2.12: the list's phone links and directions), as tables. */
import { describe, expect, it } from 'vitest';
import { addressLine, telHref } from '../../../../src/domain/locations';

describe('addressLine', () => {
  it.each([
    [
      'a full address',
      { StreetAddress: '175 S Main St', City: 'Salt Lake City', State: 'UT', Zip: '84111' },
      '175 S Main St, Salt Lake City, UT 84111',
    ],
    ['no street', { StreetAddress: ' ', City: 'Provo', State: 'UT', Zip: '84601' }, 'Provo, UT 84601'],
    ['no zip', { StreetAddress: '1 Main', City: 'Lehi', State: 'UT', Zip: '' }, '1 Main, Lehi, UT'],
    ['only a city', { StreetAddress: '', City: 'Ogden', State: '', Zip: '' }, 'Ogden'],
  ])('%s', (_case, branch, line) => {
    expect(addressLine(branch)).toBe(line);
  });
});

describe('telHref', () => {
  it.each([
    ['(801) 555-0100', 'tel:+18015550100'],
    ['801.555.0100', 'tel:+18015550100'],
    ['1-801-555-0100', 'tel:+18015550100'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['911', 'tel:911'],
    ['', undefined],
    ['call us', undefined],
    ['+1', undefined],
  ])('%j: %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
