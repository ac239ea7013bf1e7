/**
 * The signed-in user (spec 01 §3 "User session"), kept in sessionStorage so a reload keeps
 * the session and closing the tab ends it. The store is the one owner of the session
 * headers the API client sends (UserToken, ServicingBranch): the client reads them from
 * here. Setting or clearing the session sets them; before a session is kept, a sign-in in
 * progress (its post-login steps, a reset or activation link's session) has its calls
 * carry its token through setSignInToken. The session also keeps the user's agreement records
 * (the login answer's WebAgreementLogs), which grow when the user accepts agreements in it.
 */
import { useSyncExternalStore } from 'react';
import { provideSessionHeaders, type SessionHeaders } from '../../api/client';
import type { AgreementRecord } from '../../domain/agreements';
import { SIGNED_OUT, type SessionContext } from '../../engine';

export interface UserSession {
  userToken: string;
  username: string;
  personalName: string;
  emailAddress: string;
  servicingBranch: string;
  companyNumber: number;
  /** The previous sign-in (ISO 8601) and where it came from, for the dashboard's footer. */
  lastLoggedIn: string | null;
  lastLoggedInIp: string | null;
  /** The user's records of accepting agreements; absent in a session kept before they were. */
  agreementLogs?: readonly AgreementRecord[];
}

const KEY = 'portal.session';
const listeners = new Set<() => void>();
/** Off in the studio's preview: its demo session lives in memory only, never in the tab's storage. */
let stored = true;

function read(): UserSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as UserSession | null;
    return value && typeof value.userToken === 'string' && value.userToken ? value : null;
  } catch {
    return null;
  }
}

const headersOf = (session: UserSession | null): SessionHeaders =>
  session ? { userToken: session.userToken, servicingBranch: session.servicingBranch } : {};

let current: UserSession | null = read();
/** What the calls send: the session's headers, or the last sign-in token set since. */
let headers: SessionHeaders = headersOf(current);
provideSessionHeaders(() => headers);

function publish(next: UserSession | null) {
  current = next;
  if (stored && next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else if (stored) sessionStorage.removeItem(KEY);
  headers = headersOf(next);
  for (const listener of listeners) listener();
}

/**
 * The studio's preview: from now on the session is kept in memory only (the preview's frame
 * shares the studio tab's sessionStorage), it starts as `session`, and it never times out.
 */
export function keepSessionInMemory(session: UserSession | null) {
  stored = false;
  publish(session);
}

/** Whether the session is the preview's (in memory), which the idle time-out leaves alone. */
export function isMemorySession(): boolean {
  return !stored;
}

export function getSession(): UserSession | null {
  return current;
}

export function setSession(session: UserSession) {
  publish(session);
}

export function clearSession() {
  publish(null);
}

/** The session gains these records (agreements the user accepted in it); signed out, nothing. */
export function addAgreementLogs(records: readonly AgreementRecord[]) {
  if (!current || records.length === 0) return;
  publish({ ...current, agreementLogs: [...(current.agreementLogs ?? []), ...records] });
}

/**
 * The calls that follow carry this token of a sign-in in progress (or no token), until the
 * session is set or cleared; the session itself, and its listeners, are left as they are.
 */
export function setSignInToken(userToken: string | undefined) {
  headers = userToken ? { userToken } : {};
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): UserSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The session as conditions see it (context.session). */
export function sessionContext(session: UserSession | null): SessionContext {
  if (!session) return SIGNED_OUT;
  return {
    loggedIn: true,
    personal: session.companyNumber === 0,
    hasEmail: session.emailAddress !== '',
    username: session.username,
    personalName: session.personalName,
    emailAddress: session.emailAddress,
    servicingBranch: session.servicingBranch,
    agreementLogs: session.agreementLogs ?? [],
  };
}
