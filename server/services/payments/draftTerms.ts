/**
 * An ACH draft agreement's terms (what it shows and authorises, kept with its token and, once
 * signed, with the payment) and what it says (spec 02 §4 names the agreement but quotes no
 * wording): its title, the authorisation, the terms as rows, and how to cancel. The page shown
 * before the borrower agrees (draftAgreement.ts) and the PDF of a signed one
 * (signedAgreementPdf.ts) say the same, from here.
 */
import { formatUsd } from '../../../src/domain/payments/money.ts';

/** The terms a draft agreement shows and authorises. */
export interface DraftTerms {
  loanNumber: string;
  borrower: string;
  bankName: string;
  accountType: string;
  lastFour: string;
  amountCents: number;
  additionalCents: number;
  daysBeforeDue: number;
  /** The borrower's local date and time when it was prepared (LocalTimeOffset applied). */
  preparedAt: string;
}

export function isDraftTerms(value: unknown): value is DraftTerms {
  if (typeof value !== 'object' || value === null) return false;
  const terms = value as Record<string, unknown>;
  const texts = ['loanNumber', 'borrower', 'bankName', 'accountType', 'lastFour', 'preparedAt'];
  const numbers = ['amountCents', 'additionalCents', 'daysBeforeDue'];
  return (
    texts.every((name) => typeof terms[name] === 'string') &&
    numbers.every((name) => typeof terms[name] === 'number')
  );
}

export interface AgreementWording {
  title: string;
  authorisation: string;
  rows: [name: string, value: string][];
  cancellation: string;
}

export function agreementWording(terms: DraftTerms, institution: string): AgreementWording {
  const schedule =
    terms.daysBeforeDue > 0
      ? `${terms.daysBeforeDue} days before each due date`
      : 'on each due date or as scheduled';
  return {
    title: 'ACH Draft Agreement',
    authorisation: `I authorise ${institution} to debit the bank account below by ACH for the recurring payment of my loan, and my bank to honour those debits, until I cancel the recurring payment.`,
    rows: [
      ['Borrower', terms.borrower],
      ['Loan', terms.loanNumber],
      ['Bank', terms.bankName || 'Your bank'],
      ['Account', `${terms.accountType} x${terms.lastFour}`],
      [
        'Amount of each draft',
        terms.amountCents === 0 ? 'The amount due at payment time' : formatUsd(terms.amountCents),
      ],
      ['Additional principal', formatUsd(terms.additionalCents)],
      ['When', schedule],
      ['Prepared', terms.preparedAt],
    ],
    cancellation: `I may cancel this authorisation by deleting the recurring payment, in time for ${institution} to act on it before the next draft.`,
  };
}
