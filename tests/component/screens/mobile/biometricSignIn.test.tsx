/**
 * Biometric sign-in (spec 01 "Login"): on a device whose user opted in, the button asks the
 * bridge for the stored token after the fingerprint or face and posts it with the device id
 * to login/tokenlogin; no token, or a failure, says username and password sign-in is
 * required.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, USER_SESSION, USER_TOKEN } from '../postLogin/api';
import { findStep } from '../postLogin/harness';
import {
  BIOMETRIC_TOKEN,
  installBridge,
  mockTokenLogin,
  OPTED_IN,
  renderMobileLogin,
  USER_AGENTS,
  useMobileHarness,
} from './harness';

useMobileHarness();

const BIOMETRIC_BUTTON = 'Sign in with biometrics';
const REQUIRED = 'Username and password sign-in is required.';

async function pressBiometricSignIn(user: ReturnType<typeof renderMobileLogin>['user']) {
  await user.click(await screen.findByRole('button', { name: BIOMETRIC_BUTTON }));
}

describe('biometric sign-in', () => {
  it('is offered beside the login form on an opted-in device, without asking for the token yet', async () => {
    const bridge = installBridge(OPTED_IN);
    renderMobileLogin({ userAgent: USER_AGENTS.android });

    expect(await screen.findByRole('button', { name: BIOMETRIC_BUTTON })).toBeEnabled();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(bridge.getBiometricToken).not.toHaveBeenCalled();
  });

  it('posts the stored token with the device id and completes the sign-in', async () => {
    const api = mockApi();
    const calls = mockTokenLogin();
    const bridge = installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.iphone });

    await pressBiometricSignIn(view.user);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, []);
    expect(bridge.getBiometricToken).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ body: { Token: BIOMETRIC_TOKEN, DeviceID: OPTED_IN.id }, apiVersion: '2' }]);
    expect(api.bodies('userLogin')).toEqual([]);
    expect(api.requests('userSession')[0]!.userToken).toBe(USER_TOKEN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes into the steps the answer needs, as a password sign-in does', async () => {
    mockApi();
    mockTokenLogin({ HasPasswordQuestion: false });
    installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });

    await pressBiometricSignIn(view.user);

    await findStep('secretQuestion');
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<string | null>]>([
    ['no stored token', async () => null],
    ['an empty token', async () => ''],
    ['a failed fingerprint or face check', () => Promise.reject(new Error('cancelled'))],
  ])('with %s says a password sign-in is required, without calling the server', async (_name, token) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi();
    const calls = mockTokenLogin();
    installBridge(OPTED_IN, { getBiometricToken: token });
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });

    await pressBiometricSignIn(view.user);

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(calls).toEqual([]);
    expect(api.order()).toEqual([]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toBeEnabled();
    expect(screen.getByRole('button', { name: BIOMETRIC_BUTTON })).toBeEnabled();
  });

  it.each([
    ['403', 403],
    ['401', 401],
    ['500', 500],
  ])('a token the server refuses (%s) says a password sign-in is required', async (_name, status) => {
    const api = mockApi();
    const calls = mockTokenLogin(status);
    installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });

    await pressBiometricSignIn(view.user);

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(calls).toHaveLength(1);
    expect(api.order()).toEqual([]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.abandon).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toBeEnabled();
  });

  it('the message follows the settings (mobile.biometricRequired)', async () => {
    installBridge(OPTED_IN, { getBiometricToken: async () => null });
    const view = renderMobileLogin({
      userAgent: USER_AGENTS.android,
      layers: { shared: { mobile: { biometricRequired: 'Please sign in with your password.' } } },
    });
    await pressBiometricSignIn(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in with your password.');
  });
});
