/** The login response of spec 01 §3, for a user and (once signed in) a session token. */
import type { AgreementLog, LoginResponse } from '../../src/generated/api-types/login.ts';
import type { Database } from '../db/database.ts';
import type { DeviceToken } from './deviceTokens.ts';
import type { User } from './users.ts';

/** An agreement of the login answer as this server records it: with its type, without a URL. */
type AgreementLogRecord = Required<Omit<AgreementLog, 'Url'>>;

/**
 * The login response (schemas/api/login.json LoginResponse) as this server answers it: every
 * field filled ('' when there is nothing) but BiometricsToken, which only a mobile sign-in gets.
 */
export type LoginAnswer = Required<Omit<LoginResponse, 'BiometricsToken' | 'WebAgreementLogs'>> &
  Pick<LoginResponse, 'BiometricsToken'> & { WebAgreementLogs: AgreementLogRecord[] };

export function agreementLogs(db: Database, userId: number): AgreementLogRecord[] {
  return db.all(
    `SELECT name AS Name, date_of_terms AS DateOfTerms, date_of_agreement AS DateOfAgreement,
            agreement_type AS AgreementType, when_to_agree AS WhenToAgree
       FROM agreement_records WHERE user_id = :userId ORDER BY id`,
    { userId },
  );
}

export function loginAnswer(
  db: Database,
  user: User,
  parts: {
    token?: string;
    trusted: boolean;
    changePasswordToken?: string;
    trustedDeviceToken?: string;
    biometricsToken?: DeviceToken;
  },
): LoginAnswer {
  return {
    UserName: user.username,
    UserToken: parts.token ?? '',
    EmailAddress: user.email ?? '',
    EmailIsVerified: user.email_verified === 1,
    IsLoggedIn: parts.token !== undefined,
    IsTrustedDevice: parts.trusted,
    MustChangePassword: user.must_change_password === 1,
    ChangePasswordToken: parts.changePasswordToken ?? '',
    HasPasswordQuestion: user.secret_question !== null && user.secret_question !== '',
    WebAgreementLogs: agreementLogs(db, user.id),
    CompanyNumber: user.company_number,
    BiometricsTokenExpiration: parts.biometricsToken?.expires ?? '',
    ...(parts.biometricsToken ? { BiometricsToken: parts.biometricsToken.token } : {}),
    TrustedDeviceToken: parts.trustedDeviceToken ?? '',
    CustomerID: user.customer_id,
  };
}
