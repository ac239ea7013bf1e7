/**
 * A customer's accounts and loan applications as the dashboard reads them (spec 03 §3):
 * money kept in cents is answered in dollars, the type code also as its name.
 */
import { amountDueParts } from '../../src/domain/accounts/amountDue.ts';
import type { Account, Application } from '../../src/generated/api-types/accounts.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

export type AccountType = Account['Type'];

/** Type codes: loan 0, deposit 1/3/5/6, investment 7/8, line of credit 9. */
export const ACCOUNT_TYPES: Readonly<Record<number, AccountType>> = {
  0: 'Loan',
  1: 'Deposit',
  3: 'Deposit',
  5: 'Deposit',
  6: 'Deposit',
  7: 'Investment',
  8: 'Investment',
  9: 'LineOfCredit',
};

/** Dollars of an amount in cents (two decimals at most). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export interface AccountRow {
  number: string;
  type: number;
  description: string;
  comment: string;
  status: string;
  balance_cents: number;
  available_cents: number;
  rate: number;
  statement_preference: string;
  due_date: string | null;
  amount_due_cents: number;
  past_due: number;
  installment_cents: number;
  fees_due_cents: number;
  name_on_account: string;
}

/**
 * The accounts the customer sees on the web: not hidden, of a known type, in the order opened.
 * FeesDue is the fees part of what is due (late charges and other fees, src/domain/accounts/amountDue.ts),
 * so installment + past due + fees add up to LoanAmountDue.
 */
export function accountList(db: Database, customerId: number): Account[] {
  const rows = db.all<AccountRow & { other_fees_cents: number }>(
    `SELECT a.*, COALESCE(d.other_fees_cents, 0) AS other_fees_cents
       FROM accounts a LEFT JOIN loan_details d ON d.account_id = a.id
      WHERE a.customer_id = :customerId AND a.hidden = 0 ORDER BY a.id`,
    { customerId },
  );
  return rows
    .filter((row) => ACCOUNT_TYPES[row.type] !== undefined)
    .map((row) => ({
      Number: row.number,
      Type: ACCOUNT_TYPES[row.type]!,
      TypeCode: row.type,
      Description: row.description,
      Comment: row.comment,
      Status: row.status,
      Balance: dollars(row.balance_cents),
      AvailableBalance: dollars(row.available_cents),
      Rate: row.rate,
      StatementPreference: row.statement_preference,
      LoanDueDate: row.due_date,
      LoanAmountDue: dollars(row.amount_due_cents),
      LoanPastDue: row.past_due === 1,
      MonthlyInstallment: dollars(row.installment_cents),
      FeesDue: dollars(
        amountDueParts(row.amount_due_cents, row.installment_cents, row.fees_due_cents + row.other_fees_cents)
          .feesCents,
      ),
      NameOnAcct: row.name_on_account,
    }));
}

/** An application as the database holds it (the list and the details read the same columns). */
export interface ApplicationRow {
  application_number: string;
  status: string;
  amount_requested_cents: number;
  amount_approved_cents: number;
  last_modified: string;
  office: string;
  funds_expected: string | null;
}

/** The customer's applications modified within the last `days` days, newest first. */
export function applicationList(db: Database, clock: Clock, customerId: number, days: number): Application[] {
  const since = new Date(clock.now().getTime() - days * 24 * 60 * 60_000).toISOString();
  const rows = db.all<ApplicationRow>(
    `SELECT * FROM applications WHERE customer_id = :customerId AND last_modified >= :since
      ORDER BY last_modified DESC, id DESC`,
    { customerId, since },
  );
  return rows.map((row) => ({
    ApplicationNumber: row.application_number,
    Status: row.status,
    AmountRequested: dollars(row.amount_requested_cents),
    AmountApproved: dollars(row.amount_approved_cents),
    LastModified: row.last_modified,
    Office: row.office,
    FundsExpected: row.funds_expected,
  }));
}

/** Statements of the customer's loans become electronic (on agreeing to e-statements). */
export function makeLoanStatementsElectronic(db: Database, customerId: number) {
  db.run(
    "UPDATE accounts SET statement_preference = 'ElectronicOnly' WHERE customer_id = :customerId AND type = 0",
    { customerId },
  );
}
