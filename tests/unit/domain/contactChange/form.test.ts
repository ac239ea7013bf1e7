/**
 * The contact info change form's rules (spec 03 §5): each address field's problem, each phone
 * form's, the section and account rules, and the settings key of every problem.
 */
import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  changeableAccountNumbers,
  contactChangeProblems,
  EMPTY_FORM,
  isContactChangeValid,
  isPhoneNumber,
  phonePairProblems,
  problemList,
  PROBLEM_KEYS,
  SANITISE_ADDRESS,
  STATE_CHOICES,
  type ContactAddress,
  type ContactChangeForm,
  type PhonePair,
} from '../../../../src/domain/contactChange';

const ADDRESS: ContactAddress = {
  addressLine1: '12 Harbor Way',
  addressLine2: '',
  city: 'Salt Lake City',
  state: 'UT',
  zip: '84101',
};
const FORM: ContactChangeForm = {
  ...EMPTY_FORM,
  accounts: ['01-123401-9'],
  changeAddress: true,
  oldAddress: ADDRESS,
  newAddress: { ...ADDRESS, addressLine1: '40 Canyon Rd', city: 'Provo', zip: '84601' },
};

describe('addressProblems', () => {
  it.each<[string, Partial<ContactAddress>, ReturnType<typeof addressProblems>]>([
    ['a complete address', {}, {}],
    ['a second line', { addressLine2: 'Apt 4' }, {}],
    ['no first line', { addressLine1: '  ' }, { addressLine1: 'Required' }],
    ['a first line of 46', { addressLine1: 'a'.repeat(46) }, { addressLine1: 'AddressTooLong' }],
    ['a second line of 46', { addressLine2: 'a'.repeat(46) }, { addressLine2: 'AddressTooLong' }],
    ['no city', { city: '' }, { city: 'Required' }],
    ['a city of 21', { city: 'a'.repeat(21) }, { city: 'CityTooLong' }],
    ['no state', { state: '' }, { state: 'Required' }],
    ['a state not in the list', { state: 'XX' }, { state: 'StateInvalid' }],
    ['no zip', { zip: '' }, { zip: 'Required' }],
    ['a zip of 4 digits', { zip: '8410' }, { zip: 'ZipTooShort' }],
    ['a zip of 6 digits', { zip: '841011' }, { zip: 'ZipTooLong' }],
    ['a zip with a letter', { zip: '8410a' }, { zip: 'ZipTooShort' }],
    ['everything missing', { addressLine1: '', city: '', state: '', zip: '' },
      { addressLine1: 'Required', city: 'Required', state: 'Required', zip: 'Required' }],
  ])('%s', (_name, change, expected) => {
    expect(addressProblems({ ...ADDRESS, ...change })).toEqual(expected);
  }); // prettier-ignore
});

describe('phonePairProblems: each number 14 characters in (999) 999-9999, both or neither', () => {
  it.each<[string, PhonePair, ReturnType<typeof phonePairProblems>]>([
    ['both empty', { old: '', new: '' }, {}],
    ['both complete', { old: '(801) 555-0142', new: '(385) 555-0199' }, {}],
    ['an incomplete old number', { old: '(801) 555-01', new: '(385) 555-0199' }, { old: 'PhoneInvalid' }],
    ['an incomplete new number', { old: '(801) 555-0142', new: '(385' }, { new: 'PhoneInvalid' }],
    ['digits without the mask', { old: '8015550142', new: '(385) 555-0199' }, { old: 'PhoneInvalid' }],
    ['a new number only', { old: '', new: '(385) 555-0199' }, { old: 'OldPhoneMissing' }],
    ['an old number only', { old: '(801) 555-0142', new: '' }, { new: 'NewPhoneMissing' }],
    ['an incomplete old number only', { old: '(801)', new: '' }, { old: 'PhoneInvalid', new: 'NewPhoneMissing' }],
  ])('%s', (_name, pair, expected) => {
    expect(phonePairProblems(pair)).toEqual(expected);
  }); // prettier-ignore

  it.each([
    ['(801) 555-0142', true],
    ['(801) 555-014', false],
    ['(801) 555-01422', false],
    ['801-555-0142', false],
    ['(801)555-0142 ', false],
  ])('isPhoneNumber(%j) is %s', (text, expected) => {
    expect(isPhoneNumber(text)).toBe(expected);
  });
});

