/**
 * Create Account (spec 01 §3 'Registration payload', §4 'Registration sections', §8
 * 'Registration errors'): the payload the wizard sends, the success message that replaces
 * the wizard, the hand-off to the login screen that signs the new user in, and each refusal.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../../src/app/session/store';
import type { SettingsLayers } from '../../../../src/engine';
import { deferred, mockApi, refused, USER_TOKEN, type Resolver } from '../postLogin/api';
import { mockRegisterApi, registrationRefused, type RegisterEndpoint } from './api';
import {
  COMPLETES,
  currentUrl,
  fillLogon,
  LOGON,
  PERSON,
  reachLogon,
  renderRegister,
  SECURITY,
  stepSection,
  useRegisterHarness,
  type RegisterView,
} from './harness';

useRegisterHarness();

// Following a link is not something jsdom does; the tests only need the click.
function noNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', noNavigation));
afterEach(() => {
  document.removeEventListener('click', noNavigation);
  cleanup();
});

/** Two registration agreements (settings 1 and 3: HostNum 11337 and 11339) and one for sign-in only. */
const AGREEMENTS: SettingsLayers = {
  shared: {
    agreements: {
      agreement1: '/content/oba.html|1/15/2025|Online Banking Agreement|registration',
      agreement2: '/content/login.html|1/15/2025|Login Terms|login',
      agreement3: '/content/privacy.html|1/15/2025|Privacy Notice|login, registration',
    },
  },
};

const SUCCESS = 'Your account has been created. You can now sign in with your login name and password.';

interface Setup {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  resolvers?: Partial<Record<RegisterEndpoint, Resolver>>;
}

/** Walks every step with the harness's values, ticks every agreement, and stops before Create Account. */
async function readyToCreate({ options = COMPLETES, layers = AGREEMENTS, resolvers = {} }: Setup = {}) {
  const api = mockRegisterApi(resolvers);
  const view = renderRegister({ options, layers });
  const inStep = await reachLogon(view);
  await fillLogon(view, {}, { entry: 'pasting' });
  for (const box of inStep.queryAllByRole('checkbox')) await view.user.click(box);
  return { view, api, inStep };
}

const createAccount = (view: RegisterView) =>
  view.user.click(within(stepSection('logonInfo')).getByRole('button', { name: 'Create Account' }));

/** The login screen once it has replaced the registration. */
async function loginScreen() {
  const login = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-screen="login"]');
    expect(element).not.toBeNull();
    return element!;
  });
  return within(login);
}

const stepAlert = () => within(stepSection('logonInfo')).queryByRole('alert')?.textContent ?? '';

