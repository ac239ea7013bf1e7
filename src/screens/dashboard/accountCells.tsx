/**
 * The dashboard account lists' columns as the table shows them: header label, alignment
 * and the text of each cell, after the display rules of spec 03 §4. A past-due or closed
 * row says its state once: as the status badge when the status column shows it in those
 * words, else as a tag under the account number (issue 18).
 */
import {
  ACCOUNT_COLUMNS,
  accountDetailsRoute,
  accountStatusCode,
  amountDuePartsInDollars,
  displayStatus,
  primaryColumn,
  rowState,
  statusSaysTag,
  type Account,
  type AccountColumnId,
  type AccountStatus,
  type RowState,
} from '../../domain/accounts';
import type { Settings } from '../../engine';
import { accountColumnText } from '../shared/accountText';
import { AmountParts } from '../shared/AmountParts';
import type { Formatters } from '../shared/formatters';
import { RowLink, STATE_TAGS } from './RowLink';
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

/** Kept on one line: account numbers break at their hyphens, dates at their slashes. */
const NO_WRAP: ReadonlySet<AccountColumnId> = new Set(['number', 'dueDate', 'paymentDueDate', 'status']);

/** The account states each known status code says (a delinquent loan is past due). */
const STATUS_STATES: Readonly<Partial<Record<AccountStatus, RowState>>> = {
  pastDue: 'pastDue',
  delinquent: 'pastDue',
  closed: 'closed',
};

/**
 * Whether the row's shown status already says its state (a past-due loan "Past Due"): by its
 * code when the portal knows the status, in every language; else by its words.
 */
function statusCarriesState(account: Account, settings: Settings): boolean {
  const state = rowState(account);
  const tag = STATE_TAGS[state];
  if (tag === null) return false;
  const code = accountStatusCode(account.Status);
  if (code !== undefined) return STATUS_STATES[code] === state;
  const status = displayStatus(account.Status, (key) => settings.text(key));
  return statusSaysTag(status, settings.text(tag));
}

/** The table columns for these column ids; the primary one links to the account's details. */
export function accountTableColumns(
  ids: readonly AccountColumnId[],
  settings: Settings,
  format: Formatters,
  loanDetails: boolean,
): TableColumn<Account>[] {
  const primary = primaryColumn(ids);
  const statusShown = ids.includes('status');
  return ids.map((id) => ({
    ...ACCOUNT_COLUMNS[id],
    label: settings.text(LABELS[id]),
    numeric: !TEXT_COLUMNS.has(id),
    noWrap: NO_WRAP.has(id),
    cell: (account: Account) => {
      const text = accountColumnText(id, account, settings, format);
      const carried = statusShown && statusCarriesState(account, settings);
      if (id === primary) {
        const state = carried ? 'normal' : rowState(account);
        return <RowLink text={text} route={accountDetailsRoute(account, loanDetails)} state={state} />;
      }
      if (id === 'amountDue') {
        const parts = amountDuePartsInDollars(
          account.LoanAmountDue ?? 0,
          account.MonthlyInstallment ?? 0,
          account.FeesDue ?? 0,
        );
        return (
          <>
            {text}
            <AmountParts parts={parts} money={format.money} />
          </>
        );
      }
      if (id === 'status' && carried) {
        return <span className={`account-tag account-tag--${rowState(account)}`}>{text}</span>;
      }
      return text;
    },
  }));
}
