/**
 * The manual contact info change request (spec 03 §3): null sections, a phone form null when
 * its old number is empty, the session's names; read back into the form for the server's check.
 */
import { describe, expect, it } from 'vitest';
import {
  buildContactChangeRequest,
  cleanRequest,
  EMPTY_FORM,
  formOfRequest,
  requestProblems,
  type ContactChangeForm,
  type ContactChangeRequest,
} from '../../../../src/domain/contactChange';

const REQUESTER = { username: 'demo.borrower', personalName: 'Alex Morgan' };
const OLD = {
  addressLine1: ' 12 Harbor Way ',
  addressLine2: '',
  city: 'Salt Lake City',
  state: 'ut',
  zip: '84101',
};
const NEW = { addressLine1: '40 Canyon Rd', addressLine2: 'Apt 4', city: 'Provo', state: 'UT', zip: '84601' };
const PHONE = { old: '(801) 555-0142', new: '(385) 555-0199' };

const form = (change: Partial<ContactChangeForm>): ContactChangeForm => ({
  ...EMPTY_FORM,
  accounts: ['01-123401-9'],
  ...change,
});

describe('buildContactChangeRequest', () => {
  it.each<[string, Partial<ContactChangeForm>, Partial<ContactChangeRequest>]>([
    [
      'an address change: both addresses cleaned, no phones',
      { changeAddress: true, oldAddress: OLD, newAddress: NEW, phone1: PHONE },
      {
        OldAddress: { Address1: '12 Harbor Way', Address2: '', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
        NewAddress: { Address1: '40 Canyon Rd', Address2: 'Apt 4', City: 'Provo', State: 'UT', ZipCode: '84601' },
        PhoneNumber1: null,
        PhoneNumber2: null,
      },
    ],
    [
      'a phone change: the second form null with its old number empty, no addresses',
      { changePhone: true, phone1: PHONE, oldAddress: OLD },
      {
        OldAddress: null,
        NewAddress: null,
        PhoneNumber1: { OldPhoneNumber: '(801) 555-0142', NewPhoneNumber: '(385) 555-0199' },
        PhoneNumber2: null,
      },
    ],
    [
      'the second phone form only',
      { changePhone: true, phone2: PHONE },
      { OldAddress: null, NewAddress: null, PhoneNumber1: null, PhoneNumber2: { OldPhoneNumber: '(801) 555-0142', NewPhoneNumber: '(385) 555-0199' } },
    ],
  ])('%s', (_name, change, expected) => {
    expect(buildContactChangeRequest(form(change), REQUESTER)).toEqual({
      AccountNumbers: ['01-123401-9'],
      UserName: 'demo.borrower',
      FirstName: 'Alex Morgan',
      ...expected,
    });
  }); // prettier-ignore

  it('sends each ticked account once', () => {
    const request = buildContactChangeRequest(
      form({ accounts: ['01-123401-9', '01-123400-1', '01-123401-9'], changePhone: true, phone1: PHONE }),
      REQUESTER,
    );
    expect(request.AccountNumbers).toEqual(['01-123401-9', '01-123400-1']);
  });
});

describe('the request held to the form’s rules', () => {
  const valid = buildContactChangeRequest(
    form({ changeAddress: true, changePhone: true, oldAddress: OLD, newAddress: NEW, phone1: PHONE }),
    REQUESTER,
  );

  it('reads a built request back into its form', () => {
    expect(buildContactChangeRequest(formOfRequest(valid), REQUESTER)).toEqual(valid);
    expect(requestProblems(valid)).toEqual([]);
  });

  it.each<[string, Partial<ContactChangeRequest>, string[]]>([
    ['no account', { AccountNumbers: [] }, ['accounts NoAccount']],
    ['no section', { OldAddress: null, NewAddress: null, PhoneNumber1: null }, ['sections NoChange']],
    ['a new address without the old one', { OldAddress: null },
      ['oldAddress.addressLine1 Required', 'oldAddress.city Required', 'oldAddress.state Required', 'oldAddress.zip Required']],
    ['a zip of 6 digits', { NewAddress: { ...valid.NewAddress!, ZipCode: '846011' } }, ['newAddress.zip ZipTooLong']],
    ['a state not in the list', { NewAddress: { ...valid.NewAddress!, State: 'ZZ' } }, ['newAddress.state StateInvalid']],
    ['a phone without the mask', { PhoneNumber1: { OldPhoneNumber: '8015550142', NewPhoneNumber: '(385) 555-0199' } },
      ['phone1.old PhoneInvalid']],
    ['an old phone number only', { PhoneNumber2: { OldPhoneNumber: '(801) 555-0142', NewPhoneNumber: '' } },
      ['phone2.new NewPhoneMissing']],
    ['a new phone number only', { PhoneNumber2: { OldPhoneNumber: '', NewPhoneNumber: '(801) 555-0142' } },
      ['phone2.old OldPhoneMissing']],
  ])('finds %s', (_name, change, expected) => {
    const problems = requestProblems({ ...valid, ...change }).map(({ where, problem }) => `${where} ${problem}`);
    expect(problems).toEqual(expected);
  }); // prettier-ignore

  it('records the request cleaned, with the requester the server knows', () => {
    const typed = {
      ...valid,
      NewAddress: { ...valid.NewAddress!, Address1: ' 40  Canyon <Rd> ' },
      UserName: 'someone',
    };
    const recorded = cleanRequest(typed, { username: 'demo.borrower', personalName: 'Alex' });
    expect(recorded.NewAddress!.Address1).toBe('40 Canyon Rd');
    expect(recorded.UserName).toBe('demo.borrower');
    expect(recorded.FirstName).toBe('Alex');
  });
});
