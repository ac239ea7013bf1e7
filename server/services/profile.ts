/** The signed-in user's profile (spec 01 §3 "Profile data") and login history. */
import type { LoginHistoryResponse, ProfileResponse } from '../../src/generated/api-types/accounts.ts';
import type { Database } from '../db/database.ts';

/** How many sign-ins the login history shows at most. */
export const LOGIN_HISTORY_LIMIT = 100;

/** The profile answer without its HasNoErrors and Errors. */
export function profileOf(
  db: Database,
  userId: number,
): Pick<ProfileResponse, 'UserInfo' | 'PersonalInfo'> | undefined {
  const row = db.get<{
    username: string;
    secret_question: string | null;
    customer_row: number;
    email: string | null;
    address1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  }>(
    `SELECT u.username, u.secret_question, c.id AS customer_row, c.email, c.address1, c.city, c.state, c.zip
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = :userId`,
    { userId },
  );
  if (!row) return undefined;
  const phones = db.all<{ number: string; is_primary: number; opt_in_texting: number }>(
    'SELECT number, is_primary, opt_in_texting FROM phone_numbers WHERE customer_id = :customer ORDER BY position',
    { customer: row.customer_row },
  );
  return {
    UserInfo: {
      LogonName: row.username,
      EmailAddress: row.email ?? '',
      SecretQuestion: row.secret_question,
    },
    PersonalInfo: {
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
      })),
    },
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
