/** src/domain/registration/payload.ts: the registration payload of spec 01 §3 from the wizard's values (§5 rules). */
import { describe, expect, it } from 'vitest';
import type { AccountNumberLayout } from '../../../../src/domain/accounts/accountNumber';
import {
  accountLayouts,
  accountTypeOf,
  fitsAccountNumberLayout,
  receivedPayload,
  registrationPayload,
  type PayloadInput,
} from '../../../../src/domain/registration';

const LOAN: AccountNumberLayout = { office: 2, account: 6, checkDigits: 1 };
const DEPOSIT: AccountNumberLayout = { office: 3, account: 7, checkDigits: 2 };

const PERSONAL = {
  accountType: 'Loan',
  accountNumber: '011234567',
  firstName: 'Sam',
  middleName: 'Lee',
  lastName: 'Rivera',
  email: 'new.rivera@example.com',
  ssn: '987654321',
  dateOfBirth: '04/12/1985',
  zip: '84101',
  phone: '8015550142',
};
const SECURITY = {
  placeOfBirth: 'Ogden',
  driversLicense: 'D1234567',
  mothersMaiden: 'Moreno',
  question: 'In what city were you born?',
  answer: 'Ogden',
};
const LOGON = { userName: 'sam.rivera', password: 'Harbor42x', confirmPassword: 'Harbor42x' };

function input(changes: Partial<PayloadInput> = {}): PayloadInput {
  return {
    personal: PERSONAL,
    security: SECURITY,
    logon: LOGON,
    agreements: { offered: [], agreed: [] },
    layouts: { Loan: LOAN, Deposit: DEPOSIT },
    accountNumberRequired: true,
    ...changes,
  };
}

const personal = (changes: Record<string, unknown>) => input({ personal: { ...PERSONAL, ...changes } });

