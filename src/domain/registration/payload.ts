/**
 * The registration payload (spec 01 §3) from the values of the wizard's steps: the
 * account number with its dashes inserted, the SSN's digits, the date of birth with
 * slashes (or empty), the chosen or custom security question, and one entry per
 * registration agreement saying whether it was ticked. The server reads a payload it receives
 * with the same shape and the same account number layouts.
 */
import { accountNumberMask, formatAccountNumber, type AccountNumberLayout } from '../accounts/accountNumber';
import { birthDateToSend } from './birthDate';

export type AccountType = 'Deposit' | 'Loan';

export interface RegistrationAgreement {
  AgreedTo: boolean;
  AgreementType: number;
}

export interface RegistrationPayload {
  Agreements: RegistrationAgreement[];
  UserName: string;
  SecretQuestion: string;
  SecretAnswer: string;
  AccountNumber: string;
  AccountType: AccountType;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  EmailAddress: string;
  SSN: string;
  DateOfBirth: string;
  Zip: string;
  PhoneNumber: string;
  PlaceOfBirth: string;
  DriversLicense: string;
  MothersMaiden: string;
  Password: string;
}

/** A payload as the server receives it: the fields the portal hides may be left out (schemas/api/register.json). */
export type ReceivedPayload = Partial<RegistrationPayload>;

/** A payload with nothing typed: every text empty, no agreement, the default account type. */
const NOTHING_TYPED: RegistrationPayload = {
  Agreements: [],
  UserName: '',
  SecretQuestion: '',
  SecretAnswer: '',
  AccountNumber: '',
  AccountType: 'Loan',
  FirstName: '',
  MiddleName: '',
  LastName: '',
  EmailAddress: '',
  SSN: '',
  DateOfBirth: '',
  Zip: '',
  PhoneNumber: '',
  PlaceOfBirth: '',
  DriversLicense: '',
  MothersMaiden: '',
  Password: '',
};

/** Every field of a received payload; those left out are empty. */
export function receivedPayload(received: ReceivedPayload): RegistrationPayload {
  return { ...NOTHING_TYPED, ...received };
}

type Values = Readonly<Record<string, unknown>>;

export interface PayloadInput {
  personal: Values;
  security: Values;
  logon: Values;
  /** Agreement ids (HostNum) offered at registration, and those the user ticked. */
  agreements: { offered: readonly number[]; agreed: readonly number[] };
  /** The account number layouts by account type, from the institution options. */
  layouts: Readonly<Record<AccountType, AccountNumberLayout>>;
  /** Without a required account number it is sent as typed (no mask). */
  accountNumberRequired: boolean;
}

const text = (values: Values, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string).trim() : '';
const digits = (value: string) => value.replace(/\D/g, '');

export function accountTypeOf(value: unknown): AccountType {
  return value === 'Deposit' ? 'Deposit' : 'Loan';
}

export function registrationPayload(input: PayloadInput): RegistrationPayload {
  const { personal, security, logon, agreements, layouts, accountNumberRequired } = input;
  const accountType = accountTypeOf(personal.accountType);
  const typed = text(personal, 'accountNumber');
  const custom = security.useCustom === true;
  return {
    Agreements: agreements.offered.map((id) => ({
      AgreedTo: agreements.agreed.includes(id),
      AgreementType: id,
    })),
    UserName: text(logon, 'userName'),
    SecretQuestion: text(security, custom ? 'customQuestion' : 'question'),
    SecretAnswer: text(security, custom ? 'customAnswer' : 'answer'),
    AccountNumber: accountNumberRequired ? formatAccountNumber(typed, layouts[accountType]) : typed,
    AccountType: accountType,
    FirstName: text(personal, 'firstName'),
    MiddleName: text(personal, 'middleName'),
    LastName: text(personal, 'lastName'),
    EmailAddress: text(personal, 'email'),
    SSN: digits(text(personal, 'ssn')),
    DateOfBirth: birthDateToSend(text(personal, 'dateOfBirth')),
    Zip: digits(text(personal, 'zip')),
    PhoneNumber: digits(text(personal, 'phone')),
    PlaceOfBirth: text(security, 'placeOfBirth'),
    DriversLicense: text(security, 'driversLicense'),
    MothersMaiden: text(security, 'mothersMaiden'),
    Password: typeof logon.password === 'string' ? logon.password : '',
  };
}

/**
 * Whether an AccountNumber has the layout's mask: its digit groups joined by dashes, as
 * formatAccountNumber writes a whole number; without lengths, any digits and dashes that start
 * with a digit.
 */
export function fitsAccountNumberLayout(number: string, layout: AccountNumberLayout): boolean {
  const mask = accountNumberMask(layout);
  const pattern = mask === undefined ? /^[0-9][0-9-]*$/ : new RegExp(`^${mask.replaceAll('0', '[0-9]')}$`);
  return pattern.test(number);
}

/** The layout of each account type from the institution options (lengths default to 0). */
export function accountLayouts(
  options: Readonly<Record<string, unknown>>,
): Record<AccountType, AccountNumberLayout> {
  const length = (name: string) => (typeof options[name] === 'number' ? (options[name] as number) : 0);
  const removeCheckDigits = options.RemoveCheckDigits === true;
  return {
    Loan: {
      office: length('LoanOfficeLength'),
      account: length('LoanAccountLength'),
      checkDigits: length('LoanCheckDigitLength'),
      removeCheckDigits,
    },
    Deposit: {
      office: length('DepositOfficeLength'),
      account: length('DepositAccountLength'),
      checkDigits: length('DepositCheckDigitLength'),
      removeCheckDigits,
    },
  };
}
