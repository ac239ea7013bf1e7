/**
 * Forced password change (spec 01 §2 'Force password change', §5 'New password', §8 'Reset
 * password errors'), in the whole app at home/forcePasswordChange/{enc}: no token leads to
 * login; a spinner until the token check answers; the expired view with only Back to
 * Login; the form, its checks and the reset-password catalogue; success opens the dashboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../../src/app/session/store';
import {
  answer,
  held,
  LOGON,
  mockPublicApi,
  refused,
  resolverOf,
  SESSION_TOKEN,
  type Resolver,
} from '../activate/publicApi';
import {
  currentUrl,
  findControl,
  renderPublic,
  submitPasswords,
  usePublicHarness,
  violations,
} from '../activate/publicHarness';

usePublicHarness();

const TOKEN = 'reset-token-1';
const PATH = `/home/forcePasswordChange/${TOKEN}`;
const PASSWORD = 'NewPass2027';
const CHECKING = 'Checking your password change link…';
const EXPIRED = 'The password reset token has expired.';
const HEADING = 'Password Change Required';

const expired: Resolver = () =>
  answer('api/passwords.json#/$defs/TokenExpirationResponse', { Expired: true });

async function openForm(options?: Parameters<typeof renderPublic>[1], path = PATH) {
  const view = renderPublic(path, options);
  await screen.findByRole('heading', { name: HEADING, level: 1 });
  await findControl('New Password');
  return view;
}

describe('the token', () => {
  it('no token: the login screen, without a call', async () => {
    const api = mockPublicApi();
    const { router } = renderPublic('/home/forcePasswordChange');
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(api.requests('checkToken')).toHaveLength(0);
  });

  it('a spinner until the check answers, neither the form nor the expired heading', async () => {
    const { hold, release } = held(resolverOf('checkToken'));
    const api = mockPublicApi({ checkToken: hold });
    renderPublic(PATH);
    expect(await screen.findByRole('status')).toHaveTextContent(CHECKING);
    await waitFor(() => expect(api.bodies('checkToken')).toEqual([{ Token: TOKEN }]));
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: EXPIRED })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Password Change'));
  });

  it.each([
    ['an expired token', expired],
    ['a failed check (expired until it says otherwise)', () => refused(500, 'ServerError')],
  ])('%s: the expired heading and only Back to Login', async (_case, resolver) => {
    const api = mockPublicApi({ checkToken: resolver });
    renderPublic(PATH);
    expect(await screen.findByRole('heading', { name: EXPIRED, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/home/login');
    expect(within(screen.getByRole('main')).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(api.requests('lookupLogin')).toHaveLength(0);
  });

  it('Back to Login opens the login screen', async () => {
    mockPublicApi({ checkToken: expired });
    const { router, user } = renderPublic(PATH);
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
  });

  it('the expired view passes axe', async () => {
    mockPublicApi({ checkToken: expired });
    renderPublic(PATH);
    await screen.findByRole('heading', { name: EXPIRED });
    expect(await violations()).toEqual([]);
  });
});

describe('a valid token: the form', () => {
  it('the heading, new and confirm passwords with reveal buttons, and Submit; the login name loads', async () => {
    const api = mockPublicApi();
    await openForm();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies('lookupLogin')).toEqual([{ UserToken: TOKEN }]));
    expect(api.requests('passwordRules')).toHaveLength(1);
  });

  it.each([
    ['nothing entered', '', '', ['Your new password is required', 'Please confirm your new password']],
    ['too short', 'abc1', 'abc1', ['Password must be at least 8 characters in length']],
    ['no number', 'abcdefghij', 'abcdefghij', ['Your password must have a letter and a number']],
    ['different confirmation', PASSWORD, 'NewPass2028', ['Passwords Do Not Match']],
  ])('%s: the post-login change messages', async (_case, password, confirm, messages) => {
    const api = mockPublicApi();
    const view = await openForm();
    await submitPasswords(view, password, confirm);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requests('resetPassword')).toHaveLength(0);
  });

  it('without customer credentials the passwords take at most 12 characters', async () => {
    mockPublicApi();
    const view = await openForm();
    await submitPasswords(view, 'abcdefghij123');
    for (const label of ['New Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '12');
      expect(screen.getByLabelText(label)).toHaveValue('abcdefghij12');
    }
    // The 12 characters were accepted: the user is signed in (waited for, so that the sign-in
    // does not land in the next test).
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it("the password may not contain the token's login name", async () => {
    const api = mockPublicApi();
    const view = await openForm({ options: { UseCustomerCredentials: true } });
    await waitFor(() => expect(api.requests('lookupLogin')).toHaveLength(1));
    await submitPasswords(view, `${LOGON}1`);
    expect(await screen.findByText('Password cannot contain your username.')).toBeInTheDocument();
  });

  it('with the rule list: the checklist, and the server checks the password against the token', async () => {
    const api = mockPublicApi();
    // A token no earlier test's reset used up: the portal checks no password against one.
    const unused = 'reset-token-2';
    const view = await openForm(
      { options: { UseCustomerCredentials: true, PasswordRuleList: true } },
      `/home/forcePasswordChange/${unused}`,
    );
    expect(await screen.findByText('Your password must:')).toBeInTheDocument();
    await view.user.click(screen.getByLabelText('New Password'));
    await view.user.paste(PASSWORD);
    await waitFor(() => expect(api.requests('validateReset')).toHaveLength(1), { timeout: 3_000 });
    expect(api.bodies('validateReset')[0]).toMatchObject({
      PasswordToValidate: PASSWORD,
      ResetToken: unused,
    });
  });

  it('passes axe', async () => {
    mockPublicApi();
    await openForm();
    expect(await violations()).toEqual([]);
  });
});

describe('submitting', () => {
  it('sends the token and the password, then opens the dashboard with the new session', async () => {
    const api = mockPublicApi();
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/myaccount/dashboard'));
    expect(api.bodies('resetPassword')).toEqual([{ Enc: TOKEN, Password: PASSWORD }]);
    expect(api.requests('userSession')[0]?.userToken).toBe(SESSION_TOKEN);
    expect(getSession()?.userToken).toBe(SESSION_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a spinner in Submit while the change is sent', async () => {
    const { hold, release } = held(resolverOf('resetPassword'));
    mockPublicApi({ resetPassword: hold });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit.querySelector('.spinner__wheel')).not.toBeNull();
    release();
    await waitFor(() => expect(currentUrl(view.router)).toBe('/myaccount/dashboard'));
  });

  it('an answer without a session: the login screen, to sign in with the new password', async () => {
    mockPublicApi({
      resetPassword: () =>
        answer('api/login.json#/$defs/ResetPasswordResponse', { HasNoErrors: true, IsLoggedIn: true }),
    });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login'));
    expect(getSession()).toBeNull();
  });

  it.each([
    ['Error', 'There was an error changing your password. Please try again.'],
    ['ChooseDifferentPassword', 'Please choose a different password.'],
    ['PasswordTooShort', 'Your password does not meet the length requirements.'],
    ['PasswordSameAsLogin', 'Your password cannot contain your login name.'],
    ['PasswordSameAsSSN', 'Your password cannot be your Social Security Number.'],
    ['PasswordNeedsLetterNumber', 'Your password must contain a letter and a number.'],
    ['Expired', 'This password change link is no longer valid.'],
    ['ReusedPassword', 'You have used this password before. Please choose a new one.'],
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
    ['SomethingUnknown', 'There was an error changing your password. Please try again.'],
  ])('403 %s: its message, the form kept', async (reason, message) => {
    mockPublicApi({ resetPassword: () => refused(403, reason) });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New Password')).toHaveValue(PASSWORD);
    expect(currentUrl(view.router)).toBe(PATH);
  });

  it('a status of 500 or above: Error500', async () => {
    mockPublicApi({ resetPassword: () => refused(500, 'ServerError') });
    const view = await openForm();
    await submitPasswords(view, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A server error occurred. Please try again later.',
    );
  });
});
