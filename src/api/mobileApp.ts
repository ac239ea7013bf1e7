/**
 * The mobile-app wrapper (spec 01: detected from the user agent; adds biometric sign-in,
 * device information and token storage; runs as API version 2).
 *
 * Detection: from the user agent (src/domain/mobileApp.ts, which the server shares).
 *
 * The bridge: the wrapper injects `window.borrowerPortalApp` before the portal loads, with
 * the methods of MobileBridge below (documented in the README). Whatever it answers is
 * checked: a missing bridge or a malformed answer counts as "no device information" and
 * never breaks the page.
 */
import { detectMobileApp, type MobileApp } from '../domain/mobileApp';

export { detectMobileApp, type MobileApp };

/** Spec 01 "Device info (mobile)". */
export interface DeviceInfo {
  id: string;
  appVersion: string;
  biometricsCapable: boolean;
  optedInToBiometrics: boolean;
  hasUserToken: boolean;
  firstRun: boolean;
}

export interface MobileBridge {
  /** The device's information. */
  getDeviceInfo(): Promise<DeviceInfo>;
  /** Asks for the fingerprint or face, then gives the stored sign-in token; null when there is none or the check failed. */
  getBiometricToken(): Promise<string | null>;
  /** Keeps a sign-in token for biometric sign-in until it expires (ISO 8601). */
  storeBiometricToken(token: string, expires: string): Promise<void>;
  /** Records whether the user wants biometric sign-in. */
  setBiometricOptIn(optedIn: boolean): Promise<void>;
  /** Opens an address outside the app (the app store). */
  openExternal(url: string): Promise<void>;
}

declare global {
  interface Window {
    borrowerPortalApp?: Partial<MobileBridge>;
  }
}

/** The API version the portal speaks: 2 in the mobile app, 1 on the web. */
export const MOBILE_API_VERSION = 2;

/** This browser, as the wrapper's user agent says. */
export function mobileApp(): MobileApp {
  return detectMobileApp(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}

function isDeviceInfo(value: unknown): value is DeviceInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.id === 'string' &&
    info.id !== '' &&
    typeof info.appVersion === 'string' &&
    ['biometricsCapable', 'optedInToBiometrics', 'hasUserToken', 'firstRun'].every(
      (name) => typeof info[name] === 'boolean',
    )
  );
}

function bridge(): Partial<MobileBridge> | undefined {
  return mobileApp().inApp ? window.borrowerPortalApp : undefined;
}

async function call<T>(
  work: (bridge: Partial<MobileBridge>) => Promise<T> | undefined,
): Promise<T | undefined> {
  const host = bridge();
  if (!host) return undefined;
  try {
    return await work(host);
  } catch (error) {
    console.warn('The mobile app bridge failed:', error);
    return undefined;
  }
}

/** The device's information, or null outside the app, without a bridge, or when it answers badly. */
export async function deviceInfo(): Promise<DeviceInfo | null> {
  const info = await call((host) => host.getDeviceInfo?.());
  if (info === undefined) return null;
  if (isDeviceInfo(info)) return info;
  console.warn('The mobile app bridge gave device information that cannot be read:', info);
  return null;
}

/** The stored biometric sign-in token after the user's fingerprint or face; null otherwise. */
export async function biometricToken(): Promise<string | null> {
  const token = await call((host) => host.getBiometricToken?.());
  return typeof token === 'string' && token !== '' ? token : null;
}

export async function storeBiometricToken(token: string, expires: string): Promise<void> {
  await call((host) => host.storeBiometricToken?.(token, expires));
}

export async function setBiometricOptIn(optedIn: boolean): Promise<void> {
  await call((host) => host.setBiometricOptIn?.(optedIn));
}

/** Opens an address outside the app; false when there is no bridge to do it. */
export async function openExternal(url: string): Promise<boolean> {
  return (await call((host) => host.openExternal?.(url).then(() => true))) === true;
}
