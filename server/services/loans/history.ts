/**
 * An account's transactions (account_history) as AccountHistory answers them (spec 03 §2.6,
 * §3): the window of `days` days ending today, newest first, in dollars. The downloads and
 * the statements read the same rows.
 */
import {
  inWindow,
  interestFigures,
  type InterestFigures,
  type Transaction,
} from '../../../src/domain/accounts/historyRange.ts';
import type { HistoryEntry } from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import { dollars } from '../accounts.ts';

interface HistoryRow {
  transaction_date: string;
  transaction_time: string;
  description: string;
  principal_cents: number;
  interest_cents: number;
  other_cents: number;
  total_cents: number;
  balance_cents: number;
}

type Dated = Transaction & { row: HistoryRow };

function transactions(db: Database, accountId: number): Dated[] {
  return db
    .all<HistoryRow>('SELECT * FROM account_history WHERE account_id = :accountId', { accountId })
    .map((row) => ({
      date: row.transaction_date,
      time: row.transaction_time,
      interestCents: row.interest_cents,
      totalCents: row.total_cents,
      row,
    }));
}

function entryOf(row: HistoryRow): HistoryEntry {
  return {
    TransactionDate: row.transaction_date,
    TransactionDescription: row.description,
    PrincipalAmount: dollars(row.principal_cents),
    InterestAmount: dollars(row.interest_cents),
    OtherAmount: dollars(row.other_cents),
    TotalPaymentAmount: dollars(row.total_cents),
    RunningPrincipalBalance: dollars(row.balance_cents),
    TransactionTime: row.transaction_time,
  };
}

/** The account's history of the window of `days` days ending `today`, newest first. */
export function historyEntries(db: Database, accountId: number, today: string, days: number): HistoryEntry[] {
  return inWindow(transactions(db, accountId), today, days).map((entry) => entryOf(entry.row));
}

/** The account's history between two dates (inclusive), oldest first: a statement's transactions. */
export function historyBetween(db: Database, accountId: number, start: string, end: string): HistoryEntry[] {
  return transactions(db, accountId)
    .filter((entry) => entry.date >= start && entry.date <= end)
    .sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)))
    .map((entry) => entryOf(entry.row));
}

/** Interest this and last year and the last payment, from the account's transactions. */
export function historyFigures(db: Database, accountId: number, today: string): InterestFigures {
  return interestFigures(transactions(db, accountId), today);
}

export interface NewTransaction {
  date: string;
  time: string;
  description: string;
  principalCents: number;
  interestCents: number;
  otherCents: number;
  balanceCents: number;
}

/** Records a transaction; its total is principal + interest + other. */
export function insertTransaction(db: Database, accountId: number, entry: NewTransaction) {
  db.run(
    `INSERT INTO account_history (account_id, transaction_date, transaction_time, description, principal_cents,
       interest_cents, other_cents, total_cents, balance_cents)
     VALUES (:accountId, :date, :time, :description, :principal, :interest, :other, :total, :balance)`,
    {
      accountId,
      date: entry.date,
      time: entry.time,
      description: entry.description,
      principal: entry.principalCents,
      interest: entry.interestCents,
      other: entry.otherCents,
      total: entry.principalCents + entry.interestCents + entry.otherCents,
      balance: entry.balanceCents,
    },
  );
}
