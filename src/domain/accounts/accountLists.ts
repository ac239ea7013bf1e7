/**
 * The dashboard's account lists (spec 03 §2.2 and §4): the accounts split by type into
 * the deposit, investment, line-of-credit and loan lists, with closed accounts left out
 * unless the user shows them, and the facts the dashboard's conditions read.
 */
import { rowState, type RowState } from './accountDisplay';
import { isClosed, type Account, type AccountType } from './account';

export type AccountListName = 'deposit' | 'investment' | 'lineOfCredit' | 'loan';

export const ACCOUNT_LIST_NAMES: readonly AccountListName[] = [
  'deposit',
  'investment',
  'lineOfCredit',
  'loan',
];

const LIST_OF_TYPE: Readonly<Record<AccountType, AccountListName>> = {
  Deposit: 'deposit',
  Investment: 'investment',
  LineOfCredit: 'lineOfCredit',
  Loan: 'loan',
};

export function isAccountListName(value: unknown): value is AccountListName {
  return typeof value === 'string' && (ACCOUNT_LIST_NAMES as readonly string[]).includes(value);
}

/** The list an account belongs to. */
export function listOf(account: Pick<Account, 'Type'>): AccountListName {
  return LIST_OF_TYPE[account.Type];
}

/** Open accounts only, or every account when closed ones are shown; the server's order is kept. */
export function visibleAccounts(accounts: readonly Account[], showClosed: boolean): Account[] {
  return showClosed ? [...accounts] : accounts.filter((account) => !isClosed(account));
}

/** Where a row comes in a list's default order: what needs attention (past due) first, closed last. */
const ATTENTION: Readonly<Record<RowState, number>> = { pastDue: 0, normal: 1, closed: 2 };

/**
 * The accounts one list shows, in its default order: those that need attention (past due)
 * first, closed ones last, and otherwise the server's order (a stable sort).
 */
export function accountsOfList(
  accounts: readonly Account[],
  list: AccountListName,
  showClosed: boolean,
): Account[] {
  return visibleAccounts(accounts, showClosed)
    .filter((account) => listOf(account) === list)
    .map((account, index) => ({ account, index, rank: ATTENTION[rowState(account)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ account }) => account);
}

/** What the dashboard's conditions read about the account list (as data.accounts). */
export interface AccountSummary {
  /** Every account, open or closed. */
  total: number;
  open: number;
  /** Some account is closed: the Show closed accounts toggle is offered. */
  anyClosed: boolean;
  /** An open loan or line of credit exists: Make Payment is offered. */
  hasLoan: boolean;
  /** How many rows each list shows now. */
  shown: Record<AccountListName, number>;
}

export function summarizeAccounts(accounts: readonly Account[], showClosed: boolean): AccountSummary {
  const open = accounts.filter((account) => !isClosed(account));
  const visible = showClosed ? accounts : open;
  const shown = { deposit: 0, investment: 0, lineOfCredit: 0, loan: 0 };
  for (const account of visible) shown[listOf(account)] += 1;
  return {
    total: accounts.length,
    open: open.length,
    anyClosed: open.length < accounts.length,
    hasLoan: open.some((account) => account.Type === 'Loan' || account.Type === 'LineOfCredit'),
    shown,
  };
}
