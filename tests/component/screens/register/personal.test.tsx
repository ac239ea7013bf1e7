/**
 * The Personal Data step of the registration wizard (spec 01 §2 'Self-registration wizard',
 * §5 'Registration, personal step'): its messages with the spec's wording, the account type
 * and number, the fields the institution hides, and the digit counts it configures.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRegisterApi } from './api';
import {
  fieldMessages,
  fillPersonal,
  findControl,
  findStep,
  hidden,
  pressContinue,
  renderRegister,
  stepSection,
  useRegisterHarness,
} from './harness';

useRegisterHarness();
afterEach(cleanup);

const messageOf = fieldMessages('personal');

async function open(options: Record<string, unknown> = {}, layers = {}) {
  const api = mockRegisterApi();
  const view = renderRegister({ options, layers });
  await findStep('personalInfo');
  const section = stepSection('personalInfo');
  // The masked widgets are lazy: wait until they are there.
  await findControl(section, 'Social Security Number');
  return { view, api, section, inStep: within(section) };
}

const accountNumber = (section: HTMLElement) => findControl(section, 'Account Number');

describe('submitting the personal step empty', () => {
  it('shows each required message with the spec wording, and stays', async () => {
    const { view, api } = await open();
    await pressContinue(view, 'personalInfo');
    await waitFor(() => expect(messageOf('lastName')).toBe('Last Name is required.'));
    expect(messageOf('accountType')).toBe('Please choose an account type.');
    expect(messageOf('email')).toBe('Email Address is required.');
    expect(messageOf('ssn')).toBe('SSN is required.');
    expect(messageOf('dateOfBirth')).toBe('Date Of Birth is required.');
    expect(messageOf('zip')).toBe('Zip Code is required.');
    expect(messageOf('phone')).toBe('Phone Number is required.');
    // First and middle names are optional.
    expect(messageOf('firstName')).toBe('');
    expect(messageOf('middleName')).toBe('');
    expect(stepSection('personalInfo')).toBeVisible();
    expect(stepSection('security')).not.toBeVisible();
    // No section change: only the check when the screen opened.
    await waitFor(() => expect(api.requests('maintenanceMode')).toHaveLength(1));
    expect(api.order()).not.toContain('generateCode');
  });

  it('with a type chosen: "Account Number is required."', async () => {
    const { view, inStep } = await open();
    await view.user.click(inStep.getByRole('radio', { name: 'Loan' }));
    await pressContinue(view, 'personalInfo');
    await waitFor(() => expect(messageOf('accountNumber')).toBe('Account Number is required.'));
    expect(messageOf('accountType')).toBe('');
  });

  it('describes each control by its message and marks it invalid', async () => {
    const { view, inStep } = await open();
    await pressContinue(view, 'personalInfo');
    const lastName = inStep.getByLabelText('Last Name');
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(lastName).toHaveAccessibleDescription('Last Name is required.');
    expect(inStep.getByRole('radiogroup', { name: 'Account Type' })).toHaveAccessibleDescription(
      'Please choose an account type.',
    );
  });
});

describe('invalid values', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['e-mail without a domain', 'email', { email: 'sam@' }, 'Email Address is invalid.'],
    ['e-mail with a space', 'email', { email: 'sam rivera@example.com' }, 'Email Address is invalid.'],
    ['SSN short of 9 digits', 'ssn', { ssn: '98765' }, 'Please enter all required digits of SSN.'],
    ['DOB month 13', 'dateOfBirth', { dateOfBirth: '13012000' }, 'Date Of Birth is invalid.'],
    ['DOB 02/29 of a non-leap year', 'dateOfBirth', { dateOfBirth: '02292023' }, 'Date Of Birth is invalid.'],
    ['DOB in the future', 'dateOfBirth', { dateOfBirth: '01012999' }, 'Date Of Birth is invalid.'],
    ['DOB more than 110 years back', 'dateOfBirth', { dateOfBirth: '01011900' }, 'Date Of Birth is invalid.'],
    ['DOB half typed', 'dateOfBirth', { dateOfBirth: '0412' }, 'Date Of Birth is invalid.'],
    ['zip of 3 digits', 'zip', { zip: '841' }, 'Zip Code is invalid. A 5 digit zip code is required'],
    [
      'phone of 6 digits',
      'phone',
      { phone: '801555' },
      'Phone Number is invalid. A 10 digit phone number is required.',
    ],
    [
      'account number short of the layout',
      'accountNumber',
      { accountNumber: '0112' },
      'The account number is not in the correct format.',
    ],
  ])('%s', async (_rule, field, values, message) => {
    const { view } = await open();
    await fillPersonal(view, values);
    await pressContinue(view, 'personalInfo');
    await waitFor(() => expect(messageOf(field)).toBe(message));
    expect(stepSection('personalInfo')).toBeVisible();
    expect(stepSection('security')).not.toBeVisible();
  });

  it('a message goes once the value is corrected', async () => {
    const { view, inStep } = await open();
    await fillPersonal(view, { email: 'sam@' });
    await pressContinue(view, 'personalInfo');
    await waitFor(() => expect(messageOf('email')).toBe('Email Address is invalid.'));
    await view.user.type(inStep.getByLabelText('Email Address'), 'example.com');
    await waitFor(() => expect(messageOf('email')).toBe(''));
  });

  it('valid values move on to the next step', async () => {
    const { view } = await open();
    await fillPersonal(view);
    await pressContinue(view, 'personalInfo');
    await findStep('security');
  });
});

describe('account type and number', () => {
  it('the number is disabled until a type is chosen; choosing one enables it', async () => {
    const { view, section, inStep } = await open();
    expect(inStep.getByRole('radio', { name: 'Deposit' })).not.toBeChecked();
    expect(inStep.getByRole('radio', { name: 'Loan' })).not.toBeChecked();
    expect(await accountNumber(section)).toBeDisabled();
    await view.user.click(inStep.getByRole('radio', { name: 'Deposit' }));
    await waitFor(async () => expect(await accountNumber(section)).toBeEnabled());
  });

  it('is masked with the layout of the chosen type', async () => {
    const options = {
      LoanOfficeLength: 2,
      LoanAccountLength: 6,
      LoanCheckDigitLength: 1,
      DepositOfficeLength: 3,
      DepositAccountLength: 7,
      DepositCheckDigitLength: 2,
    };
    const { view, section, inStep } = await open(options);
    await view.user.click(inStep.getByRole('radio', { name: 'Deposit' }));
    await view.user.type(await accountNumber(section), '123456789012345');
    expect(await accountNumber(section)).toHaveValue('123-4567890-12');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['office, a dash, account digits, a dash and check digits', {}, '01-123456-7'],
    ['RemoveCheckDigits: no check-digit part', { RemoveCheckDigits: true }, '01-123456'],
    [
      'no mask when all three lengths are 0',
      { LoanOfficeLength: 0, LoanAccountLength: 0, LoanCheckDigitLength: 0 },
      '0112345678',
    ],
  ])('Loan: %s', async (_rule, options, shown) => {
    const { view, section, inStep } = await open(options);
    await view.user.click(inStep.getByRole('radio', { name: 'Loan' }));
    await view.user.type(await accountNumber(section), '0112345678');
    expect(await accountNumber(section)).toHaveValue(shown);
  });

  it('changing the type clears the number typed for the other', async () => {
    const { view, section, inStep } = await open();
    await view.user.click(inStep.getByRole('radio', { name: 'Loan' }));
    await view.user.type(await accountNumber(section), '011234567');
    expect(await accountNumber(section)).toHaveValue('01-123456-7');
    await view.user.click(inStep.getByRole('radio', { name: 'Deposit' }));
    await waitFor(async () => expect(await accountNumber(section)).toHaveValue(''));
    expect(await accountNumber(section)).toBeEnabled();
    // The cleared number is required again.
    await fillPersonal(view, { accountNumber: '' }, { accountType: false });
    await pressContinue(view, 'personalInfo');
    await waitFor(() => expect(messageOf('accountNumber')).toBe('Account Number is required.'));
  });

  it.each([
    ['Loan', 'Loan'],
    ['Deposit', 'Deposit'],
  ])(
    'RegistrationAccountTypes %s: only that type, preselected, and the number enabled',
    async (types, label) => {
      const { section, inStep } = await open({ RegistrationAccountTypes: types });
      expect(inStep.getAllByRole('radio')).toHaveLength(1);
      await waitFor(() => expect(inStep.getByRole('radio', { name: label })).toBeChecked());
      await waitFor(async () => expect(await accountNumber(section)).toBeEnabled());
    },
  );

  it('RegistrationAccountTypes Both: both types, none chosen', async () => {
    const { inStep } = await open({ RegistrationAccountTypes: 'Both' });
    expect(inStep.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'Deposit',
      'Loan',
    ]);
    expect(inStep.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('a preselected type needs no click to move on', async () => {
    const { view } = await open({ RegistrationAccountTypes: 'Loan' });
    await fillPersonal(view, {}, { accountType: false });
    await pressContinue(view, 'personalInfo');
    await findStep('security');
  });

  it('without a required account number: an empty one is accepted', async () => {
    const { view } = await open({ AccountNumberRequired: false });
    await fillPersonal(view, { accountNumber: '' });
    await pressContinue(view, 'personalInfo');
    await findStep('security');
  });
});

describe('SSN', () => {
  it('is hidden like a password, with a reveal toggle', async () => {
    const { view, section, inStep } = await open();
    const ssn = await findControl(section, 'Social Security Number');
    await view.user.type(ssn, '987654321');
    expect(ssn).toHaveAttribute('type', 'password');
    await view.user.click(inStep.getByRole('button', { name: 'Show Social Security Number' }));
    expect(ssn).toHaveAttribute('type', 'text');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['SsnDigits 4: four digits are all', { SsnDigits: 4 }, '4321', ''],
    ['SsnDigits 4: three are too few', { SsnDigits: 4 }, '432', 'Please enter all required digits of SSN.'],
    [
      'SsnDigits 4 without a required account number: always 9',
      { SsnDigits: 4, AccountNumberRequired: false },
      '4321',
      'Please enter all required digits of SSN.',
    ],
  ])('%s', async (_rule, options, ssn, message) => {
    const { view } = await open(options);
    await fillPersonal(view, { ssn });
    await pressContinue(view, 'personalInfo');
    if (message) await waitFor(() => expect(messageOf('ssn')).toBe(message));
    else await findStep('security');
  });
});

describe('fields the institution hides', () => {
  it.each([
    ['hideFirstName', 'First Name'],
    ['hideMiddleName', 'Middle Name'],
    ['hideDateOfBirth', 'Date of Birth'],
    ['hideZip', 'Zip Code'],
    ['hidePhone', 'Phone Number'],
  ])('%s: %s is not asked', async (flag, label) => {
    const { inStep } = await open({}, hidden(flag));
    expect(inStep.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('all hidden: the step moves on without them', async () => {
    const { view, inStep } = await open(
      {},
      hidden('hideFirstName', 'hideMiddleName', 'hideDateOfBirth', 'hideZip', 'hidePhone'),
    );
    expect(inStep.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'personal_accountNumber',
      'personal_lastName',
      'personal_email',
    ]);
    await fillPersonal(view);
    await pressContinue(view, 'personalInfo');
    await findStep('security');
  });
});

describe('around the form', () => {
  it('shows the heading, or hides it by register.hideHeading', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Create Your Online Account', level: 1 })).toBeInTheDocument();
    cleanup();
    await open({}, hidden('hideHeading'));
    expect(screen.queryByRole('heading', { name: 'Create Your Online Account' })).not.toBeInTheDocument();
  });

  it('shows the institution info message when there is one', async () => {
    const { inStep } = await open(
      {},
      { shared: { register: { infoMessage: 'Have your statement at hand.' } } },
    );
    expect(inStep.getByText('Have your statement at hand.')).toBeInTheDocument();
  });

  it('lists the tabs, the later ones disabled', async () => {
    await open();
    const tabs = within(screen.getByRole('navigation', { name: 'Registration steps' }));
    expect(
      tabs.getAllByRole('button').map((tab) => [tab.textContent, (tab as HTMLButtonElement).disabled]),
    ).toEqual([
      ['Personal Data', false],
      ['Security', true],
      ['Registration', true],
    ]);
    expect(tabs.getByRole('button', { name: 'Personal Data' })).toHaveAttribute('aria-current', 'step');
  });

  it('has Cancel and Return to Login links to the login screen', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home/login');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/home/login');
  });

  it('the page is titled Register', async () => {
    await open();
    await waitFor(() => expect(document.title).toBe('Register'));
  });
});
