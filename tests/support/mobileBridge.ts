/**
 * The mobile-app wrapper as component tests see it: the wrapper's user agents, device
 * information, and a fake bridge on window.borrowerPortalApp whose methods are spies.
 */
import { vi } from 'vitest';
import type { DeviceInfo, MobileBridge } from '../../src/api/mobileApp';

export const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 BorrowerPortalApp/3.2.1',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BorrowerPortalApp/3.2.1',
  /** Old wrappers put no version: they must be updated. */
  androidWithoutVersion:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0 Mobile Safari/537.36 BorrowerPortalApp',
  iphoneWithoutVersion:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BorrowerPortalApp',
  browser:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
} as const;

/** A biometrics-capable device on its first run, not yet opted in. */
export const FIRST_RUN: DeviceInfo = {
  id: 'device-7f3a',
  appVersion: '3.2.1',
  biometricsCapable: true,
  optedInToBiometrics: false,
  hasUserToken: false,
  firstRun: true,
};

/** A device whose user opted in to biometric sign-in and keeps a token. */
export const OPTED_IN: DeviceInfo = {
  ...FIRST_RUN,
  optedInToBiometrics: true,
  hasUserToken: true,
  firstRun: false,
};

export const BIOMETRIC_TOKEN = 'biometric-token-from-device';

/**
 * A bridge whose methods are spies that succeed: the device information given (which, as a
 * real wrapper's, reports the opt-in once it is recorded) and the stored token.
 */
export function installBridge(device: DeviceInfo = FIRST_RUN, overrides: Partial<MobileBridge> = {}) {
  const state = { ...device };
  const bridge = {
    getDeviceInfo: vi.fn<MobileBridge['getDeviceInfo']>(async () => ({ ...state })),
    getBiometricToken: vi.fn<MobileBridge['getBiometricToken']>(async () => BIOMETRIC_TOKEN),
    storeBiometricToken: vi.fn<MobileBridge['storeBiometricToken']>(async () => {}),
    setBiometricOptIn: vi.fn<MobileBridge['setBiometricOptIn']>(async (optedIn) => {
      state.optedInToBiometrics = optedIn;
    }),
    openExternal: vi.fn<MobileBridge['openExternal']>(async () => {}),
  };
  window.borrowerPortalApp = { ...bridge, ...overrides };
  return bridge;
}
