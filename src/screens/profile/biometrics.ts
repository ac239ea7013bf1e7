/**
 * The biometric sign-in toggle of the profile in the mobile app (spec 01 §2 Profile, §3 "Mobile
 * info", §4 "User info save"): whether the device can and the user wants to sign in with a
 * fingerprint or face, read from the app's bridge (src/api/mobileApp.ts); the toggle shows only in
 * the app on a capable device. Saving tells the server first (on: a new token for this device,
 * which the app then keeps; off: the device's tokens revoked, so a token the app still holds stops
 * working even if the device misbehaves), then asks the bridge to record the choice and reads it
 * back. Any step that fails is the BiometricsNotUpdated failure.
 */
import { useEffect, useState } from 'react';
import { deviceInfo, setBiometricOptIn, storeBiometricToken } from '../../api/mobileApp';
import type { MobileInfoUpdate, UpdateProfileResponse } from '../../api/profile';

/** The device's opt-in, or null when the toggle does not show (not the app, not capable, no bridge). */
export function useBiometricOptIn(inApp: boolean): [boolean | null, (value: boolean) => void] {
  const [optedIn, setOptedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!inApp) return undefined;
    let live = true;
    void deviceInfo().then((info) => {
      if (live && info?.biometricsCapable) setOptedIn(info.optedInToBiometrics);
    });
    return () => {
      live = false;
    };
  }, [inApp]);
  return [optedIn, setOptedIn];
}

/** Records the choice with the server and the device; false when either did not take it. */
export async function saveBiometricOptIn(
  value: boolean,
  sendToServer: (update: MobileInfoUpdate) => Promise<UpdateProfileResponse>,
): Promise<boolean> {
  const device = await deviceInfo();
  if (!device) return false;
  let answer: UpdateProfileResponse;
  try {
    answer = await sendToServer({ BiometricsEnabled: value, DeviceID: device.id });
  } catch {
    return false;
  }
  await setBiometricOptIn(value);
  if ((await deviceInfo())?.optedInToBiometrics !== value) return false;
  const issued = answer.MobileInfo;
  if (value && issued?.BiometricsToken)
    await storeBiometricToken(issued.BiometricsToken, issued.BiometricsTokenExpiration);
  return true;
}
