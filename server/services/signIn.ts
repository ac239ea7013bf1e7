/**
 * What happens once a user is known to be who they say: a session, the login history,
 * and the tokens the portal keeps (change-password token, biometric device token). Every
 * way of signing in (password, security code, biometric token, single sign-on, reset link)
 * starts its session here, so one check refuses a locked or restricted user to all of them.
 */
import type { Deps } from '../http/env.ts';
import { forbidden, type HttpError } from '../http/errors.ts';
import { issueDeviceToken } from './deviceTokens.ts';
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
  return loginAnswer(deps.db, user, {
    token,
    trusted: options.trusted,
    trustedDeviceToken: options.trustedDeviceToken,
    changePasswordToken: changePasswordToken(deps, user),
    biometricsToken: options.deviceId ? issueDeviceToken(deps, user.id, options.deviceId) : undefined,
  });
}
