import type { KeyObject } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Institution } from '../config/institution.ts';
import type { Clock } from '../services/clock.ts';
import type { FileStore } from '../services/documents/fileStore.ts';
import type { Logger } from './errors.ts';

/** What every route can use: storage, the institution's configuration, the clock, the log. */
export interface Deps {
  db: Database;
  institution: Institution;
  clock: Clock;
  /** Demo mode: e-mails and texts go to the outbox (GET /api/demo/outbox) and the log. */
  demo: boolean;
  /** Where people reach the portal: the origin of every link an e-mail carries (never a request's Host). */
  publicOrigin: string;
  logger: Logger;
  /** The administrator API's token (PORTAL_ADMIN_TOKEN); without one that API is off. */
  adminToken?: string;
  /** The key of the SSNs' hashes (security/ssnHash.ts). */
  ssnKey: KeyObject;
  /** Uploaded files: the data folder's uploads/, or memory without a folder. */
  files: FileStore;
  /**
   * Google reCAPTCHA's verification (services/messages/recaptcha.ts), when the institution has
   * a site key: the secret (PORTAL_RECAPTCHA_SECRET) and the fetch that posts to Google (tests
   * pass a fake).
   */
  recaptcha?: RecaptchaVerification;
}

export interface RecaptchaVerification {
  secret: string;
  fetch: typeof fetch;
}

/** The signed-in user of a request (set by requireSession). */
export interface SessionUser {
  token: string;
  userId: number;
  customerId: number;
  username: string;
  /** The session was started by a password sign-in (the post-login SSN step needs one). */
  passwordSupplied: boolean;
}

/** A request's validated body, form or query is `c.req.valid(…)`, typed by its middleware (validate.ts). */
export interface AppEnv {
  Variables: {
    session: SessionUser;
    /** The signed-in caller of a call open to everyone (optionalSession), or null signed out. */
    caller: SessionUser | null;
  };
}
