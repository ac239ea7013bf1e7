/**
 * Fees and the payment total (spec 02 §3 "FirstPartyFees", "Total = amount + first-party fee +
 * third-party fee + additional principal. Fee types: scheduled ACH, e-check, recurring ACH,
 * debit card, credit card"; §7 GetThirdPartyFee). Amounts are integer cents; the host's fees
 * are dollars and go through toCents.
 */
import { toCents } from './money';
import type { PaymentOptions } from './options';
import type { DebitCreditType, PaymentKind, PaymentMethodType } from './types';

/**
 * The first-party fees of the payment info response (PaymentOptions.FirstPartyFees), in
 * dollars as the host sends them; a missing fee is 0.
 */
export interface FirstPartyFees {
  ScheduledAchFee?: number;
  ECheckFeeAmount?: number;
  RecurringAchFee?: number;
  DebitCardFeeAmount?: number;
  CreditCardFeeAmount?: number;
}

/** Dollars of an optional host fee in cents: missing (undefined or null) is 0. */
function optionalFeeCents(dollars: number | null | undefined): number {
  return dollars === undefined || dollars === null ? 0 : toCents(dollars);
}

/** Which first-party fee applies to an ACH payment of the given kind. */
function achFeeName(kind: PaymentKind): keyof FirstPartyFees {
  if (kind === 'immediate') return 'ECheckFeeAmount';
  if (kind === 'scheduled') return 'ScheduledAchFee';
  return 'RecurringAchFee';
}

/**
 * The first-party fee in cents (spec 02 §3 fee types): ACH immediate -> e-check fee, ACH
 * scheduled -> scheduled ACH fee, ACH recurring -> recurring ACH fee; a card pays the debit or
 * the credit card fee by its DebitCreditType whatever the kind, a card without a type being a
 * credit card. A missing fee, or missing fees, are 0.
 */
export function firstPartyFeeCents(
  fees: FirstPartyFees | undefined,
  method: PaymentMethodType,
  kind: PaymentKind,
  debitCredit?: DebitCreditType,
): number {
  const name: keyof FirstPartyFees =
    method === 'ACH'
      ? achFeeName(kind)
      : debitCredit === 'DebitCard'
        ? 'DebitCardFeeAmount'
        : 'CreditCardFeeAmount';
  return optionalFeeCents(fees?.[name]);
}

/** The body of POST /api/PaymentInformation/GetThirdPartyFee (spec 02 §7). */
export interface ThirdPartyFeeRequest {
  IsAch: boolean;
  IsCreditCard: boolean;
  IsDebitCard: boolean;
  IsImmediate: boolean;
  IsOneTime: boolean;
  IsRecurring: boolean;
  LoanNumber: string;
}

/** What the third-party fee request is built from. */
export interface ThirdPartyFeeQuery {
  method: PaymentMethodType;
  debitCredit?: DebitCreditType;
  kind: PaymentKind;
  loanNumber: string;
}

/**
 * The GetThirdPartyFee body (spec 02 §7): the method flags (a card without a type is a credit
 * card, as for the first-party fee), the kind flags (IsOneTime for immediate and scheduled
 * payments) and the loan number.
 */
export function thirdPartyFeeRequest(query: ThirdPartyFeeQuery): ThirdPartyFeeRequest {
  const card = query.method === 'Card';
  const debit = card && query.debitCredit === 'DebitCard';
  return {
    IsAch: query.method === 'ACH',
    IsCreditCard: card && !debit,
    IsDebitCard: debit,
    IsImmediate: query.kind === 'immediate',
    IsOneTime: query.kind !== 'recurring',
    IsRecurring: query.kind === 'recurring',
    LoanNumber: query.loanNumber,
  };
}

/**
 * The third-party fee in cents (spec 02 §7 "0 when third-party fees are off"): the answer's
 * ThirdPartyFeeAmount (dollars) when the option is on, a missing amount being 0.
 */
export function thirdPartyFeeCents(
  answerAmount: number | undefined,
  options: Pick<PaymentOptions, 'ThirdPartyFees'>,
): number {
  return options.ThirdPartyFees ? optionalFeeCents(answerAmount) : 0;
}

/** The parts of a payment's total, in integer cents (spec 02 §3). */
export interface PaymentParts {
  amountCents: number;
  firstPartyFeeCents: number;
  thirdPartyFeeCents: number;
  additionalPrincipalCents: number;
}

/**
 * The payment total in cents (spec 02 §3 "Total = amount + first-party fee + third-party fee +
 * additional principal"): a sum of integers, exact up to Number.MAX_SAFE_INTEGER.
 */
export function paymentTotalCents(parts: PaymentParts): number {
  return (
    parts.amountCents + parts.firstPartyFeeCents + parts.thirdPartyFeeCents + parts.additionalPrincipalCents
  );
}
