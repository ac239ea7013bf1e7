/**
 * The mobile app's device as the login screen's data holds it (data.mobileDevice, published
 * by the mobile feature's MobileDevice block): its id, and whether the user opted in to
 * biometric sign-in on it. Read by the password sign-in and the biometric sign-in alike.
 */
import { deviceInfo } from '../../api/mobileApp';

type Data = Readonly<Record<string, unknown>>;

/** The device id the bridge reported, if any. */
export function deviceIdOf(data: Data): string | undefined {
  const device = data.mobileDevice as { id?: unknown } | undefined;
  return typeof device?.id === 'string' && device.id !== '' ? device.id : undefined;
}

/** The device id the sign-in sends, when the user opted in to biometric sign-in on this device. */
export function biometricDeviceId(data: Data): string | undefined {
  const device = data.mobileDevice as { optedInToBiometrics?: unknown } | undefined;
  return device?.optedInToBiometrics === true ? deviceIdOf(data) : undefined;
}

/**
 * The device id the password sign-in sends. Inside the app, before the MobileDevice block has
 * published the device (its code loads once the browser is idle, and a quick user or a
 * password manager may be faster), it is asked of the bridge directly.
 */
export async function signInDeviceId(data: Data, inApp: boolean): Promise<string | undefined> {
  if (!inApp || data.mobileDevice !== undefined) return biometricDeviceId(data);
  return biometricDeviceId({ mobileDevice: (await deviceInfo()) ?? {} });
}
