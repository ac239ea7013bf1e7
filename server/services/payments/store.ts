/**
 * The payments of a loan as stored: immediate payments (posted at once), scheduled payments
 * (pending until their date, then posted) and the one recurring payment a loan may have, as
 * spec 02 §3 answers them (ScheduledPayment, RecurringPayment). Posting a payment applies it
 * to the loan: the amount due first, the balance by the amount and any additional principal,
 * a payoff clears both, and a loan whose amount due is paid is no longer past due.
 */
import { randomInt } from 'node:crypto';
import { addDays } from '../../../src/domain/dates/index.ts';
import type { RecurringOption } from '../../../src/domain/payments/types.ts';
import type { RecurringPayment, ScheduledPayment } from '../../../src/generated/api-types/payments.ts';
import type { Database } from '../../db/database.ts';
import { newToken } from '../../security/tokens.ts';
import { dollars } from '../accounts.ts';
import type { LoanRow } from './loans.ts';
import { nextDraw } from './schedule.ts';

/** Posted scheduled payments stay in the list this many days (with no delete icon). */
const POSTED_SHOWN_DAYS = 30;

/** A payment's amounts in cents. */
export interface PaymentAmounts {
  amountCents: number;
  firstPartyFeeCents: number;
  thirdPartyFeeCents: number;
  additionalPrincipalCents: number;
}

