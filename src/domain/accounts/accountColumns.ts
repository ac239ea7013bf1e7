/**
 * The columns of the dashboard's account lists (spec 03 §2.2), in the spec's order, and
 * how each sorts. Sorting reads what the list shows: a closed account's due date is
 * none and a nox$ comment is blank.
 */
import type { Account } from './account';
import { dueDateOf, displayComment } from './accountDisplay';
import type { AccountListName } from './accountLists';
import type { ColumnSpec } from './sorting';

export type AccountColumnId =
  | 'description'
  | 'number'
  | 'currentBalance'
  | 'payableBalance'
  | 'rate'
  | 'nameOnAccount'
  | 'dueDate'
  | 'amountDue'
  | 'status'
  | 'statementPreference'
  | 'balance'
  | 'comment'
  | 'paymentDueDate'
  | 'monthlyInstallment'
  | 'feesDue';

export const ACCOUNT_COLUMNS: Readonly<Record<AccountColumnId, ColumnSpec<Account>>> = {
  description: { id: 'description', kind: 'string', value: (account) => account.Description },
  number: { id: 'number', kind: 'string', value: (account) => account.Number },
  currentBalance: { id: 'currentBalance', kind: 'number', value: (account) => account.Balance },
  payableBalance: { id: 'payableBalance', kind: 'number', value: (account) => account.AvailableBalance },
  rate: { id: 'rate', kind: 'number', value: (account) => account.Rate },
  nameOnAccount: { id: 'nameOnAccount', kind: 'string', value: (account) => account.NameOnAcct },
  dueDate: { id: 'dueDate', kind: 'date', value: dueDateOf },
  amountDue: { id: 'amountDue', kind: 'number', value: (account) => account.LoanAmountDue },
  status: { id: 'status', kind: 'string', value: (account) => account.Status },
  statementPreference: {
    id: 'statementPreference',
    kind: 'string',
    value: (account) => account.StatementPreference,
  },
  balance: { id: 'balance', kind: 'number', value: (account) => account.Balance },
  comment: { id: 'comment', kind: 'string', value: (account) => displayComment(account.Comment) },
  paymentDueDate: { id: 'paymentDueDate', kind: 'date', value: dueDateOf },
  monthlyInstallment: {
    id: 'monthlyInstallment',
    kind: 'number',
    value: (account) => account.MonthlyInstallment,
  },
  feesDue: { id: 'feesDue', kind: 'number', value: (account) => account.FeesDue },
};

/** Each list's columns in the spec's order. */
export const LIST_COLUMNS: Readonly<Record<AccountListName, readonly AccountColumnId[]>> = {
  deposit: ['description', 'number', 'currentBalance', 'payableBalance'],
  investment: ['description', 'number', 'currentBalance', 'payableBalance', 'rate', 'nameOnAccount'],
  lineOfCredit: ['description', 'number', 'currentBalance', 'payableBalance', 'rate', 'dueDate', 'amountDue'],
  loan: [
    'status',
    'number',
    'description',
    'statementPreference',
    'balance',
    'rate',
    'comment',
    'paymentDueDate',
    'monthlyInstallment',
    'feesDue',
    'amountDue',
  ],
};

/**
 * The columns a list shows: the ones asked for (a definition's list, after its hide
 * flags) that belong to the list, in the spec's order; all of them when none are asked for.
 */
export function columnsOf(list: AccountListName, wanted: readonly string[] | undefined): AccountColumnId[] {
  const columns = LIST_COLUMNS[list];
  if (wanted === undefined) return [...columns];
  return columns.filter((column) => wanted.includes(column));
}
