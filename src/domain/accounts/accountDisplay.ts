/**
 * What the account lists show of an account (spec 03 §4, Dashboard): closed accounts lose
 * their due date, a nox$ comment is blanked, an empty loan status reads as Current, known
 * statuses and hold codes are worded by settings keys, and each row is closed, past due or normal.
 */
import { isClosed, isHiddenComment, type Account } from './account';
import { accountStatusKey, commentKey } from './statusWords';

export type RowState = 'closed' | 'pastDue' | 'normal';

/** A closed account is shown as closed even when it is also past due. */
export function rowState(account: Pick<Account, 'Comment' | 'LoanPastDue'>): RowState {
  if (isClosed(account)) return 'closed';
  return account.LoanPastDue === true ? 'pastDue' : 'normal';
}

/** The due date shown: none for a closed account or when the server sends none. */
export function dueDateOf(account: Pick<Account, 'Comment' | 'LoanDueDate'>): string | null {
  if (isClosed(account)) return null;
  return account.LoanDueDate || null;
}

/** Words a settings key (the settings' text), so the domain never holds a language's words. */
export type Words = (key: string) => string;

/**
 * The comment shown: blank for the nox$ hold code; a code the portal words itself (CLOSED) in
 * its key's words when `words` is given; any other comment as sent.
 */
export function displayComment(comment: string | undefined, words?: Words): string {
  if (isHiddenComment(comment)) return '';
  const key = words && commentKey(comment);
  return key ? words(key) : (comment ?? '').trim();
}

/**
 * The account status shown: a status the portal knows (an empty one is Current) in its key's
 * words, any other as sent (statusWords.ts).
 */
export function displayStatus(status: string | undefined, words: Words): string {
  const key = accountStatusKey(status);
  return key ? words(key) : (status ?? '').trim();
}

export type StatementKind = 'electronic' | 'paper' | 'other';

/** ElectronicOnly and PaperOnly are shown with their own (configurable) words; anything else as sent. */
export function statementKind(preference: string | undefined): StatementKind {
  const value = (preference ?? '').trim().toLowerCase();
  if (value === 'electroniconly') return 'electronic';
  if (value === 'paperonly') return 'paper';
  return 'other';
}

/**
 * Whether a row's shown status already says its state tag (a past-due loan whose status is
 * "Past Due"): then the status carries the state as a badge, and the tag under the account
 * number is left out, so the row does not say it twice. Compared without case or spacing.
 */
export function statusSaysTag(status: string, tag: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(tag) !== '' && normal(status) === normal(tag);
}