describe('contactChangeProblems', () => {
  const phones: Partial<ContactChangeForm> = {
    changePhone: true,
    phone1: { old: '(801) 555-0142', new: '(385) 555-0199' },
  };
  it.each<[string, Partial<ContactChangeForm>, string[]]>([
    ['an address change for one account', {}, []],
    ['a phone change only', { changeAddress: false, ...phones }, []],
    ['a second phone form only', { changeAddress: false, changePhone: true,
      phone2: { old: '(801) 555-0142', new: '(385) 555-0199' } }, []],
    ['an address and a phone change', phones, []],
    ['no account', { accounts: [] }, ['accounts NoAccount']],
    ['neither section', { changeAddress: false }, ['sections NoChange']],
    ['the phone section with both forms empty', { changeAddress: false, changePhone: true }, ['phones PhonesMissing']],
    ['an incomplete new address', { newAddress: { ...ADDRESS, zip: '846' } }, ['newAddress.zip ZipTooShort']],
    ['an empty old address', { oldAddress: EMPTY_FORM.oldAddress },
      ['oldAddress.addressLine1 Required', 'oldAddress.city Required', 'oldAddress.state Required', 'oldAddress.zip Required']],
    ['a bad address in a section switched off', { changeAddress: false, ...phones, newAddress: { ...ADDRESS, zip: '' } }, []],
    ['a bad phone in a section switched off', { phone1: { old: '(801', new: '' } }, []],
    ['a second phone form with its new number missing', { ...phones, phone2: { old: '(801) 555-0100', new: '' } },
      ['phone2.new NewPhoneMissing']],
  ])('%s', (_name, change, expected) => {
    const form = { ...FORM, ...change };
    const found = problemList(contactChangeProblems(form)).map(({ where, problem }) => `${where} ${problem}`);
    expect(found).toEqual(expected);
    expect(isContactChangeValid(form)).toBe(expected.length === 0);
  }); // prettier-ignore

  it('the empty form has no account and no section', () => {
    expect(problemList(contactChangeProblems(EMPTY_FORM)).map(({ problem }) => problem)).toEqual([
      'NoAccount',
      'NoChange',
    ]);
  });
});

describe('the messages and the typing', () => {
  it.each(Object.entries(PROBLEM_KEYS))('%s has a requestChange key (%s)', (_problem, key) => {
    expect(key).toMatch(/^requestChange\.[a-zA-Z]+$/);
  });

  it.each<[keyof ContactAddress, string, string]>([
    ['addressLine1', '12 <Harbor>  Way', '12 Harbor Way'],
    ['addressLine2', 'Apt #4', 'Apt #4'],
    ['city', 'Pro<vo>1', 'Provo'],
    ['zip', '84a6019', '84601'],
    ['state', 'UT', 'UT'],
  ])('%s as typed: %j becomes %j', (field, typed, kept) => {
    expect(SANITISE_ADDRESS[field](typed)).toBe(kept);
  });

  it('offers the states with their names', () => {
    expect(STATE_CHOICES).toHaveLength(51);
    expect(STATE_CHOICES).toContainEqual({ Value: 'UT', Description: 'Utah' });
    expect(STATE_CHOICES.every(({ Description }) => Description.length > 2)).toBe(true);
  });
});

describe('changeableAccountNumbers: the loans and lines of credit of the account list', () => {
  it('keeps their numbers in the list’s order', () => {
    expect(
      changeableAccountNumbers([
        { Number: '01-123400-1', Type: 'Loan' },
        { Number: '22-004512-0', Type: 'Deposit' },
        { Number: '01-555120-3', Type: 'LineOfCredit' },
        { Number: '31-000100-2', Type: 'Investment' },
      ]),
    ).toEqual(['01-123400-1', '01-555120-3']);
  });
});
