/**
 * The signed-in user (spec 01 §3 "User session"), kept in sessionStorage so a reload keeps
 * the session and closing the tab ends it. Setting or clearing it also sets the headers
 * the API client sends (UserToken, ServicingBranch).
 */
import { useSyncExternalStore } from 'react';
import { setSessionHeaders } from '../../api/client';
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
}

const KEY = 'portal.session';
const listeners = new Set<() => void>();

function read(): UserSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as UserSession | null;
    return value && typeof value.userToken === 'string' && value.userToken ? value : null;
  } catch {
    return null;
  }
}

let current: UserSession | null = read();
setSessionHeaders({ userToken: current?.userToken, servicingBranch: current?.servicingBranch });

function publish(next: UserSession | null) {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  setSessionHeaders({ userToken: next?.userToken, servicingBranch: next?.servicingBranch });
  for (const listener of listeners) listener();
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
  };
}
