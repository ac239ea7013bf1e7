/**
 * The biometric sign-in toggle of the profile in the mobile app (spec 01 §2 Profile, §4 "User
 * info save"): whether the device can and the user wants to sign in with a fingerprint or face,
 * read from the app's bridge (src/api/mobileApp.ts); the toggle shows only in the app on a
 * capable device. Saving asks the bridge to record the choice and reads it back: a device that
 * did not take it is the BiometricsNotUpdated failure.
 */
import { useEffect, useState } from 'react';
import { deviceInfo, setBiometricOptIn } from '../../api/mobileApp';

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

/** Records the choice; false when the device did not take it. */
export async function saveBiometricOptIn(value: boolean): Promise<boolean> {
  await setBiometricOptIn(value);
  const info = await deviceInfo();
  return info?.optedInToBiometrics === value;
}
