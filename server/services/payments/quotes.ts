/**
 * Payoff quotes and their PDF breakdown (spec 02 §7 GetPayOffQuote, RetrieveDownloadToken,
 * DownloadPayoffQuoteBreakdown), and the third-party fee (GetThirdPartyFee: 0 unless the
 * institution's ThirdPartyFees option is on, src/domain/payments/fees.ts).
 */
import { daysBetween } from '../../../src/domain/dates/index.ts';
import { thirdPartyFeeCents } from '../../../src/domain/payments/fees.ts';
import type { ThirdPartyFeeRequest } from '../../../src/generated/api-types/payments.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { dollars } from '../accounts.ts';
import { todayOf } from './calendar.ts';
import type { PaymentContext, PaymentDeps } from './context.ts';
import type { LoanRow } from './loans.ts';
import { paymentOptions } from './options.ts';
import { payoffBreakdown } from './payoff.ts';
import { payoffPdf } from './payoffPdf.ts';
import { refusal } from './refusal.ts';
import { issueDocumentToken, readDocumentToken } from './tokens.ts';

/** A breakdown's download token lives a minute and opens the PDF once. */
export const DOWNLOAD_TOKEN_SECONDS = 60;

/** Refuses a payoff date before today ('Error Choosing Date. Please Choose a future date.'). */
function checkPayoffDate(context: PaymentContext, date: string) {
  const days = daysBetween(context.today, date);
  if (days === undefined) throw badRequest(`Invalid request: ${date} is not a date.`);
  if (days < 0) throw refusal('PayOffQuote', context.text('paymentErrors.payoffPastDate'));
}

export function payoffQuote(context: PaymentContext, date: string) {
  checkPayoffDate(context, date);
  const breakdown = payoffBreakdown(context.loan, context.today, date, context.calendar);
  return {
    HasNoErrors: true as const,
    Errors: [],
    PayOffQuoteAmount: dollars(breakdown.totalCents),
    PayOffDate: date,
  };
}

/** A single-use token that opens the breakdown of the loan's payoff on `date`. */
export function payoffDownloadToken(context: PaymentContext, date: string): string {
  checkPayoffDate(context, date);
  const { deps, session, loan } = context;
  const grant = { userId: session.userId, accountId: loan.id, content: { date } };
  return issueDocumentToken(deps.db, deps.clock, 'payoffBreakdown', grant, DOWNLOAD_TOKEN_SECONDS).token;
}

interface Holder {
  first_name: string;
  last_name: string;
}

/** The PDF a download token opens (used up), or 403 when it is missing, used or expired. */
export async function payoffBreakdownPdf(
  deps: PaymentDeps,
  token: string,
): Promise<{ loan: LoanRow; pdf: Uint8Array }> {
  const { db, clock, institution } = deps;
  const grant = readDocumentToken(db, clock, 'payoffBreakdown', token, { consume: true });
  const content = grant?.content;
  const date =
    typeof content === 'object' && content !== null && 'date' in content ? content.date : undefined;
  const loan = grant && db.get<LoanRow>('SELECT * FROM accounts WHERE id = :id', { id: grant.accountId });
  if (!loan || typeof date !== 'string')
    throw forbidden('NotAuthorized', 'The link to the payoff breakdown is missing, used or expired.');
  const holder = db.get<Holder>('SELECT first_name, last_name FROM customers WHERE id = :id', {
    id: loan.customer_id,
  });
  const today = todayOf(clock);
  const pdf = await payoffPdf({
    institution: institution.setting('shell.institutionName'),
    borrower: holder ? `${holder.first_name} ${holder.last_name}` : '',
    loanNumber: loan.number,
    loanDescription: loan.description,
    today,
    breakdown: payoffBreakdown(loan, today, date < today ? today : date, institution.paymentCalendar),
    created: clock.now(),
  });
  return { loan, pdf };
}

/** The third-party fee of a payment (0 when the institution's ThirdPartyFees option is off). */
export function thirdPartyFee(deps: PaymentDeps, request: ThirdPartyFeeRequest) {
  const methods = [request.IsAch, request.IsDebitCard, request.IsCreditCard].filter(Boolean).length;
  const kinds = [!request.IsImmediate || request.IsOneTime, request.IsOneTime !== request.IsRecurring];
  if (methods !== 1 || kinds.includes(false))
    throw badRequest('Invalid request: name one method (IsAch, IsDebitCard or IsCreditCard) and one kind.');
  const fees = deps.institution.paymentCalendar.thirdPartyFees;
  const amount = request.IsAch ? fees.ach : request.IsDebitCard ? fees.debitCard : fees.creditCard;
  return {
    HasNoErrors: true as const,
    Errors: [],
    ThirdPartyFeeAmount: dollars(thirdPartyFeeCents(amount, paymentOptions(deps.institution))),
  };
}
