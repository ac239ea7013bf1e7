/**
 * The ACH draft agreement of a recurring ACH payment (spec 02 §2, §4, §7): prepared from the
 * payment's terms, shown as an HTML page (every value escaped by security/html.ts) that the
 * browser opens with the token, and, once the borrower agrees, that same token is the
 * AchDraftAgreementToken the recurring submit must carry when the institution requires the
 * agreement: it is used up by the payment it authorises, which must have the terms shown.
 */
import { formatUsd, toCents } from '../../../src/domain/payments/money.ts';
import type { AchDraftAgreementPreviewRequest } from '../../../src/generated/api-types/payments.ts';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { escapeHtml } from '../../security/html.ts';
import { ROUTING_TABLE } from '../../config/payments.ts';
import type { Clock } from '../clock.ts';
import type { PaymentContext } from './context.ts';
import { methodByProfile } from './methods.ts';
import { checkBankAccount } from './newMethods.ts';
import { refusal } from './refusal.ts';
import { issueDocumentToken, readDocumentToken } from './tokens.ts';

export const DRAFT_AGREEMENT_SECONDS = 30 * 60;

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

function isDraftTerms(value: unknown): value is DraftTerms {
  if (typeof value !== 'object' || value === null) return false;
  const terms = value as Record<string, unknown>;
  const texts = ['loanNumber', 'borrower', 'bankName', 'accountType', 'lastFour', 'preparedAt'];
  const numbers = ['amountCents', 'additionalCents', 'daysBeforeDue'];
  return (
    texts.every((name) => typeof terms[name] === 'string') &&
    numbers.every((name) => typeof terms[name] === 'number')
  );
}

function borrowerName(db: Database, customerId: number): string {
  const row = db.get<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM customers WHERE id = :customerId',
    { customerId },
  );
  return row ? `${row.first_name} ${row.last_name}` : '';
}

/** Prepares the agreement of a recurring ACH payment; answers its token and expiry. */
export function prepareDraftAgreement(context: PaymentContext, request: AchDraftAgreementPreviewRequest) {
  const { deps, session, loan } = context;
  const info = request.AchInfo;
  const account = info.ProfileId ? methodByProfile(deps.db, session.userId, info.ProfileId) : undefined;
  if (info.ProfileId && (!account || account.is_card === 1))
    throw forbidden('NotYourPaymentMethod', 'No bank account of yours has this ProfileId.');
  const checked = account
    ? {
        routing: account.routing_number ?? '',
        lastFour: account.last_four,
        type: account.ach_account_type ?? 'Checking',
      }
    : (() => {
        const { account: given } = checkBankAccount(deps, {
          AccountType: info.AccountType,
          RoutingNumber: info.RoutingNumber ?? '',
          AccountNumber: info.AccountNumber,
          OwnerName: info.OwnerName ?? '',
        });
        return { routing: given.routingNumber, lastFour: given.lastFour, type: given.accountType };
      })();
  const offsetMinutes = request.LocalTimeOffset ?? 0;
  const local = new Date(deps.clock.now().getTime() - offsetMinutes * 60_000);
  const terms: DraftTerms = {
    loanNumber: loan.number,
    borrower: borrowerName(deps.db, session.customerId),
    bankName: ROUTING_TABLE.get(checked.routing)?.Name ?? '',
    accountType: checked.type,
    lastFour: checked.lastFour,
    amountCents: toCents(request.Amount),
    additionalCents: toCents(request.AdditionalPrincipal ?? 0),
    daysBeforeDue: request.daysBeforeDue ?? 0,
    preparedAt: local.toISOString().slice(0, 16).replace('T', ' '),
  };
  const grant = { userId: session.userId, accountId: loan.id, content: terms };
  return issueDocumentToken(deps.db, deps.clock, 'achDraftAgreement', grant, DRAFT_AGREEMENT_SECONDS);
}

/** The agreement page of a live token, or undefined. */
export function draftAgreementPage(db: Database, clock: Clock, token: string, institutionName: string) {
  const grant = readDocumentToken(db, clock, 'achDraftAgreement', token);
  if (!grant || !isDraftTerms(grant.content)) return undefined;
  const terms = grant.content;
  const schedule =
    terms.daysBeforeDue > 0
      ? `${terms.daysBeforeDue} days before each due date`
      : 'on each due date or as scheduled';
  const rows: [string, string][] = [
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
  ];
  const list = rows
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const institution = escapeHtml(institutionName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ACH Draft Agreement</title></head>
<body><main>
<h1>ACH Draft Agreement</h1>
<p>I authorise ${institution} to debit the bank account below by ACH for the recurring payment of my loan, and my bank to honour those debits, until I cancel the recurring payment.</p>
<dl>${list}</dl>
<p>I may cancel this authorisation by deleting the recurring payment, in time for ${institution} to act on it before the next draft.</p>
</main></body></html>`;
}

/** Uses up the draft agreement of a recurring ACH payment, or refuses the payment when it has none for these terms. */
export function consumeDraftAgreement(
  context: PaymentContext,
  token: string | undefined,
  payment: { lastFour: string; amountCents: number; daysBeforeDue: number },
) {
  const { deps, session, loan } = context;
  const grant = token
    ? readDocumentToken(deps.db, deps.clock, 'achDraftAgreement', token, { consume: true })
    : undefined;
  const terms = grant && isDraftTerms(grant.content) ? grant.content : undefined;
  const matches =
    grant?.userId === session.userId &&
    grant.accountId === loan.id &&
    terms?.lastFour === payment.lastFour &&
    terms.amountCents === payment.amountCents &&
    terms.daysBeforeDue === payment.daysBeforeDue;
  if (!matches) throw refusal('AchDraftAgreementRequired', context.text('paymentErrors.achTermsRefused'));
}
