/**
 * Logging out (spec 01 §4): cancel the session's calls under way, tell the server (its answer does not matter), always clear the
 * session, and go to the login screen, with the reason (unauthorized, sessionExpired …)
 * as the error the login screen shows. In the mobile app it only clears locally and
 * navigates, as the spec has it.
 */
import { cancelSessionRequests } from '../../api/client';
import { ApiError } from '../../api/errors';
import { logoutCall } from '../../api/login';
import { mobileApp } from '../../api/mobileApp';
import { navigateTo } from '../navigation';
import { clearSession, getSession } from './store';

/** locked: the server ended the session because wrong passwords locked the login name. */
export type LogoutReason = 'unauthorized' | 'locked' | 'sessionExpired' | 'down' | 'userCancelled';

export async function logout(reason?: LogoutReason) {
  const session = getSession();
  cancelSessionRequests();
  // A lock ended the session on the server already: telling it again would only answer 401.
  if (session && !mobileApp().inApp && reason !== 'locked') {
    try {
      await logoutCall(session.userToken);
    } catch {
      // The session ends here whatever the server says.
    }
  }
  clearSession();
  navigateTo(reason ? `/home/login?error=${reason}` : '/home/login', { replace: true });
}

/** For SWR's onError and calls: an Unauthorized answer logs the user out, saying why. */
export function logoutIfUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.problem.kind === 'unauthorized' && getSession()) {
    void logout(error.problem.reason === 'LockedOnBadPassword' ? 'locked' : 'unauthorized');
    return true;
  }
  return false;
}
