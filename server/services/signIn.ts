/**
 * What happens once a user is known to be who they say: a session, the login history,
 * and the tokens the portal keeps (change-password token, biometric device token). Every
 * way of signing in (password, security code, biometric token, single sign-on, reset link)
 * starts its session here, so one check refuses a locked or restricted user to all of them.
 */
import type { Deps } from '../http/env.ts';
import { forbidden, type HttpError } from '../http/errors.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes } from './clock.ts';
import { loginAnswer, type LoginAnswer } from './loginResponse.ts';
import { createSession } from './sessions.ts';
import { issueUserToken } from './userTokens.ts';
import { isLocked, recordLogin, type User } from './users.ts';

export interface SignInOptions {
  ip: string;
  trusted: boolean;
  /** A password sign-in (userlogin, ValidateCode): the SSN step may follow. */
  passwordSupplied: boolean;
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

/** Why this user may not start a session now (locked by wrong passwords, restricted), or undefined. */
export function sessionRefusal(user: User, now: Date): HttpError | undefined {
  if (isLocked(user, now))
    return forbidden('LockedOnBadPassword', 'Too many wrong attempts: try again later.');
  if (user.restricted === 1) return forbidden('Restricted', 'The account is restricted.');
  return undefined;
}

/** Starts a session for the user, or throws the refusal of sessionRefusal. */
export function signIn(deps: Deps, user: User, options: SignInOptions): LoginAnswer {
  const refusal = sessionRefusal(user, deps.clock.now());
  if (refusal) throw refusal;
  const token = createSession(deps.db, deps.clock, user.id, { passwordSupplied: options.passwordSupplied });
  recordLogin(deps.db, deps.clock, user.id, options.ip);
  return loginAnswer(deps.db, deps.clock, user, {
    token,
    trusted: options.trusted,
    trustedDeviceToken: options.trustedDeviceToken,
    changePasswordToken: changePasswordToken(deps, user),
    biometricsToken: deviceToken(deps, user, options.deviceId),
  });
}
