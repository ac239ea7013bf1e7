/**
 * The session the portal keeps (./store.ts) once a user is signed in: the token of the sign-in
 * and what Login/UserSession answered about the user, with the records of the agreements the
 * user has accepted.
 */
import type { UserSessionResponse } from '../../api/login';
import type { AgreementRecord } from '../../domain/agreements';
import type { UserSession } from './store';

export function sessionOf(
  userToken: string,
  user: UserSessionResponse,
  agreementLogs: readonly AgreementRecord[],
): UserSession {
  return {
    userToken,
    username: user.UserName,
    personalName: user.PersonalName,
    emailAddress: user.EmailAddress ?? '',
    servicingBranch: user.ServicingBranch,
    companyNumber: user.CompanyNumber,
    lastLoggedIn: user.LastLoggedIn ?? null,
    lastLoggedInIp: user.LastLoggedInIP ?? null,
    agreementLogs,
  };
}
