/**
 * The profile's biometric sign-in toggle in the mobile app (spec 01 §2 Profile, §3 "Mobile info",
 * §4 "User info save", §8 BiometricsNotUpdated): shown only in the app on a capable device, with
 * the device's opt-in; saving tells the server (MobileInfo) first, then the bridge, keeps the
 * token the server issued, and only then sends the user information that changed; any step that
 * fails shows BiometricsNotUpdated and sends no user information.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueEntries } from '../../../../src/generated/catalogue';
import { violations } from '../../../support/axe';
import { FIRST_RUN, installBridge, OPTED_IN, USER_AGENTS } from '../../../support/mobileBridge';
import { DEVICE_TOKEN, DEVICE_TOKEN_EXPIRES, mockProfileApi } from '../../../support/profileApi';
import { renderProfile } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

afterEach(() => {
  delete window.borrowerPortalApp;
  vi.restoreAllMocks();
});

const api = failOnBadRequests(mockProfileApi);

const form = () => screen.getByRole('form', { name: 'User Information' });
const toggle = () => within(form()).getByRole('switch', { name: 'Sign in with biometrics' });
const saveButton = () => within(form()).getByRole('button', { name: 'Save' });
const text = (key: string): string => catalogueEntries[key as keyof typeof catalogueEntries]![0];

async function inApp(userAgent: string = USER_AGENTS.android) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const view = renderProfile({ device: { mobileApp: userAgent !== USER_AGENTS.browser } });
  await screen.findByRole('form', { name: 'User Information' });
  return view;
}

describe('the biometric sign-in toggle', () => {
  it('shows the device’s opt-in in the app on a capable device', async () => {
    api();
    installBridge(OPTED_IN);
    await inApp();
    expect(await within(form()).findByRole('switch')).toBeChecked();
    expect(toggle()).toHaveAccessibleName(text('mobile.biometricSignIn'));
  });

  it('is not there on the web, nor on a device that cannot', async () => {
    api();
    installBridge(OPTED_IN);
    const web = await inApp(USER_AGENTS.browser);
    expect(within(form()).queryByRole('switch')).toBeNull();
    web.unmount();

    installBridge({ ...OPTED_IN, biometricsCapable: false });
    const bridge = window.borrowerPortalApp!;
    await inApp();
    await waitFor(() => expect(bridge.getDeviceInfo).toHaveBeenCalled());
    expect(within(form()).queryByRole('switch')).toBeNull();
  });

  it('turned on: the server issues the device a token, the bridge records the choice and keeps it', async () => {
    const { log } = api();
    const bridge = installBridge({ ...FIRST_RUN, firstRun: false });
    await inApp();
    await userEvent.click(await within(form()).findByRole('switch'));
    await userEvent.click(saveButton());
    // The status says Saving… first: wait for the saved state.
    await waitFor(() => expect(within(form()).getByRole('status')).toHaveTextContent(text('profile.saved')));
    expect(log.bodies('update')).toEqual([
      { MobileInfo: { BiometricsEnabled: true, DeviceID: FIRST_RUN.id } },
    ]);
    expect(bridge.setBiometricOptIn).toHaveBeenCalledWith(true);
    expect(bridge.storeBiometricToken).toHaveBeenCalledWith(DEVICE_TOKEN, DEVICE_TOKEN_EXPIRES);
    expect(toggle()).toBeChecked();
    expect(within(form()).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('turned off with a new e-mail: the device’s choice first, then the user information', async () => {
    const { log } = api();
    const bridge = installBridge(OPTED_IN);
    await inApp();
    await userEvent.click(await within(form()).findByRole('switch'));
    const email = within(form()).getByLabelText('E-mail Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'alex.new@example.com');
    await userEvent.type(within(form()).getByLabelText('Current Password'), 'Harbor#2026');
    await userEvent.click(saveButton());
    await within(form()).findByRole('status');
    await waitFor(() => expect(log.bodies('update')).toHaveLength(2));
    expect(log.bodies('update')).toEqual([
      { MobileInfo: { BiometricsEnabled: false, DeviceID: OPTED_IN.id } },
      { UserInfo: { EmailAddress: 'alex.new@example.com', OldPassword: 'Harbor#2026' } },
    ]);
    expect(bridge.setBiometricOptIn).toHaveBeenCalledWith(false);
    expect(bridge.storeBiometricToken).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the device does not take it',
      () =>
        installBridge(OPTED_IN, {
          setBiometricOptIn: vi.fn(async () => {}),
        }),
      () => api(),
    ],
    [
      'the server cannot be reached',
      () => installBridge(OPTED_IN),
      () => api({ resolvers: { update: () => HttpResponse.error() } }),
    ],
  ])('shows BiometricsNotUpdated when %s, and sends no user information', async (_, bridge, answers) => {
    const { log } = answers();
    bridge();
    await inApp();
    await userEvent.click(await within(form()).findByRole('switch'));
    await userEvent.type(within(form()).getByLabelText('Answer'), 'Rex');
    await userEvent.click(saveButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      text('profileErrors.biometricsNotUpdated'),
    );
    expect(log.bodies('update').filter((body) => 'UserInfo' in (body as object))).toEqual([]);
    expect(saveButton()).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    api();
    installBridge(OPTED_IN);
    await inApp();
    await within(form()).findByRole('switch');
    expect(await violations('fragment')).toEqual([]);
  });
});
