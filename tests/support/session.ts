/** A signed-in session of demo.borrower, as the session store keeps it, for the store's tests. */
import type { UserSession } from '../../src/app/session/store';

export const SESSION: UserSession = {
  userToken: 'session-token',
  username: 'demo.borrower',
  personalName: 'Dana Borrower',
  emailAddress: 'dana@example.com',
  servicingBranch: '0001',
  companyNumber: 0,
  lastLoggedIn: null,
  lastLoggedInIp: null,
};
