/**
 * Checking a username and password (spec 01 §4, §8): the user behind them, or the refusal
 * the spec's catalogue names. The password work is done in every case (unknown name, locked,
 * wrong, restricted), so that the answer takes as long whoever asks; wrong passwords count
 * per name, known or not (lockout.ts), and the answer before the lock warns of it.
 */
import type { Deps } from '../http/env.ts';
import { errorBody, forbidden } from '../http/errors.ts';
import { verifyPassword } from '../security/passwords.ts';
import { isPast } from './clock.ts';
import { clearFailedSignIns, isNameLocked, recordFailedSignIn, type Failure } from './lockout.ts';
import { findUser, type User } from './users.ts';

export interface Refusal {
  reason: string;
  detail: string;
  /** The wrong try this refusal counted, if any. */
  failure?: Failure;
}

const LOCKED: Refusal = {
  reason: 'LockedOnBadPassword',
  detail: 'Too many wrong attempts: try again later.',
};

/**
 * The warning of an answer: AttemptsRemaining 1 when one wrong try is left before the lock.
 * The spec's catalogue has no wording for it, so the reason stays Invalid and this field is extra.
 */
export function lockWarning(failure: Failure | undefined): { AttemptsRemaining?: number } {
  return failure && !failure.locked && failure.remaining === 1 ? { AttemptsRemaining: 1 } : {};
}

/** A wrong password or SSN, counted against the name unless it is locked already. */
export function failedSignIn(deps: Deps, name: string): Failure {
  return isNameLocked(deps, name) ? { locked: true } : recordFailedSignIn(deps, name);
}

export async function authenticate(deps: Deps, username: string, password: string): Promise<User | Refusal> {
  if (deps.institution.option('MaintenanceMode') === true)
    throw forbidden('maintenanceModeEnabled', 'The site is offline for maintenance.');
  const user = findUser(deps.db, username);
  const right = await verifyPassword(password, user?.password_hash);
  // Judged after the password work: concurrent tries of the name have been counted meanwhile.
  if (!user || !right) {
    const failure = failedSignIn(deps, username);
    return failure.locked
      ? LOCKED
      : { reason: 'Invalid', detail: 'Username or password is invalid.', failure };
  }
  if (isNameLocked(deps, username)) return LOCKED;
  // A temporary password from account recovery that was not changed in time.
  if (user.password_expires && isPast(user.password_expires, deps.clock))
    return { reason: 'Invalid', detail: 'The temporary password has expired: recover the account again.' };
  if (user.restricted === 1) return { reason: 'Restricted', detail: 'The account is restricted.' };
  clearFailedSignIns(deps, username);
  return user;
}

/** The 403 body of a refusal (api/login.json LoginFailure). */
export function refusalBody(refusal: Refusal) {
  return { ...errorBody(refusal.reason, refusal.detail), ...lockWarning(refusal.failure) };
}
