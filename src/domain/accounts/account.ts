/**
 * An entry of the account list (spec 03 §3, "Account list entry"), with the field names
 * the server sends. Only Number, Type, Description, Comment and Balance are always there.
 */

export type AccountType = 'Loan' | 'Deposit' | 'Investment' | 'LineOfCredit';

export const ACCOUNT_TYPES: readonly AccountType[] = ['Loan', 'Deposit', 'Investment', 'LineOfCredit'];

export interface Account {
  Number: string;
  Type: AccountType;
  /** Numerically: loan 0, deposit 1/3/5/6, investment 7/8, line of credit 9. */
  TypeCode?: number;
  Description: string;
  /** The hold code: closed for a closed account, nox$ for one whose comment is not shown. */
  Comment: string;
  Status?: string;
  Balance: number;
  /** The payable balance. */
  AvailableBalance?: number;
  /** Percent: 6.49 is 6.49 %. */
  Rate?: number;
  StatementPreference?: string;
  /** YYYY-MM-DD. */
  LoanDueDate?: string | null;
  LoanAmountDue?: number;
  LoanPastDue?: boolean;
  MonthlyInstallment?: number;
  FeesDue?: number;
  NameOnAcct?: string;
}

/** The hold code (Comment) as compared: trimmed and lower-cased, '' when none. */
export function holdCode(comment: string | null | undefined): string {
  return (comment ?? '').trim().toLowerCase();
}

/** An account whose hold code is closed (in any letter case). */
export function isClosed(account: Pick<Account, 'Comment'>): boolean {
  return holdCode(account.Comment) === 'closed';
}

/** The hold code that must not be shown to the customer. */
export function isHiddenComment(comment: string | undefined): boolean {
  return holdCode(comment) === 'nox$';
}
