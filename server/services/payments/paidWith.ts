/**
 * The method a payment is drawn from (spec 02 §3 Payment request, Method): a saved or
 * single-use method of the caller by its ProfileId (another user's is a 403, never data),
 * or a new bank account used once, checked like a new one. Each is held again to the rules
 * that may have changed since it was saved: the brand still taken, a credit card where only
 * debit cards are, an expired card, the host's ACH security flag, the method types the loan
 * takes, and the single use.
 */
import { debitCreditError, enabledCardTypes, expirationError } from '../../../src/domain/payments/card.ts';
import type { DebitCreditType, PaymentMethodType } from '../../../src/domain/payments/types.ts';
import type { PaymentMethodChoice } from '../../../src/generated/api-types/payments.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { PaymentContext } from './context.ts';
import { methodByProfile, type MethodRow } from './methods.ts';
import { checkBankAccount } from './newMethods.ts';
import { refusal } from './refusal.ts';

export interface PaidWith {
  type: PaymentMethodType;
  lastFour: string;
  debitCredit?: DebitCreditType;
  singleUse: boolean;
  /** The stored method; none for a bank account given in full and used once. */
  row?: MethodRow;
}

const notYourMethod = () =>
  forbidden('NotYourPaymentMethod', 'No payment method of yours has this ProfileId.');

function storedMethod(context: PaymentContext, profileId: string, isCard: boolean): MethodRow {
  const row = methodByProfile(context.deps.db, context.session.userId, profileId);
  if (!row || (row.is_card === 1) !== isCard) throw notYourMethod();
  return row;
}

function card(context: PaymentContext, row: MethodRow): PaidWith {
  const { options, today } = context;
  if (row.card_type === null || !enabledCardTypes(options).includes(row.card_type))
    throw refusal('CardNotAllowed', 'This card brand is not taken.');
  const debitCredit = row.debit_credit ?? 'CreditCard';
  if (debitCreditError(debitCredit, options))
    throw refusal('CreditCardsNotAccepted', context.text('paymentErrors.creditCardsNotAccepted'));
  if (expirationError(row.expiration ?? '', today))
    throw refusal('Expired', context.text('paymentErrors.expired'));
  return { type: 'Card', lastFour: row.last_four, debitCredit, singleUse: row.single_use === 1, row };
}

function bankAccount(
  context: PaymentContext,
  method: Extract<PaymentMethodChoice, { IsCard: false }>,
): PaidWith {
  const info = method.AchInfo;
  if (info.ProfileId) {
    const row = storedMethod(context, info.ProfileId, false);
    return { type: 'ACH', lastFour: row.last_four, singleUse: row.single_use === 1, row };
  }
  if (info.RoutingNumber === undefined || info.OwnerName === undefined)
    throw badRequest('A bank account without a ProfileId needs its RoutingNumber and OwnerName.');
  const { account } = checkBankAccount(context.deps, {
    AccountType: info.AccountType,
    RoutingNumber: info.RoutingNumber,
    AccountNumber: info.AccountNumber,
    OwnerName: info.OwnerName,
  });
  return { type: 'ACH', lastFour: account.lastFour, singleUse: true };
}

/** The method of the payment, or the refusal of it. */
export function paidWith(context: PaymentContext, method: PaymentMethodChoice): PaidWith {
  if (!method.IsCard && context.loan.payment_security === 'NoAchPayments')
    throw refusal('SecurityAchNotAllowed', 'Security does not allow online ACH payments on this account.');
  const paid = method.IsCard
    ? card(context, storedMethod(context, method.CardInfo.ProfileId, true))
    : bankAccount(context, method);
  const types = context.rule('paymentMethodTypes');
  if (!Array.isArray(types) || !types.includes(paid.type))
    throw refusal(
      paid.type === 'Card' ? 'CardNotAllowed' : 'AchNotAllowed',
      context.text(paid.type === 'Card' ? 'paymentErrors.cardNotAllowed' : 'paymentErrors.achNotAllowed'),
    );
  if (paid.singleUse && context.rule('paymentOffersSingleUse', { methodType: paid.type }) !== true)
    throw refusal('MustSavePaymentMethod', 'This payment method must be saved before it pays.');
  return paid;
}
