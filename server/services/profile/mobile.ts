/**
 * POST /api/UpdateProfile with MobileInfo (spec 01 §3 "Mobile info: biometricsEnabled", §4 "User
 * info save"): the profile's biometric toggle in the mobile app, sent once the device recorded
 * the choice. On: the device's earlier tokens give way to a new one, answered for the app to keep.
 * Off: the device's tokens are revoked, so biometric sign-in from it needs a password sign-in and
 * a new opt-in first. Recorded as a profile change (never the token).
 */
import type { MobileInfoUpdate, UpdateProfileResponse } from '../../../src/generated/api-types/profile.ts';
import type { Deps } from '../../http/env.ts';
import { issueDeviceToken, revokeDeviceTokens } from '../deviceTokens.ts';
import { recordChange } from './changes.ts';
import type { Caller } from './update.ts';

export function updateMobileInfo(
  deps: Deps,
  { session, ip }: Caller,
  { BiometricsEnabled, DeviceID }: MobileInfoUpdate,
): UpdateProfileResponse {
  const issued = deps.db.transaction(() => {
    revokeDeviceTokens(deps, session.userId, DeviceID);
    recordChange(deps, session.userId, ip, 'MobileInfo', ['BiometricsEnabled']);
    return BiometricsEnabled ? issueDeviceToken(deps, session.userId, DeviceID) : undefined;
  });
  return {
    HasNoErrors: true,
    Errors: [],
    MobileInfo: {
      BiometricsEnabled,
      BiometricsTokenExpiration: issued?.expires ?? '',
      ...(issued ? { BiometricsToken: issued.token } : {}),
    },
  };
}
