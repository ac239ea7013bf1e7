/**
 * Username and password sign-in in the mobile app (spec 01 "Login"): the device id goes
 * with the sign-in only when the user opted in to biometric sign-in, and the biometric
 * token the answer brings is handed to the bridge, with its expiry, once signed in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeAccepted, loginNeedingCode, mockApi, signsIn, USER_SESSION, USER_TOKEN } from '../postLogin/api';
import { findStep, signIn } from '../postLogin/harness';
import {
  FIRST_RUN,
  installBridge,
  OPTED_IN,
  renderMobileLogin,
  USER_AGENTS,
  useMobileHarness,
} from './harness';

useMobileHarness();

const CREDENTIALS = { username: 'demo.borrower', password: 'Borrower#2026', trustedDeviceTokens: {} };
const OFFER = 'Sign in faster';
const BIOMETRICS = {
  BiometricsToken: 'biometric-token-new',
  BiometricsTokenExpiration: '2027-05-22T15:00:00Z',
};

async function findOffer(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: OFFER })).closest('section')!;
}

describe('the device id with the sign-in', () => {
  it('is sent when the user opted in to biometric sign-in', async () => {
    const api = mockApi();
    installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('button', { name: 'Sign in with biometrics' });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([{ ...CREDENTIALS, deviceId: OPTED_IN.id }]);
  });

  it('is sent when the user signs in before the device block has published the device', async () => {
    const api = mockApi();
    installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android, deviceBlockLoaded: false });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([{ ...CREDENTIALS, deviceId: OPTED_IN.id }]);
  });

  it('is sent once the user enabled biometrics from the offer', async () => {
    const api = mockApi();
    installBridge(FIRST_RUN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.iphone });
    await view.user.click(within(await findOffer()).getByRole('button', { name: 'Enable' }));
    await screen.findByRole('button', { name: 'Sign in with biometrics' });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([{ ...CREDENTIALS, deviceId: FIRST_RUN.id }]);
  });

  it('is not sent while the offer is unanswered', async () => {
    const api = mockApi();
    installBridge(FIRST_RUN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await findOffer();

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([CREDENTIALS]);
  });

  it('is not sent after Not now', async () => {
    const api = mockApi();
    installBridge(FIRST_RUN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await view.user.click(within(await findOffer()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument());

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([CREDENTIALS]);
  });

  it('is not sent from a browser, whatever a bridge says', async () => {
    const api = mockApi();
    const bridge = installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.browser });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([CREDENTIALS]);
    expect(bridge.getDeviceInfo).not.toHaveBeenCalled();
  });
});

describe('the biometric token of the answer', () => {
  it('is handed to the app with its expiry before the user is signed in', async () => {
    mockApi({ userLogin: signsIn(BIOMETRICS) });
    const bridge = installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('button', { name: 'Sign in with biometrics' });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, []);
    expect(bridge.storeBiometricToken).toHaveBeenCalledExactlyOnceWith(
      BIOMETRICS.BiometricsToken,
      BIOMETRICS.BiometricsTokenExpiration,
    );
    expect(bridge.storeBiometricToken.mock.invocationCallOrder[0]).toBeLessThan(
      view.deps.completeSignIn.mock.invocationCallOrder[0]!,
    );
  });

  it('is kept only once the security code is through, from the code’s answer', async () => {
    mockApi({
      userLogin: signsIn(loginNeedingCode()),
      validateCode: codeAccepted({ UserToken: 'session-token-after-code', ...BIOMETRICS }),
    });
    const bridge = installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.iphone });
    await screen.findByRole('button', { name: 'Sign in with biometrics' });
    await signIn(view);

    const step = within(await findStep('securityCode'));
    expect(step.queryByRole('checkbox', { name: 'Trust this device' })).not.toBeInTheDocument();
    expect(bridge.storeBiometricToken).not.toHaveBeenCalled();
    await view.user.type(step.getByLabelText('Security Code'), '123456');
    await view.user.click(step.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(bridge.storeBiometricToken).toHaveBeenCalledExactlyOnceWith(
      BIOMETRICS.BiometricsToken,
      BIOMETRICS.BiometricsTokenExpiration,
    );
  });

  it('is not asked to keep anything when the answer has no token', async () => {
    mockApi();
    const bridge = installBridge(OPTED_IN);
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('button', { name: 'Sign in with biometrics' });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(bridge.storeBiometricToken).not.toHaveBeenCalled();
  });

  it('a bridge that cannot keep it does not stop the sign-in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ userLogin: signsIn(BIOMETRICS) });
    const storeBiometricToken = vi.fn(() => Promise.reject(new Error('keychain locked')));
    installBridge(OPTED_IN, { storeBiometricToken });
    const view = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('button', { name: 'Sign in with biometrics' });

    await signIn(view);

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(storeBiometricToken).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
