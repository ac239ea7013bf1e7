/**
 * Biometric sign-in tokens (spec 01 §3, §4): one per device of a user who opted in, kept by the
 * mobile app and posted to /login/tokenlogin with the device's id. Only a digest is stored. A
 * password sign-in from an opted-in device issues one; the profile's biometric toggle issues one
 * (on) or revokes the device's (off), so a token the app still holds stops signing in.
 */
import type { Deps } from '../http/env.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes } from './clock.ts';

/** How long a biometric token signs in: 30 days. */
const LIFETIME_MINUTES = 30 * 24 * 60;

export interface DeviceToken {
  token: string;
  /** ISO 8601. */
  expires: string;
}

export function issueDeviceToken(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  deviceId: string,
): DeviceToken {
  const token = newToken();
  const expires = addMinutes(clock.now(), LIFETIME_MINUTES);
  db.run(
    'INSERT INTO device_tokens (token_hash, user_id, device_id, expires_at) VALUES (:hash, :userId, :deviceId, :expires)',
    { hash: digest(token), userId, deviceId, expires },
  );
  return { token, expires };
}

/** Revokes every token of the user on that device; how many there were. */
export function revokeDeviceTokens({ db }: Pick<Deps, 'db'>, userId: number, deviceId: string): number {
  const { count } = db.get<{ count: number }>(
    'SELECT COUNT(*) AS count FROM device_tokens WHERE user_id = :userId AND device_id = :deviceId',
    { userId, deviceId },
  )!;
  db.run('DELETE FROM device_tokens WHERE user_id = :userId AND device_id = :deviceId', { userId, deviceId });
  return count;
}
