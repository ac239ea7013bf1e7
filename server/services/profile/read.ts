/**
 * The signed-in user's profile (spec 01 §2 Profile, §3 "Profile data"; GET /api/Profile) and
 * login history: the user information (never a password or the answer), the user kind, the
 * address and phones (each with whether Solutions By Text can text it), the user-level alert
 * settings and what the Notifications section needs beside them.
 */
import type { LoginHistoryResponse } from '../../../src/generated/api-types/accounts.ts';
import type {
  AlertsContext,
  PersonalInfo,
  ProfileResponse,
  UserInfo,
} from '../../../src/generated/api-types/profile.ts';
import { textingNotAgreed } from '../../../src/domain/profile/index.ts';
import type { Institution } from '../../config/institution.ts';
import type { Database } from '../../db/database.ts';
import { isTextable } from '../sbt/demo.ts';
import { userAlerts } from './alerts.ts';

/** How many sign-ins the login history shows at most. */
export const LOGIN_HISTORY_LIMIT = 100;

interface ProfileRow {
  username: string;
  secret_question: string | null;
  customer_row: number;
  company_number: number;
  email: string | null;
  email_verified: number;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

function profileRow(db: Database, userId: number): ProfileRow | undefined {
  return db.get<ProfileRow>(
    `SELECT u.username, u.secret_question, c.id AS customer_row, c.company_number, c.email, c.email_verified,
            c.address1, c.city, c.state, c.zip
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = :userId`,
    { userId },
  );
}

/** The presets of settings postLogin.securityQuestions, in every language the portal offers them in. */
export function presetQuestions(institution: Institution): string[] {
  return (['en', 'es'] as const)
    .flatMap((language) => institution.setting('postLogin.securityQuestions', language).split('|'))
    .map((question) => question.trim())
    .filter((question) => question !== '');
}

export function userInfoOf(db: Database, institution: Institution, userId: number): UserInfo {
  const row = profileRow(db, userId)!;
  const question = row.secret_question === '' ? null : row.secret_question;
  return {
    LogonName: row.username,
    EmailAddress: row.email ?? '',
    EmailIsVerified: row.email_verified === 1,
    SecretQuestion: question,
    SecretQuestionIsCustom: question !== null && !presetQuestions(institution).includes(question.trim()),
  };
}

export function personalInfoOf(db: Database, customerRow: number): PersonalInfo {
  const row = db.get<Pick<ProfileRow, 'address1' | 'city' | 'state' | 'zip'>>(
    'SELECT address1, city, state, zip FROM customers WHERE id = :customerRow',
    { customerRow },
  )!;
  const phones = db.all<{ number: string; is_primary: number; opt_in_texting: number }>(
    'SELECT number, is_primary, opt_in_texting FROM phone_numbers WHERE customer_id = :customerRow ORDER BY position',
    { customerRow },
  );
  return {
    Address: {
      Address1: row.address1 ?? '',
      City: row.city ?? '',
      ZipCode: row.zip ?? '',
      State: row.state ?? '',
    },
    PhoneNumbers: phones.map((phone) => ({
      PhoneNumber: phone.number,
      Primary: phone.is_primary === 1,
      OptInToTexting: phone.opt_in_texting === 1,
      Textable: isTextable(phone.number),
    })),
  };
}

export function alertsContextOf(db: Database, institution: Institution, customerRow: number): AlertsContext {
  const phones = personalInfoOf(db, customerRow).PhoneNumbers;
  return {
    HasPhone: phones.length > 0,
    TextingNotAgreed: textingNotAgreed(phones),
    TextMessages: institution.option('TextMessages') === true,
  };
}

/** The answer of GET /api/Profile; undefined for an unknown user. */
export function profileOf(
  db: Database,
  institution: Institution,
  userId: number,
): ProfileResponse | undefined {
  const row = profileRow(db, userId);
  if (!row) return undefined;
  return {
    HasNoErrors: true,
    Errors: [],
    UserInfo: userInfoOf(db, institution, userId),
    UserKind: row.company_number === 0 ? 'Personal' : 'Company',
    PersonalInfo: personalInfoOf(db, row.customer_row),
    UserAlertsInfo: userAlerts(db, institution, userId),
    AlertsContext: alertsContextOf(db, institution, row.customer_row),
  };
}

/** The user's sign-ins, newest first. */
export function loginHistory(db: Database, userId: number): LoginHistoryResponse {
  return db.all<LoginHistoryResponse[number]>(
    `SELECT login_date AS LoginDate, ip AS IPAddress FROM login_history WHERE user_id = :userId
      ORDER BY login_date DESC, id DESC LIMIT ${LOGIN_HISTORY_LIMIT}`,
    { userId },
  );
}
