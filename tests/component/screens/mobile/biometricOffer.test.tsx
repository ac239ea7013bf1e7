/**
 * The device information on the login screen (MobileDevice) and the first-run offer to
 * enable biometric sign-in (spec 01 "Login": if biometrics-capable and first run, the user
 * is asked to enable them), answered through the bridge's setBiometricOptIn.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceInfo } from '../../../../src/api/mobileApp';
import {
  FIRST_RUN,
  installBridge,
  OPTED_IN,
  renderMobileLogin,
  USER_AGENTS,
  useMobileHarness,
} from './harness';

useMobileHarness();

const OFFER = 'Sign in faster';
const BIOMETRIC_BUTTON = 'Sign in with biometrics';

async function findOffer(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: OFFER, level: 2 });
  return heading.closest('section')!;
}

/** Waits until the device information was read (the bridge answered and the screen rendered on). */
async function deviceRead(bridge: ReturnType<typeof installBridge>) {
  await waitFor(() => expect(bridge.getDeviceInfo).toHaveBeenCalled());
  await screen.findByRole('button', { name: 'Sign In' });
}

describe('the biometric offer', () => {
  it('is shown on the first run of a capable device, beside the login form', async () => {
    installBridge(FIRST_RUN);
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    const offer = within(await findOffer());

    expect(
      offer.getByText(
        'Would you like to sign in with your fingerprint or face next time? You will sign in with your username and password once more to set it up.',
      ),
    ).toBeInTheDocument();
    expect(offer.getAllByRole('button').map((button) => button.textContent)).toEqual(['Enable', 'Not now']);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
  });

  it('Enable records the opt-in, closes the offer and offers biometric sign-in', async () => {
    const bridge = installBridge(FIRST_RUN);
    const { user } = renderMobileLogin({ userAgent: USER_AGENTS.iphone });
    const offer = within(await findOffer());

    await user.click(offer.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByRole('button', { name: BIOMETRIC_BUTTON })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument();
    expect(bridge.setBiometricOptIn).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('Not now records the refusal and closes the offer, without biometric sign-in', async () => {
    const bridge = installBridge(FIRST_RUN);
    const { user } = renderMobileLogin({ userAgent: USER_AGENTS.android });
    const offer = within(await findOffer());

    await user.click(offer.getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument());
    expect(bridge.setBiometricOptIn).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  // The device information is read once, so a bridge slow to report the answer cannot undo it.
  it('Enable holds while the bridge still reports the device as not opted in', async () => {
    installBridge(FIRST_RUN, { getDeviceInfo: async () => FIRST_RUN });
    const { user } = renderMobileLogin({ userAgent: USER_AGENTS.android });
    await user.click(within(await findOffer()).getByRole('button', { name: 'Enable' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: BIOMETRIC_BUTTON })).toBeInTheDocument();
  });

  it.each<[string, DeviceInfo]>([
    ['a device that is not on its first run', { ...FIRST_RUN, firstRun: false }],
    ['a device without biometrics', { ...FIRST_RUN, biometricsCapable: false }],
    ['a device already opted in', OPTED_IN],
  ])('is not shown on %s', async (_name, device) => {
    const bridge = installBridge(device);
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    await deviceRead(bridge);
    expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument();
  });
});

describe('the device information', () => {
  it('in a browser, the bridge is never asked and nothing of the app shows', async () => {
    const bridge = installBridge(OPTED_IN);
    renderMobileLogin({ userAgent: USER_AGENTS.browser });
    await screen.findByRole('button', { name: 'Sign In' });
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(bridge.getDeviceInfo).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
  });

  it('that cannot be read hides the app features but leaves the sign-in form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = installBridge({ ...OPTED_IN, id: '' });
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    await deviceRead(bridge);

    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeEnabled();
  });

  it('from a bridge that fails hides the app features but leaves the sign-in form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const getDeviceInfo = vi.fn(() => Promise.reject(new Error('bridge down')));
    installBridge(OPTED_IN, { getDeviceInfo });
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    await waitFor(() => expect(getDeviceInfo).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Sign In' });

    expect(screen.queryByRole('heading', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BIOMETRIC_BUTTON })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeEnabled();
  });

  // Publishing the device re-renders the screen; the bridge is not asked again.
  it('is read from the bridge once, as MobileDevice promises', async () => {
    const bridge = installBridge(OPTED_IN);
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('button', { name: BIOMETRIC_BUTTON });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bridge.getDeviceInfo).toHaveBeenCalledTimes(1);
  });
});
