/**
 * The text of an account's column as the lists show it, after the display rules of spec 03 §4
 * (status, statement preference, comment): the dashboard's tables and the deposit details.
 */
import {
  displayComment,
  displayStatus,
  dueDateOf,
  statementKind,
  type Account,
  type AccountColumnId,
} from '../../domain/accounts';
import type { Settings } from '../../engine';
import type { Formatters } from './formatters';

const STATEMENT_WORDS = {
  electronic: 'accounts.statementElectronic',
  paper: 'accounts.statementPaper',
} as const;

export function accountColumnText(
  column: AccountColumnId,
  account: Account,
  settings: Settings,
  format: Formatters,
): string {
  switch (column) {
    case 'description':
      return account.Description;
    case 'number':
      return account.Number;
    case 'currentBalance':
    case 'balance':
      return format.money(account.Balance);
    case 'payableBalance':
      return format.money(account.AvailableBalance);
    case 'rate':
      return format.rate(account.Rate);
    case 'nameOnAccount':
      return account.NameOnAcct ?? '';
    case 'dueDate':
    case 'paymentDueDate':
      return format.date(dueDateOf(account));
    case 'amountDue':
      return format.money(account.LoanAmountDue);
    case 'status':
      return displayStatus(account.Status, (key) => settings.text(key));
    case 'statementPreference': {
      const kind = statementKind(account.StatementPreference);
      return kind === 'other' ? (account.StatementPreference ?? '') : settings.text(STATEMENT_WORDS[kind]);
    }
    case 'comment':
      return displayComment(account.Comment, (key) => settings.text(key));
    case 'monthlyInstallment':
      return format.money(account.MonthlyInstallment);
    case 'feesDue':
      return format.money(account.FeesDue);
  }
}
