// @vitest-environment jsdom
/**
 * The mobile-app wrapper's side of the API (src/api/mobileApp.ts): detection from the user
 * agent, the bridge whose answers are checked (a missing, faulty or malformed bridge only
 * hides the app's features and never throws), and ApiVersion 2 on every call in the app.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { maintenanceMode } from '../../../src/api/maintenance';
import {
  biometricToken,
  detectMobileApp,
  deviceInfo,
  MOBILE_API_VERSION,
  mobileApp,
  openExternal,
  setBiometricOptIn,
  storeBiometricToken,
  type DeviceInfo,
  type MobileBridge,
} from '../../../src/api/mobileApp';
import { server } from '../../support/msw';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ANDROID_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_APP = `${ANDROID_BROWSER.replace('Chrome/131.0 ', 'Version/4.0 Chrome/131.0 ')} BorrowerPortalApp/3.2.1`;
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BorrowerPortalApp/4.0.0-beta.2';
const IPAD_APP =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BorrowerPortalApp/2.1';
const OLD_WRAPPER =
  'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0 Mobile Safari/537.36 BorrowerPortalApp';

describe('detectMobileApp', () => {
  it.each([
    ['a desktop browser', DESKTOP, { inApp: false, appVersion: '', platform: 'other' }],
    ['a phone browser on Android', ANDROID_BROWSER, { inApp: false, appVersion: '', platform: 'android' }],
    ['the app on Android', ANDROID_APP, { inApp: true, appVersion: '3.2.1', platform: 'android' }],
    ['the app on an iPhone', IPHONE_APP, { inApp: true, appVersion: '4.0.0-beta.2', platform: 'ios' }],
    ['the app on an iPad', IPAD_APP, { inApp: true, appVersion: '2.1', platform: 'ios' }],
    [
      'the app on an iPad that reports a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) BorrowerPortalApp/2.2',
      { inApp: true, appVersion: '2.2', platform: 'ios' },
    ],
    [
      'a Mac browser',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15',
      { inApp: false, appVersion: '', platform: 'other' },
    ],
    ['an old wrapper without a version', OLD_WRAPPER, { inApp: true, appVersion: '', platform: 'android' }],
    [
      'the marker with an empty version',
      'BorrowerPortalApp/ (iPhone)',
      { inApp: true, appVersion: '', platform: 'ios' },
    ],
    [
      'the marker first, then other tokens',
      'BorrowerPortalApp/5.0 (iPod touch) Foo/1',
      { inApp: true, appVersion: '5.0', platform: 'ios' },
    ],
    [
      'a version that does not start with a digit',
      'Android BorrowerPortalApp/v2',
      { inApp: true, appVersion: '', platform: 'android' },
    ],
    [
      'the marker in other casing',
      'Mozilla/5.0 (Linux; ANDROID 14) borrowerportalapp/3.0',
      { inApp: false, appVersion: '', platform: 'android' },
    ],
    [
      'the marker inside another token',
      'Mozilla/5.0 (iPhone) NotBorrowerPortalApp/3.0',
      { inApp: false, appVersion: '', platform: 'ios' },
    ],
    [
      'another product whose name starts with the marker',
      'Mozilla/5.0 (Android 14) BorrowerPortalAppBeta/2.0',
      { inApp: false, appVersion: '', platform: 'android' },
    ],
    ['an empty user agent', '', { inApp: false, appVersion: '', platform: 'other' }],
  ])('%s', (_name, userAgent, expected) => {
    expect(detectMobileApp(userAgent)).toEqual(expected);
  });

  it('mobileApp() reads this browser’s user agent', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_APP);
    expect(mobileApp()).toEqual({ inApp: true, appVersion: '4.0.0-beta.2', platform: 'ios' });
  });
});

const DEVICE: DeviceInfo = {
  id: 'device-1',
  appVersion: '3.2.1',
  biometricsCapable: true,
  optedInToBiometrics: false,
  hasUserToken: false,
  firstRun: true,
};

/** A bridge whose every method is a spy that succeeds; `overrides` replaces some on the page. */
function installBridge(overrides: Record<string, (...args: never[]) => unknown> = {}) {
  const bridge = {
    getDeviceInfo: vi.fn(async (): Promise<unknown> => DEVICE),
    getBiometricToken: vi.fn(async (): Promise<unknown> => 'biometric-token-1'),
    storeBiometricToken: vi.fn(async (_token: string, _expires: string) => {}),
    setBiometricOptIn: vi.fn(async (_optedIn: boolean) => {}),
    openExternal: vi.fn(async (_url: string) => {}),
  };
  // The page's bridge is not to be trusted: it may answer anything.
  window.borrowerPortalApp = { ...bridge, ...overrides } as Partial<MobileBridge>;
  return bridge;
}

function inApp(userAgent = ANDROID_APP) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

let warn: MockInstance<Console['warn']>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete window.borrowerPortalApp;
  vi.restoreAllMocks();
});

