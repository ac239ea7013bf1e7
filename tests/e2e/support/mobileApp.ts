/**
 * A stand-in for the institution's mobile app (README "The mobile app wrapper",
 * src/api/mobileApp.ts): the web view's user agent with `BorrowerPortalApp/<version>`, and
 * the bridge `window.borrowerPortalApp` the app injects before the portal loads. The
 * bridge's state and the calls it received live here, in the test (through a binding), so
 * they outlast reloads, and a test can change the device between them as the app would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ROOT } from '../../../tools/project.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** User agents of the app's web view: current, and an old wrapper that gives no version. */
export const APP_USER_AGENT = {
  android: `${ANDROID} BorrowerPortalApp/3.1.0`,
  androidWithoutVersion: `${ANDROID} BorrowerPortalApp`,
  iosWithoutVersion: `${IPHONE} BorrowerPortalApp`,
} as const;

/** The demo institution's store pages (server/config/demo-institution.json). */
export const STORE_URL = (() => {
  const demo = JSON.parse(readFileSync(join(ROOT, 'server', 'config', 'demo-institution.json'), 'utf8')) as {
    institutionOptions: { AppStoreUrlAndroid: string; AppStoreUrlIos: string };
  };
  return { android: demo.institutionOptions.AppStoreUrlAndroid, ios: demo.institutionOptions.AppStoreUrlIos };
})();

/** What the fake device knows; the test may change it between page loads. */
export interface FakeDevice {
  id: string;
  appVersion: string;
  biometricsCapable: boolean;
  optedInToBiometrics: boolean;
  firstRun: boolean;
  /** The token storeBiometricToken kept, which getBiometricToken gives. */
  storedToken: string | null;
  storedTokenExpires: string | null;
}

export type BridgeMethod =
  'getDeviceInfo' | 'getBiometricToken' | 'storeBiometricToken' | 'setBiometricOptIn' | 'openExternal';

export interface FakeApp {
  device: FakeDevice;
  /** Every bridge call, in order. */
  calls: { method: BridgeMethod; args: unknown[] }[];
  /** The arguments of each call of one method. */
  argsOf(method: BridgeMethod): unknown[][];
}

const BINDING = '__fakeBorrowerPortalApp';

/**
 * Installs the fake bridge in every page of the context, from its next navigation on. Its
 * methods return promises, as the real bridge's do.
 */
export async function installFakeApp(
  context: BrowserContext,
  device: Partial<FakeDevice> = {},
): Promise<FakeApp> {
  const app: FakeApp = {
    device: {
      id: 'e2e-device-1',
      appVersion: '3.1.0',
      biometricsCapable: true,
      optedInToBiometrics: false,
      firstRun: true,
      storedToken: null,
      storedTokenExpires: null,
      ...device,
    },
    calls: [],
    argsOf: (method) => app.calls.filter((call) => call.method === method).map((call) => call.args),
  };
  await context.exposeBinding(BINDING, (_source, method: BridgeMethod, args: unknown[]) => {
    app.calls.push({ method, args });
    const state = app.device;
    switch (method) {
      case 'getDeviceInfo':
        return {
          id: state.id,
          appVersion: state.appVersion,
          biometricsCapable: state.biometricsCapable,
          optedInToBiometrics: state.optedInToBiometrics,
          hasUserToken: state.storedToken !== null,
          firstRun: state.firstRun,
        };
      case 'getBiometricToken':
        return state.storedToken;
      case 'storeBiometricToken':
        state.storedToken = String(args[0]);
        state.storedTokenExpires = String(args[1]);
        return undefined;
      case 'setBiometricOptIn':
        state.optedInToBiometrics = args[0] === true;
        return undefined;
      case 'openExternal':
        return undefined;
    }
  });
  await context.addInitScript((binding: string) => {
    const host = window as unknown as Record<string, (method: string, args: unknown[]) => Promise<unknown>>;
    const method =
      (name: string) =>
      (...args: unknown[]) =>
        host[binding]!(name, args);
    (window as unknown as { borrowerPortalApp: unknown }).borrowerPortalApp = {
      getDeviceInfo: method('getDeviceInfo'),
      getBiometricToken: method('getBiometricToken'),
      storeBiometricToken: method('storeBiometricToken'),
      setBiometricOptIn: method('setBiometricOptIn'),
      openExternal: method('openExternal'),
    };
  }, BINDING);
  return app;
}
