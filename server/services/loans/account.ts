/**
 * The account a loan-screen call names, read only among the caller's own accounts (the
 * customer's, not hidden: payments/loans.ts ownedAccount, 403 NotYourAccount otherwise), and
 * its loan_details row (db/schema.ts) with the customer's address standing in for a loan
 * that has no mailing address of its own.
 */
import type { MailingAddress } from '../../../src/domain/accounts/address.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import type { SessionUser } from '../../http/env.ts';
import { ownedAccount, PAYABLE_TYPES, type LoanRow } from '../payments/loans.ts';

export type { LoanRow };

export interface LoanDetailsRow {
  account_id: number;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  origination_date: string | null;
  other_fees_cents: number;
  locked_payoff: number;
  dispute: number;
  night_error: number;
  alerts: string | null;
}

/** The caller's account of this number, of any type (403 when not theirs or hidden). */
export function ownAccount(db: Database, session: SessionUser, number: string): LoanRow {
  return ownedAccount(db, session.customerId, number);
}

/** The caller's loan or line of credit of this number: 403 when not theirs, 400 for another type. */
export function ownLoan(db: Database, session: SessionUser, number: string): LoanRow {
  const account = ownAccount(db, session, number);
  if (!PAYABLE_TYPES.includes(account.type))
    throw badRequest('The account is not a loan or a line of credit: the loan screen has nothing to show.');
  return account;
}

/** The loan's details row, made (with defaults) on first use. */
export function loanDetails(db: Database, accountId: number): LoanDetailsRow {
  db.run('INSERT OR IGNORE INTO loan_details (account_id) VALUES (:accountId)', { accountId });
  return db.get<LoanDetailsRow>('SELECT * FROM loan_details WHERE account_id = :accountId', { accountId })!;
}

interface CustomerAddressRow {
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The loan's mailing address: its own once saved, the customer's before. */
export function mailingAddress(db: Database, loan: LoanRow, details: LoanDetailsRow): MailingAddress {
  const own = details.address1 !== null ? details : undefined;
  const source =
    own ??
    db.get<CustomerAddressRow>('SELECT address1, city, state, zip FROM customers WHERE id = :id', {
      id: loan.customer_id,
    })!;
  return {
    Address1: source.address1 ?? '',
    City: source.city ?? '',
    State: source.state ?? '',
    ZipCode: source.zip ?? '',
  };
}
