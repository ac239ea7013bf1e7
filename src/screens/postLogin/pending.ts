/**
 * The sign-in in progress, between the password and the dashboard: the login answer with
 * its tokens and, for the SSN step only, the password typed. Kept in memory, never in the
 * screen's data (which conditions can read) nor in storage; cleared when the steps end.
 */
import type { LoginResponse } from '../../api/login';
import type { AgreementRecord } from '../../domain/agreements';

export interface PendingSignIn {
  username: string;
  /** Only while an SSN step may still need it (VerifyNewUser sends the credentials). */
  password?: string;
  login: LoginResponse;
  /** The records of the agreements accepted during the steps, which the login answer lacks. */
  acceptedAgreements?: AgreementRecord[];
}

let pending: PendingSignIn | undefined;

export function startPending(next: PendingSignIn) {
  pending = next;
}

export function getPending(): PendingSignIn | undefined {
  return pending;
}

export function updatePending(changes: Partial<PendingSignIn>) {
  if (pending) pending = { ...pending, ...changes };
}

export function clearPending() {
  pending = undefined;
}
