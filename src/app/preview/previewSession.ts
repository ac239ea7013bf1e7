/**
 * Who the preview is signed in as: the signed-in screens (myaccount/…) open as demo.borrower,
 * a session kept in memory only (src/app/session/store.ts keepSessionInMemory); the other
 * screens open signed out.
 */
import { LOGIN, USER_SESSION } from './demo/signInData';
import type { UserSession } from '../session/store';

export const PREVIEW_SESSION: UserSession = {
  userToken: 'preview-session',
  username: USER_SESSION.UserName,
  personalName: USER_SESSION.PersonalName,
  emailAddress: USER_SESSION.EmailAddress,
  servicingBranch: USER_SESSION.ServicingBranch,
  companyNumber: USER_SESSION.CompanyNumber,
  lastLoggedIn: USER_SESSION.LastLoggedIn ?? null,
  lastLoggedInIp: USER_SESSION.LastLoggedInIP ?? null,
  agreementLogs: LOGIN.WebAgreementLogs.map(({ Name, DateOfTerms, DateOfAgreement, AgreementType }) => ({
    Name,
    DateOfTerms,
    DateOfAgreement,
    AgreementType,
  })),
};

/** A route of the signed-in area (such as myaccount/payment). */
export function isSignedInRoute(route: string): boolean {
  return /^\/?myaccount(\/|$)/.test(route);
}

/** The route a hash such as #/myaccount/dashboard?x=1 shows: myaccount/dashboard. */
export function routeOfHash(hash: string): string {
  return hash.replace(/^#?\/?/, '').split('?')[0] ?? '';
}
