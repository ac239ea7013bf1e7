/**
 * The ACH draft agreement of a recurring ACH payment (spec 02 §2, §4, §7): prepared from the
 * payment's terms, shown as an HTML page (every value escaped by security/html.ts) that the
 * browser opens with the token, and, once the borrower agrees, that same token is the
 * AchDraftAgreementToken the recurring submit must carry when the institution requires the
 * agreement: it is used up by the payment it authorises, which must have the terms shown.
 */
import type { AchDraftAgreementPreviewRequest } from '../../../src/generated/api-types/payments.ts';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { escapeHtml } from '../../security/html.ts';
import { ROUTING_TABLE } from '../../config/payments.ts';
import type { Clock } from '../clock.ts';
import { centsOf } from './amountInput.ts';
import type { PaymentContext } from './context.ts';
import { agreementWording, isDraftTerms, type DraftTerms } from './draftTerms.ts';
import { methodByProfile } from './methods.ts';
import { checkBankAccount } from './newMethods.ts';
import { refusal } from './refusal.ts';
import { issueDocumentToken, readDocumentToken } from './tokens.ts';

export const DRAFT_AGREEMENT_SECONDS = 30 * 60;

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
    amountCents: centsOf(request.Amount, 'Amount'),
    additionalCents: centsOf(request.AdditionalPrincipal ?? 0, 'AdditionalPrincipal'),
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
  const wording = agreementWording(grant.content, institutionName);
  const list = wording.rows
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(wording.title)}</title></head>
<body><main>
<h1>${escapeHtml(wording.title)}</h1>
<p>${escapeHtml(wording.authorisation)}</p>
<dl>${list}</dl>
<p>${escapeHtml(wording.cancellation)}</p>
</main></body></html>`;
}

/**
 * Uses up the draft agreement of a recurring ACH payment and answers its terms (the payment
 * records them as signed once it is stored), or refuses the payment when it has none for these terms.
 */
export function consumeDraftAgreement(
  context: PaymentContext,
  token: string | undefined,
  payment: { lastFour: string; amountCents: number; daysBeforeDue: number },
): DraftTerms {
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
  return terms;
}
