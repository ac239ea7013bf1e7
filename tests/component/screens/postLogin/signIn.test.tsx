/**
 * Signing in on the login screen with the real signIn action (spec 01 §4 "Login", §7
 * userlogin, §8 "Login, HTTP 403"): the refusals as the user reads them, the form while the
 * call runs, and a sign-in that needs no step.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, deferred, login, mockApi, refused, USER_SESSION, USER_TOKEN } from './api';
import { findStep, renderLogin, signIn, usePostLoginHarness, waitForDone } from './harness';

usePostLoginHarness();

const OFFLINE = 'The site is offline for maintenance. Please try again later.';
const NOT_AUTHORIZED = 'Not Authorized';
const SERVER_ERROR = 'A server error occurred while signing in. Please try again later.';

describe('sign-in refusals (spec 01 §8, login)', () => {
  it.each([
    [
      'LockedOnBadPassword',
      'You have exceeded the maximum number of login attempts. Please contact your institution.',
    ],
    [
      'MaxAttemptsReached',
      'You have exceeded the maximum number of login attempts. Please contact your institution.',
    ],
    ['Invalid', 'Username or password is invalid'],
    ['Restricted', 'Your account is restricted. Please contact your institution.'],
    [
      'MFANoEmail',
      'There is no e-mail address associated with your account. Please contact your institution.',
    ],
    ['SomethingNew', NOT_AUTHORIZED],
    ['NotAuthorized', NOT_AUTHORIZED],
  ])('403 %s: shows "%s" above the form and keeps the entries', async (reason, message) => {
    const api = mockApi({ userLogin: () => refused(403, reason) });
    const view = renderLogin();
    await signIn(view, 'demo.borrower', 'wrong-password1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.?]/g, '\\$&')}$`));
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password1');
    expect(screen.getByLabelText('Username')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(api.bodies('userLogin')).toEqual([
      { username: 'demo.borrower', password: 'wrong-password1', trustedDeviceTokens: {} },
    ]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.abandon).not.toHaveBeenCalled();
  });

  it('403 without an error message: Not Authorized', async () => {
    mockApi({ userLogin: () => refused(403) });
    const view = renderLogin();
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AUTHORIZED);
  });

  it.each(['maintenanceModeEnabled', 'ServerError'])(
    '403 %s: the site is offline, the form and the links are hidden',
    async (reason) => {
      mockApi({ userLogin: () => refused(403, reason) });
      const view = renderLogin();
      await signIn(view);

      await waitFor(() => expect(screen.queryByLabelText('Username')).not.toBeInTheDocument());
      expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Quick sign-in (demo)' })).not.toBeInTheDocument();
      expect(view.deps.abandon).not.toHaveBeenCalled();
    },
  );

  it.each<[string, () => Response]>([
    ['500 ServerError', () => refused(500, 'ServerError')],
    ['500 Invalid (only a 403 is read)', () => refused(500, 'Invalid')],
    ['400 BadRequest', () => refused(400, 'BadRequest')],
    ['401 Unauthorized', () => refused(401, 'Unauthorized')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: a server error, the form stays', async (_name, resolver) => {
    mockApi({ userLogin: resolver });
    const view = renderLogin();
    await signIn(view, 'demo.borrower', 'Borrower#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
    expect(screen.getByLabelText('Password')).toHaveValue('Borrower#2026');
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('403 Invalid with one try left warns that the next wrong password locks the sign-in', async () => {
    mockApi({
      userLogin: () =>
        answer(
          'api/login.json#/$defs/LoginFailureResponse',
          { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }], AttemptsRemaining: 1 },
          403,
        ),
    });
    const view = renderLogin();
    await signIn(view, 'demo.borrower', 'wrong-password1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username or password is invalid. One more wrong password will lock your sign-in for a while.',
    );
  });

  it('an answer that is not a login response is a server error', async () => {
    mockApi({ userLogin: () => answer('api/common.json#/$defs/Result', { HasNoErrors: true }) });
    const view = renderLogin();
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  });

  it('disables the form while signing in, and enables it again with the refusal', async () => {
    const hold = deferred();
    mockApi({
      userLogin: async () => {
        await hold.promise;
        return refused(403, 'Invalid');
      },
    });
    const view = renderLogin();
    await signIn(view);

    await waitFor(() => expect(screen.getByLabelText('Username')).toBeDisabled());
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/\S/);

    hold.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is invalid');
    expect(screen.getByLabelText('Username')).toBeEnabled();
    expect(screen.getByLabelText('Password')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('clears the refusal when the next attempt starts', async () => {
    let attempts = 0;
    mockApi({ userLogin: () => (++attempts === 1 ? refused(403, 'Invalid') : refused(403, 'Restricted')) });
    const view = renderLogin();
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is invalid');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your account is restricted. Please contact your institution.',
      ),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('a sign-in that needs no step', () => {
  it('completes the sign-in with the user token and the UserSession answer, without a maintenance check', async () => {
    const api = mockApi();
    const view = renderLogin();
    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, []);
    expect(view.deps.abandon).not.toHaveBeenCalled();
    expect(api.order()).toEqual(['userLogin', 'userSession']);
    // The session call carries the new session's token.
    expect(api.requests('userSession')[0]!.userToken).toBe(USER_TOKEN);
    await waitForDone();
  });

  it('sends the typed username; the answer may spell it differently', async () => {
    const api = mockApi({
      userLogin: () =>
        answer(
          'api/login.json#/$defs/LoginResponse',
          login({ UserName: 'Demo.Borrower', IsLoggedIn: false, UserToken: '' }),
        ),
    });
    const view = renderLogin();
    await signIn(view, 'demo.borrower');
    await findStep('securityCode');
    await view.user.type(screen.getByLabelText('Security Code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.bodies('validateCode')).toHaveLength(1));
    // The code is validated for the user as the server named them.
    expect(api.bodies('validateCode')[0]).toMatchObject({ UserId: 'Demo.Borrower' });
  });

  it('a failing UserSession call leaves the user signed out with a server error', async () => {
    const api = mockApi({ userSession: () => refused(500, 'ServerError') });
    const view = renderLogin();
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    // The session the password opened is ended, not left behind.
    expect(api.order()).toEqual(['userLogin', 'userSession', 'logout']);
    expect(api.requests('logout')[0]!.userToken).toBe(USER_TOKEN);
  });
});