describe('the registration sent', () => {
  it('carries every step: dashed account number, DOB with slashes, SSN digits, agreements', async () => {
    const { view, api } = await readyToCreate();
    await createAccount(view);
    await waitFor(() => expect(api.bodies('registerUser')).toHaveLength(1));
    expect(api.bodies('registerUser')[0]).toEqual({
      Agreements: [
        { AgreedTo: true, AgreementType: 11337 },
        { AgreedTo: true, AgreementType: 11339 },
      ],
      UserName: LOGON.userName,
      SecretQuestion: SECURITY.question,
      SecretAnswer: SECURITY.answer,
      AccountNumber: '01-123456-7',
      AccountType: 'Loan',
      FirstName: PERSON.firstName,
      MiddleName: PERSON.middleName,
      LastName: PERSON.lastName,
      EmailAddress: PERSON.email,
      SSN: PERSON.ssn,
      DateOfBirth: '04/12/1985',
      Zip: PERSON.zip,
      PhoneNumber: PERSON.phone,
      PlaceOfBirth: SECURITY.placeOfBirth,
      DriversLicense: SECURITY.driversLicense,
      MothersMaiden: SECURITY.mothersMaiden,
      Password: LOGON.password,
    });
    // Each section change, and Create Account, checked maintenance first.
    expect(api.order().filter((call) => call !== 'passwordRules' && call !== 'logonRules')).toEqual([
      'maintenanceMode',
      'maintenanceMode',
      'maintenanceMode',
      'maintenanceMode',
      'registerUser',
    ]);
  });

  it('completes with the default options too (legacy password rules, no login name rule list)', async () => {
    const { view, api } = await readyToCreate({ options: {} });
    await createAccount(view);
    await waitFor(() => expect(api.bodies('registerUser')).toHaveLength(1));
    expect(api.bodies('registerUser')[0]).toMatchObject({
      UserName: LOGON.userName,
      AccountNumber: '01-123456-7',
    });
  });

  it('without a required account number: no mask, the number sent as typed', async () => {
    const { view, api } = await readyToCreate({ options: { ...COMPLETES, AccountNumberRequired: false } });
    await createAccount(view);
    await waitFor(() => expect(api.bodies('registerUser')).toHaveLength(1));
    expect(api.bodies('registerUser')[0]).toMatchObject({ AccountNumber: '011234567' });
  });

  it('Deposit with its own layout and RemoveCheckDigits', async () => {
    const api = mockRegisterApi();
    const view = renderRegister({
      options: {
        ...COMPLETES,
        RegistrationAccountTypes: 'Deposit',
        DepositOfficeLength: 3,
        DepositAccountLength: 7,
        RemoveCheckDigits: true,
      },
    });
    await reachLogon(view, { accountNumber: '1234567890' });
    await fillLogon(view, {}, { entry: 'pasting' });
    await createAccount(view);
    await waitFor(() => expect(api.bodies('registerUser')).toHaveLength(1));
    expect(api.bodies('registerUser')[0]).toMatchObject({
      AccountType: 'Deposit',
      AccountNumber: '123-4567890',
      Agreements: [],
    });
  });

  it('fields the institution hides are sent empty', async () => {
    const api = mockRegisterApi();
    const hide = ['hideFirstName', 'hideMiddleName', 'hideDateOfBirth', 'hideZip', 'hidePhone'];
    const view = renderRegister({
      options: COMPLETES,
      layers: { shared: { register: Object.fromEntries(hide.map((flag) => [flag, 'true'])) } },
    });
    await reachLogon(view);
    await fillLogon(view, {}, { entry: 'pasting' });
    await createAccount(view);
    await waitFor(() => expect(api.bodies('registerUser')).toHaveLength(1));
    expect(api.bodies('registerUser')[0]).toMatchObject({
      FirstName: '',
      MiddleName: '',
      DateOfBirth: '',
      Zip: '',
      PhoneNumber: '',
      LastName: PERSON.lastName,
    });
  });

  it('the button shows a spinner and the form is disabled while the call runs', async () => {
    const gate = deferred();
    const { view, api } = await readyToCreate({
      resolvers: {
        registerUser: async () => {
          await gate.promise;
          return HttpResponse.json({ HasNoErrors: true, Errors: [] });
        },
      },
    });
    await createAccount(view);
    await waitFor(() => expect(api.requests('registerUser')).toHaveLength(1));
    const button = within(stepSection('logonInfo')).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.spinner__wheel')).not.toBeNull();
    expect(within(stepSection('logonInfo')).getByLabelText('Login Name')).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});

describe('after success', () => {
  it('hides the wizard and shows the success message with Return to Login', async () => {
    const { view } = await readyToCreate();
    await createAccount(view);
    expect(
      await screen.findByRole('heading', { name: 'Registration Complete', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(document.querySelector('.wizard')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Registration steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Return to Login' });
    expect(back).toHaveAttribute('href', '/home/login');
    expect(currentUrl(view.router)).toBe('/home/register');
  });

  it('LogInAfterRegistration: the login screen signs the new user in, and the dashboard opens', async () => {
    const signIn = mockApi();
    // No agreement at sign-in, so that no post-login step stands between login and the dashboard.
    const { view, api } = await readyToCreate({ options: { LogInAfterRegistration: true }, layers: {} });
    await createAccount(view);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/myaccount/dashboard');
    expect(api.requests('registerUser')).toHaveLength(1);
    expect(signIn.bodies('userLogin')).toEqual([
      { username: LOGON.userName, password: LOGON.password, trustedDeviceTokens: {} },
    ]);
    expect(getSession()).toMatchObject({ userToken: USER_TOKEN });
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('LogInAfterRegistration and a post-login step: the login screen shows the step', async () => {
    mockApi();
    const { view } = await readyToCreate({ options: { LogInAfterRegistration: true } });
    await createAccount(view);
    const login = await loginScreen();
    expect(await login.findByRole('heading', { name: 'Review and accept', level: 2 })).toBeInTheDocument();
    expect(login.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/home/login');
  });

  it('LogInAfterRegistration and a refused sign-in: the login form with the message', async () => {
    mockApi({ userLogin: () => refused(403, 'Restricted') });
    const { view } = await readyToCreate({ options: { LogInAfterRegistration: true } });
    await createAccount(view);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/home/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account is restricted. Please contact your institution.',
    );
  });
});

const FAILED =
  'Sorry, there was an error trying to register your account. Please contact your institution for help.';

/** Each code of spec 01 §8 'Registration errors' with the text the user reads. */
const REFUSALS: [string, string][] = [
  ['UserInfo', 'There is an issue with the information you have entered'],
  ['LoginNameExists', 'The logon name you chose is already taken.'],
  ['Failed', FAILED],
  ['Error', FAILED],
  ['SSNNull', FAILED],
  [
    'Invalid',
    'Sorry, there was an error... Please check your information and try again or contact your institution for help.',
  ],
  ['Restricted', 'Your account has been registered, however it is currently restricted.'],
  ['SSN', 'The social security information you have entered is in an invalid format.'],
  ['DateOfBirth', 'Date of Birth is invalid.'],
  ['PasswordSameSSN', 'Your password cannot be your Social Security Number.'],
  ['PasswordMatchesSSN', 'Your password cannot be your Social Security Number.'],
  ['PasswordSameUserName', 'Your password cannot contain your login name.'],
  ['PasswordLettersNumbers', 'Your password must contain letters and a number.'],
  ['PasswordTooShort', 'Your password does not meet the length requirements.'],
  ['PasswordMissingCapitalLetter', 'Your password must contain a capital letter.'],
  ['PasswordMissingLowercaseLetter', 'Your password must contain a lowercase letter.'],
  ['PasswordMissingLetter', 'Your password must contain a letter.'],
  ['PasswordMissingNumber', 'Your password must contain a number.'],
  ['PasswordMissingSpecialCharacter', 'Your password must contain a special character.'],
  ['PasswordEqualsPortionOfLogon', 'Your password cannot be part of your login name.'],
  ['PasswordMatchesEmail', 'Your password cannot be your e-mail address.'],
  [
    'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
    'Your password cannot contain three or more identical characters in a row.',
  ],
  ['UserNameTooShort', 'Username is too short.'],
  ['LogonTooShort', 'Username is too short.'],
  ['LogonMissingCapitalLetter', 'Your username must contain a capital letter.'],
  ['LogonMissingLowercaseLetter', 'Your username must contain a lowercase letter.'],
  ['LogonMissingLetter', 'Your username must contain a letter.'],
  ['LogonMissingNumber', 'Your username must contain a number.'],
  ['LogonMissingSpecialCharacter', 'Your username must contain a special character.'],
  ['LogonMatchesEmail', 'Your username cannot be your e-mail address.'],
  ['AccountNumberError', 'The account number is not in the correct format.'],
  ['MustAgreeToAllError', 'You must agree to all the agreements.'],
  ['AgreementRecordingError', 'You must agree to all the agreements.'],
  ['SomethingNew', 'Something went wrong. Please try again later.'],
];

describe('a refused registration', () => {
  // One walk through the wizard, then each refusal in turn on the same logon step.
  it('shows the message of each code of the server (the first of its list), and stays', async () => {
    let codes: string[] = [];
    const { view, api } = await readyToCreate({
      resolvers: { registerUser: (request) => registrationRefused(...codes)(request) },
    });
    for (const [code, message] of REFUSALS) {
      codes = [code, 'LoginNameExists'];
      const before = api.requests('registerUser').length;
      await createAccount(view);
      await waitFor(() => expect(api.requests('registerUser')).toHaveLength(before + 1));
      await waitFor(() => expect(stepAlert(), code).toBe(message));
    }
    expect(stepSection('logonInfo')).toBeVisible();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    // The entries stay for another try.
    expect(within(stepSection('logonInfo')).getByLabelText('Login Name')).toHaveValue(LOGON.userName);
  });

  it.each<[string, Resolver, string]>([
    ['a network failure', () => HttpResponse.error(), 'Something went wrong. Please try again later.'],
    [
      'a server error (500)',
      () => refused(500, 'ServerError'),
      'Something went wrong. Please try again later.',
    ],
    ['403 with a code', () => refused(403, 'LoginNameExists'), 'The logon name you chose is already taken.'],
  ])('%s: its message', async (_case, registerUser, message) => {
    const { view } = await readyToCreate({ resolvers: { registerUser } });
    await createAccount(view);
    await waitFor(() => expect(stepAlert()).toBe(message));
  });

  it('a maintenance answer sends the user to the login screen, which says the site is offline', async () => {
    const { view } = await readyToCreate({
      resolvers: { registerUser: () => refused(403, 'maintenanceModeEnabled') },
    });
    await createAccount(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login?error=down'));
    const login = await loginScreen();
    expect(
      login.getByText('The site is offline for maintenance. Please try again later.'),
    ).toBeInTheDocument();
    expect(login.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
