/**
 * Activate account (spec 01 §2 'Activate account', §4 'Activation', §5 'Activation
 * password', §8 'Activation'), in the whole app at home/activate?token=: no token leads to
 * login as unauthorized; the form, its rules and every validation message; the inline
 * refusals; success hands the new credentials to the login screen's auto-login.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, held, LOGON, mockPublicApi, refused, resolverOf, type Resolver } from './publicApi';
import {
  currentUrl,
  findControl,
  handedTo,
  renderPublic,
  submitPasswords,
  usePublicHarness,
  violations,
} from './publicHarness';

usePublicHarness();

const TOKEN = 'activation-token-1';
const PATH = `/home/activate?token=${TOKEN}`;
const PASSWORD = 'Activate2027';
const RULE_LIST = { UseCustomerCredentials: true, PasswordRuleList: true };

const activated =
  (changes: Record<string, unknown>): Resolver =>
  () =>
    answer('api/register.json#/$defs/ActivateAccountResponse', {
      HasNoErrors: true,
      LogonNameTaken: false,
      Restricted: false,
      UserName: LOGON,
      ...changes,
    });

async function openForm(path = PATH, options?: Parameters<typeof renderPublic>[1]) {
  const view = renderPublic(path, options);
  await screen.findByRole('heading', { name: 'Please Enter Your New Password', level: 1 });
  await findControl('New Password');
  return view;
}

describe('the link', () => {
  it.each([
    ['no token parameter', '/home/activate'],
    ['an empty token', '/home/activate?token='],
  ])('%s: login with the unauthorized error, without a call', async (_case, path) => {
    const api = mockPublicApi();
    const { router } = renderPublic(path);
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login?error=unauthorized'));
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(api.requests('activate')).toHaveLength(0);
    expect(api.requests('passwordRules')).toHaveLength(0);
  });

  it('with a token: the title, heading, both passwords with reveal buttons and Submit', async () => {
    const api = mockPublicApi();
    await openForm();
    await waitFor(() => expect(document.title).toBe('Activate Account'));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // The password rules and the account's login name load for the checks.
    await waitFor(() => expect(api.requests('passwordRules')).toHaveLength(1));
    await waitFor(() => expect(api.bodies('lookupLogin')).toEqual([{ UserToken: TOKEN }]));
  });

  it('passes axe', async () => {
    mockPublicApi();
    await openForm();
    expect(await violations()).toEqual([]);
  });
});

describe('validation (spec 01 §5 Activation password)', () => {
  it('both fields are required', async () => {
    const api = mockPublicApi();
    const view = await openForm();
    await submitPasswords(view, '', '');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter confirm your password')).toBeInTheDocument();
    expect(api.requests('activate')).toHaveLength(0);
  });

  it.each([
    ['shorter than the minimum', 'abc1', {}, 'Password must be at least 8 characters in length'],
    [
      'shorter than the institution minimum',
      'abcdefg12',
      { PasswordMinimumLength: 10 },
      'Password must be at least 10 characters in length',
    ],
    ['without a number', 'abcdefghij', {}, 'Password must contain a letter and a number.'],
    ['without a letter', '1234567890', {}, 'Password must contain a letter and a number.'],
  ])('%s: "%s"', async (_case, password, options, message) => {
    const api = mockPublicApi();
    const view = await openForm(PATH, { options });
    await submitPasswords(view, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requests('activate')).toHaveLength(0);
  });

  it('the passwords take at most 128 characters, whatever is pasted', async () => {
    mockPublicApi();
    const view = await openForm(PATH, { options: { UseCustomerCredentials: false } });
    await submitPasswords(view, `${'a'.repeat(128)}1`);
    for (const label of ['New Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '128');
      expect(screen.getByLabelText(label)).toHaveValue('a'.repeat(128));
    }
  });

  it('a confirmation that differs: Passwords Do Not Match', async () => {
    mockPublicApi();
    const view = await openForm();
    await submitPasswords(view, PASSWORD, 'Activate2028');
    expect(await screen.findByText('Passwords Do Not Match')).toBeInTheDocument();
  });

  it('with the rule list: the checklist shows and its first unmet rule is the message', async () => {
    mockPublicApi();
    const view = await openForm(PATH, { options: RULE_LIST });
    expect(await screen.findByText('Your password must:')).toBeInTheDocument();
    await submitPasswords(view, 'activate2027');
    expect(await screen.findByText('Password must contain a capital letter.')).toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('sends the token and the password, shows a spinner meanwhile, then signs in on the login screen', async () => {
    const { hold, release } = held(resolverOf('activate'));
    const api = mockPublicApi({ activate: hold });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit.querySelector('.spinner__wheel')).not.toBeNull();
    expect(screen.getByText('Please wait…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login'));
    expect(api.bodies('activate')).toEqual([{ Token: TOKEN, Password: PASSWORD }]);
    expect(handedTo(view.router)).toEqual({ autoLogin: { username: LOGON, password: PASSWORD } });
  });

  it('a taken login name: the message and a link to the login page, no sign-in', async () => {
    mockPublicApi({ activate: activated({ LogonNameTaken: true }) });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The login name of this account is already taken. Please go to the login page or contact support.',
    );
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/home/login');
    expect(currentUrl(view.router)).toBe(PATH);
  });

  it('a restricted account: the restricted message, no sign-in', async () => {
    mockPublicApi({ activate: activated({ Restricted: true }) });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been activated, however it is currently restricted. Please contact your institution.',
    );
    expect(screen.queryByRole('link', { name: 'Go to the login page' })).not.toBeInTheDocument();
    expect(currentUrl(view.router)).toBe(PATH);
  });

  it.each([
    ['an unknown or used link (403 Invalid)', () => refused(403, 'Invalid')],
    ['a server error', () => refused(500, 'ServerError')],
    ['a rejected answer', () => refused(200, 'Error')],
  ])('%s: contact customer service, with the phone line and hours', async (_case, resolver) => {
    mockPublicApi({ activate: resolver });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error activating your account. Please contact customer service at 1-800-555-0199, Monday to Friday 8:30 AM to 7:30 PM ET.',
    );
  });

  it("takes the phone line and hours from the institution's settings", async () => {
    mockPublicApi({ activate: () => refused(403, 'Invalid') });
    const view = await openForm(PATH, {
      layers: { shared: { activation: { customerServicePhone: '555-0100', customerServiceHours: 'daily' } } },
    });
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('customer service at 555-0100, daily.');
  });

  it('a refused password gets its reset-password message', async () => {
    mockPublicApi({ activate: () => refused(403, 'ReusedPassword') });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used this password before. Please choose a new one.',
    );
  });

  it('a taken name, then another try that succeeds: the link goes with the message', async () => {
    let calls = 0;
    mockPublicApi({ activate: (request) => activated({ LogonNameTaken: ++calls === 1 })(request) });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    const link = await screen.findByRole('link', { name: 'Go to the login page' });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login'));
    // The activation screen stays until the login screen's code has loaded.
    await waitFor(() => expect(link).not.toBeInTheDocument());
  });

  it('maintenance: the login screen says the site is offline', async () => {
    mockPublicApi({ activate: () => refused(403, 'maintenanceModeEnabled') });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login?error=down'));
  });

  it('the refusal is announced inside the form block', async () => {
    mockPublicApi({ activate: activated({ Restricted: true }) });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(within(alert.parentElement!).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
