/** Users and the bookkeeping of signing in: whether the name is locked now, login history. */
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { endUserSessions } from './sessions.ts';

export interface User {
  id: number;
  username: string;
  password_hash: string;
  /** Until when wrong passwords lock the user's name (services/lockout.ts); null or past: not locked. */
  locked_until: string | null;
  must_change_password: number;
  /** When a temporary password (account recovery) stops working. */
  password_expires: string | null;
  secret_question: string | null;
  mfa_exempt: number;
  /** A migrated user waiting for activation: the logon name it gets then. */
  activation_username: string | null;
  customer_row: number;
  customer_id: string;
  first_name: string;
  last_name: string;
  company_number: number;
  email: string | null;
  email_verified: number;
  /** The keyed hash of the SSN (security/ssnHash.ts); null when none is on record. */
  ssn_hash: string | null;
  servicing_branch: string;
  restricted: number;
}

const SELECT = `SELECT u.id, u.username, u.password_hash, f.locked_until, u.must_change_password,
  u.password_expires, u.secret_question, u.mfa_exempt, u.activation_username, c.id AS customer_row, c.customer_id, c.first_name, c.last_name, c.company_number,
  c.email, c.email_verified, c.ssn_hash, c.servicing_branch, c.restricted
  FROM users u JOIN customers c ON c.id = u.customer_id LEFT JOIN sign_in_failures f ON f.name = u.username`;

export function findUser(db: Database, username: string): User | undefined {
  return db.get<User>(`${SELECT} WHERE u.username = :username`, { username });
}

export function userById(db: Database, id: number): User | undefined {
  return db.get<User>(`${SELECT} WHERE u.id = :id`, { id });
}

/** Whether wrong passwords lock the user now: every way of signing in refuses a locked user. */
export function isLocked(user: Pick<User, 'locked_until'>, now: Date): boolean {
  return user.locked_until !== null && Date.parse(user.locked_until) > now.getTime();
}

export interface PasswordChange {
  /** A temporary password (recovery): changed at the next sign-in, and it stops working at `expires`. */
  temporary?: { expires: string };
  /** The session (token) that made the change and stays signed in (the post-login change). */
  keepSession?: string;
}

/**
 * Sets a new password, unlocking the user, and ends every other session of the user: whoever
 * is signed in with the old password is signed out. A temporary password must be changed at
 * the next sign-in and stops working at its expiry; any other clears both.
 */
export function setPassword(
  db: Database,
  userId: number,
  /** hashPassword's hash, made before the caller's transaction (hashing is asynchronous). */
  passwordHash: string,
  { temporary, keepSession }: PasswordChange = {},
) {
  db.run(
    `UPDATE users SET password_hash = :hash, must_change_password = :mustChange, password_expires = :expires
      WHERE id = :userId`,
    {
      hash: passwordHash,
      mustChange: temporary !== undefined,
      expires: temporary?.expires,
      userId,
    },
  );
  db.run('DELETE FROM sign_in_failures WHERE name = (SELECT username FROM users WHERE id = :userId)', {
    userId,
  });
  endUserSessions(db, userId, keepSession);
}

export function recordLogin(db: Database, clock: Clock, userId: number, ip: string) {
  const now = clock.now().toISOString();
  db.run('INSERT INTO login_history (user_id, login_date, ip) VALUES (:userId, :now, :ip)', {
    userId,
    now,
    ip,
  });
  db.run('UPDATE users SET last_login_at = :now, last_login_ip = :ip WHERE id = :userId', {
    userId,
    now,
    ip,
  });
}

/** The sign-in before the current one, for "Previous login … from …". */
export function previousLogin(db: Database, userId: number): { login_date: string; ip: string } | undefined {
  return db.get(
    'SELECT login_date, ip FROM login_history WHERE user_id = :userId ORDER BY id DESC LIMIT 1 OFFSET 1',
    { userId },
  );
}

export function personalName(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
