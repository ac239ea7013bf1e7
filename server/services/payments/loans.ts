/**
 * The loan a payment call names, read only among the caller's own accounts (as
 * services/accounts.ts lists them: the customer's, not hidden). An account of another
 * customer, or one that does not exist, is the same 403 with no data, so that an answer
 * never tells whether someone else has that account.
 */
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { dollars, type AccountRow } from '../accounts.ts';

/** The account types a payment can go to: loan 0 and line of credit 9 (spec 02 §3, §9). */
export const PAYABLE_TYPES: readonly number[] = [0, 9];

/** An account row (services/accounts.ts) with the loan's payment columns (db/schema.ts). */
export interface LoanRow extends AccountRow {
  id: number;
  customer_id: number;
  billing_frequency: string;
  allow_ach: number;
  allow_cards: number;
  recurring_allowed: number;
  ach_hold: number;
  card_hold: number;
  delinquent: number;
  payment_security: string;
  restriction_code: string;
}

export const notYourAccount = () => forbidden('NotYourAccount', 'No account of yours has this number.');

/** The caller's account of this number, else 403 NotYourAccount. */
export function ownedAccount(db: Database, customerId: number, number: string): LoanRow {
  const row = db.get<LoanRow>(
    'SELECT * FROM accounts WHERE customer_id = :customerId AND number = :number AND hidden = 0',
    { customerId, number },
  );
  if (!row) throw notYourAccount();
  return row;
}

/** The account as the account list answers it, the part the payment facts read (src/domain/payments/facts.ts). */
export function accountFacts(loan: LoanRow) {
  return {
    Number: loan.number,
    Comment: loan.comment,
    Balance: dollars(loan.balance_cents),
    TypeCode: loan.type,
    LoanPastDue: loan.past_due === 1,
    LoanDueDate: loan.due_date,
    LoanAmountDue: dollars(loan.amount_due_cents),
  };
}
