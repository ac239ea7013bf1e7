/**
 * Leaving the post-login queue early (spec 01 §4): the maintenance check after each step
 * (maintenance on, or the check failing, cancels with a down error) and Cancel at any step
 * (the queue is cleared, the session destroyed, and the login form shown again).
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { maintenance, mockApi, refused, type Resolver } from './api';
import {
  completeStep,
  findLoginForm,
  findStep,
  HEADINGS,
  renderLogin,
  scenario,
  signIn,
  usePostLoginHarness,
  type StepName,
} from './harness';

usePostLoginHarness();

const OFFLINE = 'The site is offline for maintenance. Please try again later.';
const STEPS: StepName[] = ['securityCode', 'ssnValidation', 'passwordChange', 'secretQuestion', 'agreements'];

const CHECK_OUTCOMES: [string, Resolver][] = [
  ['maintenance is on', maintenance(true)],
  ['the check fails (500)', () => refused(500, 'ServerError')],
  ['the check cannot reach the server', () => HttpResponse.error()],
];

describe('the maintenance check after each step', () => {
  describe.each(CHECK_OUTCOMES)('when %s', (_outcome, maintenanceMode) => {
    it.each(STEPS)('after %s: cancels with "down", logs out and shows the site offline', async (step) => {
      const setup = scenario(step, 'agreements');
      const api = mockApi({ ...setup.resolvers, maintenanceMode });
      const view = renderLogin({ options: setup.options, layers: setup.layers });
      await signIn(view);
      await completeStep(view, step);

      await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledExactlyOnceWith('down'));
      expect(view.deps.completeSignIn).not.toHaveBeenCalled();
      expect(api.bodies('logout')).toEqual([{ UserToken: setup.token }]);
      expect(api.requests('logout')[0]!.userToken).toBe(setup.token);
      // Beside the last step's check the session is asked for (dashboardSooner.test.tsx), never used.
      if (step !== 'agreements') expect(api.requests('userSession')).toEqual([]);
      // The step after it never shows; the login screen says the site is offline, without the form.
      expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
      for (const heading of Object.values(HEADINGS))
        expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    });
  });

  it('abandons even when the logout call fails', async () => {
    const setup = scenario('passwordChange');
    const api = mockApi({
      ...setup.resolvers,
      maintenanceMode: maintenance(true),
      logout: () => refused(500, 'ServerError'),
    });
    const view = renderLogin();
    await signIn(view);
    await completeStep(view, 'passwordChange');
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledExactlyOnceWith('down'));
    expect(api.requests('logout')).toHaveLength(1);
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  });

  it('maintenance off: the next step follows', async () => {
    const setup = scenario('ssnValidation', 'secretQuestion');
    const api = mockApi({ ...setup.resolvers, maintenanceMode: maintenance(false) });
    const view = renderLogin({ options: setup.options });
    await signIn(view);
    await completeStep(view, 'ssnValidation');
    await findStep('secretQuestion');
    expect(api.requests('maintenanceMode')).toHaveLength(1);
    expect(view.deps.abandon).not.toHaveBeenCalled();
  });
});

describe('Cancel at any step', () => {
  it.each(STEPS)('at %s: back to the login form, the user cancelled, the session ended', async (step) => {
    const setup = scenario(step);
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options, layers: setup.layers });
    await signIn(view);
    await findStep(step);
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));

    await findLoginForm();
    expect(view.deps.abandon).toHaveBeenCalledExactlyOnceWith('userCancelled');
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(screen.getByText('You cancelled signing in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    for (const heading of Object.values(HEADINGS))
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    // The password alone opens no session when a code is needed: then there is nothing to log out.
    const logouts = step === 'securityCode' ? [] : [{ UserToken: setup.token }];
    expect(api.bodies('logout')).toEqual(logouts);
    expect(api.requests('logout').map((request) => request.userToken)).toEqual(
      logouts.map((logout) => logout.UserToken),
    );
    expect(api.requests('maintenanceMode')).toEqual([]);
  });

  it('after a completed step, Cancel logs out with the token the code brought', async () => {
    const setup = scenario('securityCode', 'passwordChange');
    const api = mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    await completeStep(view, 'securityCode');
    await findStep('passwordChange');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await findLoginForm();
    expect(view.deps.abandon).toHaveBeenCalledExactlyOnceWith('userCancelled');
    expect(api.bodies('logout')).toEqual([{ UserToken: setup.token }]);
  });

  it('a sign-in after a cancel starts afresh, without the old session token', async () => {
    const setup = scenario('secretQuestion');
    const api = mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    await findStep('secretQuestion');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await findLoginForm();

    await signIn(view);
    await findStep('secretQuestion');
    const logins = api.requests('userLogin');
    expect(logins).toHaveLength(2);
    expect(logins[1]!.userToken).toBeNull();
    expect(screen.queryByText('You cancelled signing in.')).not.toBeInTheDocument();
  });
});
