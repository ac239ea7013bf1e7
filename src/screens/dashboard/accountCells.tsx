/**
 * The dashboard account lists' columns as the table shows them: header label, alignment
 * and the text of each cell, after the display rules of spec 03 §4.
 */
import {
  ACCOUNT_COLUMNS,
  accountDetailsRoute,
  primaryColumn,
  rowState,
  type Account,
  type AccountColumnId,
} from '../../domain/accounts';
import type { Settings } from '../../engine';
import { accountColumnText } from '../shared/accountText';
import type { Formatters } from '../shared/formatters';
import { RowLink } from './RowLink';
import type { TableColumn } from '../shared/table/SortableTable';

const LABELS: Readonly<Record<AccountColumnId, string>> = {
  description: 'accounts.columnDescription',
  number: 'accounts.columnNumber',
  currentBalance: 'accounts.columnCurrentBalance',
  payableBalance: 'accounts.columnPayableBalance',
  rate: 'accounts.columnRate',
  nameOnAccount: 'accounts.columnNameOnAccount',
  dueDate: 'accounts.columnDueDate',
  amountDue: 'accounts.columnAmountDue',
  status: 'accounts.columnStatus',
  statementPreference: 'accounts.columnStatementPreference',
  balance: 'accounts.columnBalance',
  comment: 'accounts.columnComment',
  paymentDueDate: 'accounts.columnPaymentDueDate',
  monthlyInstallment: 'accounts.columnMonthlyInstallment',
  feesDue: 'accounts.columnFeesDue',
};

const TEXT_COLUMNS: ReadonlySet<AccountColumnId> = new Set([
  'description',
  'number',
  'nameOnAccount',
  'dueDate',
  'status',
  'statementPreference',
  'comment',
  'paymentDueDate',
]);

/** The table columns for these column ids; the primary one links to the account's details. */
export function accountTableColumns(
  ids: readonly AccountColumnId[],
  settings: Settings,
  format: Formatters,
  loanDetails: boolean,
): TableColumn<Account>[] {
  const primary = primaryColumn(ids);
  return ids.map((id) => ({
    ...ACCOUNT_COLUMNS[id],
    label: settings.text(LABELS[id]),
    numeric: !TEXT_COLUMNS.has(id),
    noWrap: id === 'number',
    cell: (account: Account) => {
      const text = accountColumnText(id, account, settings, format);
      if (id !== primary) return text;
      return (
        <RowLink text={text} route={accountDetailsRoute(account, loanDetails)} state={rowState(account)} />
      );
    },
  }));
}
