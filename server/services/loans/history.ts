/**
 * An account's transactions as AccountHistory answers them (spec 03 §2.6, §3): the host's
 * (account_history) and the payments posted through Make A Payment (payments, applied to the
 * balance as principal by payments/store.ts), in the window of `days` days ending today,
 * newest first, in dollars. The downloads, the statements and the loan figures read the
 * same transactions.
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

interface PostedRow {
  payment_date: string;
  kind: string;
  created_at: string;
  amount_cents: number;
  additional_principal_cents: number;
}

/**
 * The payments posted through the portal as history rows: each paid principal, and the
 * running balance rebuilt back from today's balance (the latest payment left it).
 */
function postedPayments(db: Database, accountId: number): HistoryRow[] {
  const posted = db.all<PostedRow>(
    `SELECT payment_date, kind, created_at, amount_cents, additional_principal_cents FROM payments
      WHERE account_id = :accountId AND status = 'posted' ORDER BY payment_date DESC, created_at DESC, id DESC`,
    { accountId },
  );
  let after = db.get<{ balance_cents: number }>('SELECT balance_cents FROM accounts WHERE id = :accountId', {
    accountId,
  })!.balance_cents;
  return posted.map((payment) => {
    const principal = payment.amount_cents + payment.additional_principal_cents;
    const row: HistoryRow = {
      transaction_date: payment.payment_date,
      transaction_time: payment.kind === 'immediate' ? payment.created_at.slice(11, 19) : '00:00:00',
      description: 'Online Payment - Thank You',
      principal_cents: principal,
      interest_cents: 0,
      other_cents: 0,
      total_cents: principal,
      balance_cents: after,
    };
    after += principal;
    return row;
  });
}

function transactions(db: Database, accountId: number): Dated[] {
  const host = db.all<HistoryRow>('SELECT * FROM account_history WHERE account_id = :accountId', {
    accountId,
  });
  return [...host, ...postedPayments(db, accountId)].map((row) => ({
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