/** The method a payment is drawn from, as stored with it. */
export interface PaidFrom {
  isCard: boolean;
  lastFour: string;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A confirmation number such as HV-7K2M9QXD (unique in payments and recurring payments). */
export function newReferenceNumber(db: Database): string {
  for (;;) {
    const code = Array.from(
      { length: 8 },
      () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
    ).join('');
    const reference = `HV-${code}`;
    const taken = db.get(
      `SELECT 1 FROM payments WHERE reference_number = :reference
       UNION SELECT 1 FROM recurring_payments WHERE reference_number = :reference`,
      { reference },
    );
    if (!taken) return reference;
  }
}

/** Applies a posted payment to the loan (see the header). */
export function applyToLoan(db: Database, accountId: number, amounts: PaymentAmounts, isPayoff: boolean) {
  if (isPayoff) {
    db.run(
      `UPDATE accounts SET balance_cents = 0, amount_due_cents = 0, fees_due_cents = 0, past_due = 0, delinquent = 0,
         status = CASE WHEN status = 'Past Due' THEN '' ELSE status END,
         available_cents = CASE WHEN type = 9 THEN available_cents + balance_cents ELSE available_cents END
       WHERE id = :accountId`,
      { accountId },
    );
    return;
  }
  const principal = amounts.amountCents + amounts.additionalPrincipalCents;
  db.run(
    `UPDATE accounts SET
       amount_due_cents = MAX(0, amount_due_cents - :amount),
       available_cents = CASE WHEN type = 9 THEN available_cents + MIN(balance_cents, :principal) ELSE available_cents END,
       balance_cents = MAX(0, balance_cents - :principal)
     WHERE id = :accountId`,
    { accountId, amount: amounts.amountCents, principal },
  );
  db.run(
    `UPDATE accounts SET past_due = 0, delinquent = 0, status = CASE WHEN status = 'Past Due' THEN '' ELSE status END
     WHERE id = :accountId AND amount_due_cents = 0`,
    { accountId },
  );
}

export interface NewPayment extends PaymentAmounts, PaidFrom {
  userId: number;
  accountId: number;
  kind: 'immediate' | 'scheduled';
  /** YYYY-MM-DD. */
  date: string;
  isPayoff: boolean;
  now: string;
}

/** Stores a one-time payment (an immediate one posted and applied at once); answers its reference number. */
export function insertPayment(db: Database, payment: NewPayment): string {
  const reference = newReferenceNumber(db);
  const posted = payment.kind === 'immediate';
  db.run(
    `INSERT INTO payments (public_id, reference_number, user_id, account_id, kind, status, is_card, method_last_four,
       payment_date, amount_cents, first_party_fee_cents, third_party_fee_cents, additional_principal_cents, is_payoff,
       created_at)
     VALUES (:publicId, :reference, :userId, :accountId, :kind, :status, :isCard, :lastFour, :date, :amount, :firstFee,
       :thirdFee, :additional, :isPayoff, :now)`,
    {
      publicId: newToken(),
      reference,
      userId: payment.userId,
      accountId: payment.accountId,
      kind: payment.kind,
      status: posted ? 'posted' : 'pending',
      isCard: payment.isCard,
      lastFour: payment.lastFour,
      date: payment.date,
      amount: payment.amountCents,
      firstFee: payment.firstPartyFeeCents,
      thirdFee: payment.thirdPartyFeeCents,
      additional: payment.additionalPrincipalCents,
      isPayoff: payment.isPayoff,
      now: payment.now,
    },
  );
  if (posted) applyToLoan(db, payment.accountId, payment, payment.isPayoff);
  return reference;
}

interface PendingRow {
  id: number;
  amount_cents: number;
  first_party_fee_cents: number;
  third_party_fee_cents: number;
  additional_principal_cents: number;
  is_payoff: number;
}

/** Posts the loan's scheduled payments whose date has come (they are applied to the loan). */
export function postDuePayments(db: Database, accountId: number, today: string) {
  const due = db.all<PendingRow>(
    `SELECT id, amount_cents, first_party_fee_cents, third_party_fee_cents, additional_principal_cents, is_payoff
     FROM payments WHERE account_id = :accountId AND status = 'pending' AND payment_date <= :today ORDER BY payment_date, id`,
    { accountId, today },
  );
  for (const row of due) {
    db.run("UPDATE payments SET status = 'posted' WHERE id = :id", { id: row.id });
    const amounts = {
      amountCents: row.amount_cents,
      firstPartyFeeCents: row.first_party_fee_cents,
      thirdPartyFeeCents: row.third_party_fee_cents,
      additionalPrincipalCents: row.additional_principal_cents,
    };
    applyToLoan(db, accountId, amounts, row.is_payoff === 1);
  }
}

interface ScheduledRow {
  public_id: string;
  reference_number: string;
  status: string;
  is_card: number;
  method_last_four: string;
  payment_date: string;
  amount_cents: number;
}

/** The loan's scheduled payments: pending ones, and those posted in the last 30 days (not deletable). */
export function scheduledPayments(db: Database, accountId: number, today: string): ScheduledPayment[] {
  const since = addDays(today, -POSTED_SHOWN_DAYS) ?? today;
  const rows = db.all<ScheduledRow>(
    `SELECT public_id, reference_number, status, is_card, method_last_four, payment_date, amount_cents
     FROM payments WHERE account_id = :accountId AND kind = 'scheduled'
       AND (status = 'pending' OR (status = 'posted' AND payment_date >= :since))
     ORDER BY payment_date, id`,
    { accountId, since },
  );
  return rows.map((row) => ({
    EncryptedString: row.public_id,
    IsCard: row.is_card === 1,
    AccountNumber: row.method_last_four,
    PaymentDate: row.payment_date,
    PaymentAmount: dollars(row.amount_cents),
    CanDelete: row.status === 'pending',
    HasBeenPosted: row.status === 'posted',
    ReferenceNumber: row.reference_number,
  }));
}

/** A pending scheduled payment of the loan by its EncryptedString, or undefined. */
export function pendingPayment(db: Database, accountId: number, publicId: string) {
  return db.get<{ id: number; is_card: number; status: string }>(
    "SELECT id, is_card, status FROM payments WHERE account_id = :accountId AND public_id = :publicId AND kind = 'scheduled'",
    { accountId, publicId },
  );
}

export function deletePayment(db: Database, id: number) {
  db.run('DELETE FROM payments WHERE id = :id', { id });
}

export interface NewRecurring extends PaidFrom {
  userId: number;
  accountId: number;
  option: RecurringOption;
  daysBeforeDue: number;
  firstDate: string;
  amountCents: number;
  firstPartyFeeCents: number;
  additionalPrincipalCents: number;
  now: string;
}

/** Stores the loan's recurring payment (the table allows one per loan); answers its reference number. */
export function insertRecurring(db: Database, recurring: NewRecurring): string {
  const reference = newReferenceNumber(db);
  db.run(
    `INSERT INTO recurring_payments (public_id, reference_number, user_id, account_id, is_card, method_last_four,
       recurring_option, days_before_due, first_date, amount_cents, first_party_fee_cents, additional_principal_cents,
       created_at)
     VALUES (:publicId, :reference, :userId, :accountId, :isCard, :lastFour, :option, :days, :firstDate, :amount,
       :firstFee, :additional, :now)`,
    {
      publicId: newToken(),
      reference,
      userId: recurring.userId,
      accountId: recurring.accountId,
      isCard: recurring.isCard,
      lastFour: recurring.lastFour,
      option: recurring.option,
      days: recurring.daysBeforeDue,
      firstDate: recurring.firstDate,
      amount: recurring.amountCents,
      firstFee: recurring.firstPartyFeeCents,
      additional: recurring.additionalPrincipalCents,
      now: recurring.now,
    },
  );
  return reference;
}

interface RecurringRow {
  id: number;
  public_id: string;
  reference_number: string;
  is_card: number;
  method_last_four: string;
  recurring_option: RecurringOption;
  days_before_due: number;
  first_date: string;
  amount_cents: number;
  additional_principal_cents: number;
  can_delete: number;
}

export function recurringRow(db: Database, accountId: number): RecurringRow | undefined {
  return db.get<RecurringRow>('SELECT * FROM recurring_payments WHERE account_id = :accountId', {
    accountId,
  });
}

/** The loan's recurring payment as spec 02 §3 answers it, dated at its next draw; null when it has none. */
export function recurringPayment(
  db: Database,
  loan: Pick<LoanRow, 'id' | 'due_date'>,
  today: string,
): RecurringPayment | null {
  const row = recurringRow(db, loan.id);
  if (!row) return null;
  const schedule = {
    option: row.recurring_option,
    firstDate: row.first_date,
    daysBeforeDue: row.days_before_due,
  };
  return {
    EncryptedData: row.public_id,
    IsCard: row.is_card === 1,
    Date: nextDraw(schedule, loan.due_date, today),
    RecurringOption: row.recurring_option,
    NumberOfDays: row.days_before_due,
    TotalAmount: dollars(row.amount_cents),
    AdditionalPrincipalAmount: dollars(row.additional_principal_cents),
    PaymentAccountNum: row.method_last_four,
    CanDelete: row.can_delete === 1,
    ReferenceNumber: row.reference_number,
  };
}

export function deleteRecurring(db: Database, id: number) {
  db.run('DELETE FROM recurring_payments WHERE id = :id', { id });
}
