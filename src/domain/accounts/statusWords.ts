/**
 * The host sends statuses and hold codes as English words ("Past Due", "In Review", a CLOSED
 * comment). The ones the portal knows are codes: each is shown through its settings key, so
 * every language (and every institution's wording) reads its own words. A value the portal
 * does not know is the host's own text and is shown as sent. Compared without case or
 * spacing; an empty loan status is Current (spec 03 §4).
 */

/** Statuses of loans and other accounts (AccountList Status). */
export const ACCOUNT_STATUSES = [
  'current',
  'pastDue',
  'paidOff',
  'closed',
  'chargedOff',
  'delinquent',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Statuses of loan applications (Applications Status). */
export const APPLICATION_STATUSES = [
  'inReview',
  'submitted',
  'pending',
  'approved',
  'declined',
  'funded',
  'withdrawn',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Comments (hold codes) the portal words itself; others are shown as sent. */
export const COMMENT_CODES = ['closed'] as const;
export type CommentCode = (typeof COMMENT_CODES)[number];

/** A value without case, spaces, dashes or underscores: "Past Due", "PAST_DUE" and "PastDue" alike. */
const squeezed = (text: string | undefined) => (text ?? '').replace(/[\s_-]+/g, '').toLowerCase();

function lookup<T extends string>(codes: readonly T[], text: string | undefined): T | undefined {
  const value = squeezed(text);
  return codes.find((code) => code.toLowerCase() === value);
}

/** The code of an account status ('' is current), or undefined for a status the portal does not know. */
export function accountStatusCode(status: string | undefined): AccountStatus | undefined {
  if (squeezed(status) === '') return 'current';
  return lookup(ACCOUNT_STATUSES, status);
}

/** The code of an application status, or undefined for one the portal does not know. */
export function applicationStatusCode(status: string | undefined): ApplicationStatus | undefined {
  return lookup(APPLICATION_STATUSES, status);
}

/** The code of a comment the portal words itself (a CLOSED hold code), or undefined. */
export function commentCode(comment: string | undefined): CommentCode | undefined {
  return lookup(COMMENT_CODES, comment);
}

/** The settings key of each status and comment code (literal, so the catalogue finds each use). */
const ACCOUNT_STATUS_KEYS: Readonly<Record<AccountStatus, string>> = {
  current: 'accounts.statusCurrent',
  pastDue: 'accounts.statusPastDue',
  paidOff: 'accounts.statusPaidOff',
  closed: 'accounts.statusClosed',
  chargedOff: 'accounts.statusChargedOff',
  delinquent: 'accounts.statusDelinquent',
};
const APPLICATION_STATUS_KEYS: Readonly<Record<ApplicationStatus, string>> = {
  inReview: 'applications.statusInReview',
  submitted: 'applications.statusSubmitted',
  pending: 'applications.statusPending',
  approved: 'applications.statusApproved',
  declined: 'applications.statusDeclined',
  funded: 'applications.statusFunded',
  withdrawn: 'applications.statusWithdrawn',
  cancelled: 'applications.statusCancelled',
};
const COMMENT_KEYS: Readonly<Record<CommentCode, string>> = { closed: 'accounts.commentClosed' };

/** The settings key that words an account status (accounts.statusPastDue …), or undefined: shown as sent. */
export function accountStatusKey(status: string | undefined): string | undefined {
  const code = accountStatusCode(status);
  return code && ACCOUNT_STATUS_KEYS[code];
}

/** The settings key that words an application status (applications.statusInReview …), or undefined. */
export function applicationStatusKey(status: string | undefined): string | undefined {
  const code = applicationStatusCode(status);
  return code && APPLICATION_STATUS_KEYS[code];
}

/** The settings key that words a comment (accounts.commentClosed), or undefined: shown as sent. */
export function commentKey(comment: string | undefined): string | undefined {
  const code = commentCode(comment);
  return code && COMMENT_KEYS[code];
}

/** An application status as shown: a status the portal knows in its key's words, any other as sent. */
export function displayApplicationStatus(status: string | undefined, words: (key: string) => string): string {
  const key = applicationStatusKey(status);
  return key ? words(key) : (status ?? '').trim();
}
