/**
 * The ACH draft agreements users signed (spec 02 §4; the Documents page, spec 03 §2.15). An
 * agreement counts as signed when the user accepted it (I Agree) and the recurring ACH payment
 * it was prepared for was then submitted with it: submit.ts records its terms with the payment.
 * A record stays after its recurring payment is deleted: it is what the user authorised then.
 * Each is the user's own: listed for that user, and opened only with a passable token of theirs.
 */
import { randomBytes } from 'node:crypto';
import { fromCents } from '../../../src/domain/payments/money.ts';
import type { SignedAgreement } from '../../../src/generated/api-types/achDocuments.ts';
import type { Database } from '../../db/database.ts';
import { isDraftTerms, type DraftTerms } from './draftTerms.ts';

interface AgreementRow {
  public_id: string;
  user_id: number;
  number: string;
  terms: string;
  signed_at: string;
}

export interface SignedRecord {
  userId: number;
  accountId: number;
  referenceNumber: string;
  terms: DraftTerms;
  /** ISO 8601 instant. */
  now: string;
}

export function recordSignedAgreement(db: Database, record: SignedRecord): string {
  const publicId = `ach-${randomBytes(12).toString('hex')}`;
  db.run(
    `INSERT INTO ach_draft_agreements (public_id, user_id, account_id, reference_number, terms, signed_at)
     VALUES (:publicId, :userId, :accountId, :reference, :terms, :now)`,
    {
      publicId,
      userId: record.userId,
      accountId: record.accountId,
      reference: record.referenceNumber,
      terms: JSON.stringify(record.terms),
      now: record.now,
    },
  );
  return publicId;
}

/** A signed agreement with its terms (undefined terms: a row this version cannot read). */
export interface Signed {
  agreement: SignedAgreement;
  terms: DraftTerms;
}

function toSigned(row: AgreementRow): Signed | undefined {
  const terms: unknown = JSON.parse(row.terms);
  if (!isDraftTerms(terms)) return undefined;
  return {
    terms,
    agreement: {
      AgreementId: row.public_id,
      AccountNumber: row.number,
      DateSigned: row.signed_at,
      Amount: fromCents(terms.amountCents),
      AdditionalPrincipal: fromCents(terms.additionalCents),
      DaysBeforeDue: terms.daysBeforeDue,
      BankAccount: `${terms.accountType} x${terms.lastFour}`,
    },
  };
}

const SELECT = `SELECT a.public_id, a.user_id, accounts.number, a.terms, a.signed_at
  FROM ach_draft_agreements a JOIN accounts ON accounts.id = a.account_id`;

/** The user's signed agreements, newest first. */
export function signedAgreements(db: Database, userId: number): Signed[] {
  return db
    .all<AgreementRow>(`${SELECT} WHERE a.user_id = :userId ORDER BY a.signed_at DESC, a.id DESC`, { userId })
    .flatMap((row) => toSigned(row) ?? []);
}

/** The user's signed agreement of this id, or undefined (another user's is the same as none). */
export function ownSignedAgreement(db: Database, userId: number, agreementId: string): Signed | undefined {
  const row = db.get<AgreementRow>(`${SELECT} WHERE a.user_id = :userId AND a.public_id = :agreementId`, {
    userId,
    agreementId,
  });
  return row && toSigned(row);
}