describe('registrationPayload', () => {
  it('maps every field of the three steps', () => {
    expect(registrationPayload(input())).toEqual({
      Agreements: [],
      UserName: 'sam.rivera',
      SecretQuestion: 'In what city were you born?',
      SecretAnswer: 'Ogden',
      AccountNumber: '01-123456-7',
      AccountType: 'Loan',
      FirstName: 'Sam',
      MiddleName: 'Lee',
      LastName: 'Rivera',
      EmailAddress: 'new.rivera@example.com',
      SSN: '987654321',
      DateOfBirth: '04/12/1985',
      Zip: '84101',
      PhoneNumber: '8015550142',
      PlaceOfBirth: 'Ogden',
      DriversLicense: 'D1234567',
      MothersMaiden: 'Moreno',
      Password: 'Harbor42x',
    });
  });

  describe('account number: dashes at the office length and before the check digits', () => {
    it.each<[string, PayloadInput, string]>([
      ['Loan layout 2-6-1', personal({ accountType: 'Loan', accountNumber: '011234567' }), '01-123456-7'],
      [
        'Deposit layout 3-7-2',
        personal({ accountType: 'Deposit', accountNumber: '123456789012' }),
        '123-4567890-12',
      ],
      ['typed with its dashes already', personal({ accountNumber: '01-123456-7' }), '01-123456-7'],
      ['typed with spaces', personal({ accountNumber: ' 01 123456 7 ' }), '01-123456-7'],
      [
        'RemoveCheckDigits: no check-digit part',
        input({
          personal: { ...PERSONAL, accountNumber: '01123456' },
          layouts: {
            Loan: { ...LOAN, removeCheckDigits: true },
            Deposit: { ...DEPOSIT, removeCheckDigits: true },
          },
        }),
        '01-123456',
      ],
      [
        'no office part: only the dash before the check digits',
        input({ layouts: { Loan: { office: 0, account: 8, checkDigits: 1 }, Deposit: DEPOSIT } }),
        '01123456-7',
      ],
      [
        'all lengths 0: no mask, digits only',
        input({
          personal: { ...PERSONAL, accountNumber: '01-1234567' },
          layouts: { Loan: { office: 0, account: 0, checkDigits: 0 }, Deposit: DEPOSIT },
        }),
        '011234567',
      ],
      ['half typed: the parts there are', personal({ accountNumber: '0112' }), '01-12'],
      [
        'not required: sent as typed (no mask, no dashes added)',
        input({ personal: { ...PERSONAL, accountNumber: '0112 34567' }, accountNumberRequired: false }),
        '0112 34567',
      ],
      [
        'not required and left empty: empty',
        input({ personal: { ...PERSONAL, accountNumber: undefined }, accountNumberRequired: false }),
        '',
      ],
    ])('%s', (_rule, given, expected) => {
      expect(registrationPayload(given).AccountNumber).toBe(expected);
    });

    it('takes the layout of the chosen type', () => {
      const typed = '123456789012';
      expect(
        registrationPayload(personal({ accountType: 'Deposit', accountNumber: typed })).AccountNumber,
      ).toBe('123-4567890-12');
      expect(registrationPayload(personal({ accountType: 'Loan', accountNumber: typed })).AccountNumber).toBe(
        '12-345678-9012',
      );
    });
  });

  it.each([
    ['Deposit', 'Deposit'],
    ['Loan', 'Loan'],
  ])('account type %s is sent as %s', (accountType, sent) => {
    expect(registrationPayload(personal({ accountType })).AccountType).toBe(sent);
  });

  it.each([
    ['SSN: digits only', { ssn: '987-65-4321' }, 'SSN', '987654321'],
    ['zip: digits only', { zip: '84101 ' }, 'Zip', '84101'],
    ['phone: digits only', { phone: '(801) 555-0142' }, 'PhoneNumber', '8015550142'],
    ['DOB: masked with slashes', { dateOfBirth: '04/12/1985' }, 'DateOfBirth', '04/12/1985'],
    ['DOB: bare 8 digits get slashes', { dateOfBirth: '04121985' }, 'DateOfBirth', '04/12/1985'],
    ['DOB: fewer than 8 digits is sent empty', { dateOfBirth: '04/12/198' }, 'DateOfBirth', ''],
    ['DOB: hidden (absent) is sent empty', { dateOfBirth: undefined }, 'DateOfBirth', ''],
    ['names are trimmed', { firstName: '  Sam ' }, 'FirstName', 'Sam'],
    ['e-mail is trimmed', { email: ' new.rivera@example.com ' }, 'EmailAddress', 'new.rivera@example.com'],
    ['a hidden name is sent empty', { middleName: undefined }, 'MiddleName', ''],
    ['a value that is not text is sent empty', { lastName: 42 }, 'LastName', ''],
  ])('%s', (_rule, changes, key, expected) => {
    expect(registrationPayload(personal(changes))[key as 'SSN']).toBe(expected);
  });

  describe('security question: the chosen one, or the custom one', () => {
    it.each([
      ['a chosen question', { useCustom: false }, 'In what city were you born?', 'Ogden'],
      ['no custom flag: the chosen question', {}, 'In what city were you born?', 'Ogden'],
      [
        'a custom question',
        { useCustom: true, customQuestion: ' Favourite river? ', customAnswer: ' Weber ' },
        'Favourite river?',
        'Weber',
      ],
      ['recovery without a question: both empty', { question: undefined, answer: undefined }, '', ''],
    ])('%s', (_rule, changes, question, answer) => {
      const payload = registrationPayload(input({ security: { ...SECURITY, ...changes } }));
      expect(payload.SecretQuestion).toBe(question);
      expect(payload.SecretAnswer).toBe(answer);
    });

    it('security fields are trimmed, hidden ones sent empty', () => {
      const payload = registrationPayload(input({ security: { placeOfBirth: ' Ogden ', question: 'Q?' } }));
      expect(payload).toMatchObject({ PlaceOfBirth: 'Ogden', DriversLicense: '', MothersMaiden: '' });
    });
  });

  describe('agreements: one entry per offered agreement, AgreedTo when ticked', () => {
    it.each<[string, PayloadInput['agreements'], { AgreedTo: boolean; AgreementType: number }[]]>([
      ['none offered', { offered: [], agreed: [] }, []],
      [
        'one offered and ticked',
        { offered: [11337], agreed: [11337] },
        [{ AgreedTo: true, AgreementType: 11337 }],
      ],
      [
        'one offered, not ticked',
        { offered: [11337], agreed: [] },
        [{ AgreedTo: false, AgreementType: 11337 }],
      ],
      [
        'two offered, the second ticked, in the offered order',
        { offered: [11339, 11337], agreed: [11337] },
        [
          { AgreedTo: false, AgreementType: 11339 },
          { AgreedTo: true, AgreementType: 11337 },
        ],
      ],
      [
        'a ticked id that was not offered is not sent',
        { offered: [11337], agreed: [11337, 11340] },
        [{ AgreedTo: true, AgreementType: 11337 }],
      ],
    ])('%s', (_rule, agreements, expected) => {
      expect(registrationPayload(input({ agreements })).Agreements).toEqual(expected);
    });
  });

  it.each([
    ['the login name is trimmed', { userName: ' sam.rivera ', password: 'x' }, 'UserName', 'sam.rivera'],
    [
      'the password is sent exactly as typed',
      { userName: 'a', password: ' Harbor42x ' },
      'Password',
      ' Harbor42x ',
    ],
    ['no password: empty', { userName: 'a' }, 'Password', ''],
  ])('%s', (_rule, logon, key, expected) => {
    expect(registrationPayload(input({ logon }))[key as 'UserName']).toBe(expected);
  });

  it('the confirmation is not sent', () => {
    expect(registrationPayload(input())).not.toHaveProperty('confirmPassword');
    expect(Object.keys(registrationPayload(input()))).toHaveLength(18);
  });
});

