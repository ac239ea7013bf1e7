/**
 * What happens once a user is known to be who they say: a session, the login history,
 * and the tokens the portal keeps (change-password token, biometric device token).
 */
import type { Deps } from '../http/env.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes } from './clock.ts';
import { loginAnswer, type LoginAnswer } from './loginResponse.ts';
import { createSession } from './sessions.ts';
import { issueUserToken } from './userTokens.ts';
import { recordLogin, type User } from './users.ts';

export interface SignInOptions {
  ip: string;
  trusted: boolean;
  deviceId?: string;
  trustedDeviceToken?: string;
}

function changePasswordToken({ db, clock }: Deps, user: User): string | undefined {
  return user.must_change_password === 1 ? issueUserToken(db, clock, user.id, 'change') : undefined;
}

function deviceToken({ db, clock }: Deps, user: User, deviceId: string | undefined): string | undefined {
  if (!deviceId) return undefined;
  const token = newToken();
  db.run(
    'INSERT INTO device_tokens (token_hash, user_id, device_id, expires_at) VALUES (:hash, :userId, :deviceId, :expires)',
    {
      hash: digest(token),
      userId: user.id,
      deviceId,
      expires: addMinutes(clock.now(), 30 * 24 * 60),
    },
  );
  return token;
}

export function signIn(deps: Deps, user: User, options: SignInOptions): LoginAnswer {
  const token = createSession(deps.db, deps.clock, user.id);
  recordLogin(deps.db, deps.clock, user.id, options.ip);
  return loginAnswer(deps.db, deps.clock, user, {
    token,
    trusted: options.trusted,
    trustedDeviceToken: options.trustedDeviceToken,
    changePasswordToken: changePasswordToken(deps, user),
    biometricsToken: deviceToken(deps, user, options.deviceId),
  });
}
