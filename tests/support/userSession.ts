/** demo.borrower's session as the session store keeps it (src/app/session/store.ts), for tests that sign in by setting it. */
import type { UserSession } from '../../src/app/session/store';

export const BORROWER_SESSION: UserSession = {
  userToken: 'token-1',
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
  emailAddress: 'alex.morgan@example.com',
  servicingBranch: '1',
  companyNumber: 0,
  lastLoggedIn: null,
  lastLoggedInIp: null,
};