describe('accountTypeOf', () => {
  it.each<[unknown, string]>([
    ['Deposit', 'Deposit'],
    ['Loan', 'Loan'],
    [undefined, 'Loan'],
  ])('%j -> %s', (value, type) => {
    expect(accountTypeOf(value)).toBe(type);
  });
});

describe('accountLayouts: the layouts of both types from the institution options', () => {
  const OPTIONS = {
    LoanOfficeLength: 2,
    LoanAccountLength: 6,
    LoanCheckDigitLength: 1,
    DepositOfficeLength: 3,
    DepositAccountLength: 7,
    DepositCheckDigitLength: 2,
  };

  it.each<[string, Record<string, unknown>, ReturnType<typeof accountLayouts>]>([
    [
      'each type from its own lengths',
      OPTIONS,
      {
        Loan: { office: 2, account: 6, checkDigits: 1, removeCheckDigits: false },
        Deposit: { office: 3, account: 7, checkDigits: 2, removeCheckDigits: false },
      },
    ],
    [
      'RemoveCheckDigits applies to both',
      { ...OPTIONS, RemoveCheckDigits: true },
      {
        Loan: { office: 2, account: 6, checkDigits: 1, removeCheckDigits: true },
        Deposit: { office: 3, account: 7, checkDigits: 2, removeCheckDigits: true },
      },
    ],
    [
      'missing lengths are 0',
      {},
      {
        Loan: { office: 0, account: 0, checkDigits: 0, removeCheckDigits: false },
        Deposit: { office: 0, account: 0, checkDigits: 0, removeCheckDigits: false },
      },
    ],
    [
      'lengths that are not numbers are 0; a RemoveCheckDigits that is not true is off',
      { LoanOfficeLength: '2', DepositAccountLength: null, RemoveCheckDigits: 'true' },
      {
        Loan: { office: 0, account: 0, checkDigits: 0, removeCheckDigits: false },
        Deposit: { office: 0, account: 0, checkDigits: 0, removeCheckDigits: false },
      },
    ],
  ])('%s', (_rule, options, expected) => {
    expect(accountLayouts(options)).toEqual(expected);
  });
});

describe('receivedPayload: a payload as the server receives it (hidden fields may be left out)', () => {
  it('keeps every field that was sent', () => {
    const sent = registrationPayload(input());
    expect(receivedPayload(sent)).toEqual(sent);
  });

  it('reads the fields left out as empty', () => {
    const sent = { UserName: 'sam.rivera', AccountType: 'Deposit' as const, SSN: '987654321' };
    expect(receivedPayload(sent)).toEqual({
      Agreements: [],
      UserName: 'sam.rivera',
      SecretQuestion: '',
      SecretAnswer: '',
      AccountNumber: '',
      AccountType: 'Deposit',
      FirstName: '',
      MiddleName: '',
      LastName: '',
      EmailAddress: '',
      SSN: '987654321',
      DateOfBirth: '',
      Zip: '',
      PhoneNumber: '',
      PlaceOfBirth: '',
      DriversLicense: '',
      MothersMaiden: '',
      Password: '',
    });
  });

  it('has the shape registrationPayload sends', () => {
    expect(Object.keys(receivedPayload({})).sort()).toEqual(Object.keys(registrationPayload(input())).sort());
  });
});

describe('fitsAccountNumberLayout: the AccountNumber a payload carries against the layout', () => {
  it.each<[string, string, AccountNumberLayout, boolean]>([
    ['the whole number with its dashes', '01-123456-7', LOAN, true],
    ['what registrationPayload sends for a whole number', '123-4567890-12', DEPOSIT, true],
    ['without dashes', '011234567', LOAN, false],
    ['one digit short', '01-12345-7', LOAN, false],
    ['one digit too many', '01-123456-78', LOAN, false],
    ['half typed', '01-12', LOAN, false],
    ['a letter', '01-12345a-7', LOAN, false],
    ['RemoveCheckDigits: without the check digits', '01-123456', { ...LOAN, removeCheckDigits: true }, true],
    ['RemoveCheckDigits: with them', '01-123456-7', { ...LOAN, removeCheckDigits: true }, false],
    ['no lengths: any digits', '011234567', { office: 0, account: 0, checkDigits: 0 }, true],
    ['no lengths: digits and dashes', '01-1234-567', { office: 0, account: 0, checkDigits: 0 }, true],
    ['no lengths: a leading dash', '-0112', { office: 0, account: 0, checkDigits: 0 }, false],
    ['no lengths: empty', '', { office: 0, account: 0, checkDigits: 0 }, false],
  ])('%s: %j', (_case, number, layout, fits) => {
    expect(fitsAccountNumberLayout(number, layout)).toBe(fits);
  });
});