describe('the bridge outside the app', () => {
  it('is not called even when one is present: no device, no token, nothing opened', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    const bridge = installBridge();

    expect(await deviceInfo()).toBeNull();
    expect(await biometricToken()).toBeNull();
    await expect(storeBiometricToken('token', '2027-01-01T00:00:00Z')).resolves.toBeUndefined();
    await expect(setBiometricOptIn(true)).resolves.toBeUndefined();
    expect(await openExternal('https://play.example/app')).toBe(false);

    for (const method of Object.values(bridge)) expect(method).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the bridge in the app', () => {
  it('gives the device information it answers', async () => {
    inApp();
    const bridge = installBridge();
    expect(await deviceInfo()).toEqual(DEVICE);
    expect(bridge.getDeviceInfo).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a bridge there is nothing, quietly', async () => {
    inApp();
    expect(await deviceInfo()).toBeNull();
    expect(await biometricToken()).toBeNull();
    await expect(storeBiometricToken('token', '')).resolves.toBeUndefined();
    await expect(setBiometricOptIn(false)).resolves.toBeUndefined();
    expect(await openExternal('https://play.example/app')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a bridge that lacks a method counts as no answer', async () => {
    inApp();
    window.borrowerPortalApp = {};
    expect(await deviceInfo()).toBeNull();
    expect(await biometricToken()).toBeNull();
    expect(await openExternal('https://play.example/app')).toBe(false);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'device-1'],
    ['an empty id', { ...DEVICE, id: '' }],
    ['a numeric id', { ...DEVICE, id: 42 }],
    ['no appVersion', { ...DEVICE, appVersion: undefined }],
    ['a flag as a string', { ...DEVICE, biometricsCapable: 'true' }],
    ['a missing flag', { ...DEVICE, firstRun: undefined }],
  ])('device information with %s is none, with a warning', async (_name, answer) => {
    inApp();
    installBridge({ getDeviceInfo: async () => answer });
    expect(await deviceInfo()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/cannot be read/);
  });

  it.each<[string, () => unknown]>([
    ['rejects', () => Promise.reject(new Error('bridge down'))],
    [
      'throws',
      () => {
        throw new Error('bridge down');
      },
    ],
  ])('a bridge that %s is harmless: no answer, a warning, nothing thrown', async (_name, fail) => {
    inApp();
    installBridge({
      getDeviceInfo: fail,
      getBiometricToken: fail,
      storeBiometricToken: fail,
      setBiometricOptIn: fail,
      openExternal: fail,
    });

    expect(await deviceInfo()).toBeNull();
    expect(await biometricToken()).toBeNull();
    await expect(storeBiometricToken('token', '2027-01-01T00:00:00Z')).resolves.toBeUndefined();
    await expect(setBiometricOptIn(true)).resolves.toBeUndefined();
    expect(await openExternal('https://play.example/app')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(5);
    for (const [message] of warn.mock.calls) expect(message).toMatch(/bridge failed/);
  });

  it.each<[string, unknown, string | null]>([
    ['a token', 'biometric-token-1', 'biometric-token-1'],
    ['an empty string', '', null],
    ['null (no token, or the check failed)', null, null],
    ['a number', 123, null],
  ])('the biometric token answered as %s gives %j', async (_name, answer, expected) => {
    inApp(IPHONE_APP);
    installBridge({ getBiometricToken: async () => answer });
    expect(await biometricToken()).toBe(expected);
  });

  it('passes the token and its expiry, and the opt-in, on to the bridge', async () => {
    inApp();
    const bridge = installBridge();
    await storeBiometricToken('biometric-token-2', '2027-05-01T00:00:00Z');
    await setBiometricOptIn(true);
    await setBiometricOptIn(false);
    expect(bridge.storeBiometricToken).toHaveBeenCalledExactlyOnceWith(
      'biometric-token-2',
      '2027-05-01T00:00:00Z',
    );
    expect(bridge.setBiometricOptIn.mock.calls).toEqual([[true], [false]]);
  });

  it('openExternal hands the address to the bridge and says it did', async () => {
    inApp();
    const bridge = installBridge();
    expect(await openExternal('https://apps.example/app')).toBe(true);
    expect(bridge.openExternal).toHaveBeenCalledExactlyOnceWith('https://apps.example/app');
  });
});

describe('the API version', () => {
  let headers: Headers[];
  beforeEach(() => {
    headers = [];
    server.use(
      http.get('/api/MaintenanceMode', ({ request }) => {
        headers.push(request.headers);
        return HttpResponse.json({ isEnabled: false });
      }),
    );
  });

  it('is 2 in the mobile app', () => {
    expect(MOBILE_API_VERSION).toBe(2);
  });

  it('every call in the app carries ApiVersion: 2', async () => {
    inApp(IPHONE_APP);
    await maintenanceMode();
    expect(headers).toHaveLength(1);
    expect(headers[0]!.get('ApiVersion')).toBe('2');
  });

  it('an old wrapper without a version still speaks version 2', async () => {
    inApp(OLD_WRAPPER);
    await maintenanceMode();
    expect(headers[0]!.get('ApiVersion')).toBe('2');
  });

  it('a browser sends no ApiVersion', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_BROWSER);
    await maintenanceMode();
    expect(headers).toHaveLength(1);
    expect(headers[0]!.has('ApiVersion')).toBe(false);
  });
});
