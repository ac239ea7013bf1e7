/**
 * Whether the loan can be paid at all (spec 02 §4 "Account eligibility", §6 security flags),
 * by the rules paymentAccountStatus and paymentInfoStatus of rules/payments.json over the
 * loan's facts, and the host's security flag. Reading the payment information and submitting
 * refuse alike; a submit names the security refusal in the words of spec 02 §8.
 */
import type { HttpError } from '../../http/errors.ts';
import type { PaymentContext } from './context.ts';
import { PAYABLE_TYPES } from './loans.ts';
import { refusal } from './refusal.ts';

/** The refusal of a loan that cannot be paid now, or undefined. */
export function eligibilityRefusal(context: PaymentContext, call: 'info' | 'submit'): HttpError | undefined {
  const { loan } = context;
  if (loan.payment_security === 'NoPayments') {
    return call === 'submit'
      ? refusal('SecurityNotAllowed', 'Security does not allow online payments on this account.')
      : refusal('PaymentBlocked', 'Online payments are blocked for this account.');
  }
  if (!PAYABLE_TYPES.includes(loan.type))
    return refusal('PaymentBlocked', 'Only loans and lines of credit are paid here.');
  const status = context.rule('paymentAccountStatus');
  if (status === 'Closed' || status === 'PaymentBlocked')
    return refusal('PaymentBlocked', `The account cannot be paid (${String(status)}).`);
  if (status === 'NoPaymentNeeded') return refusal('NoPaymentNeeded', 'The account has no balance to pay.');
  const infoStatus = context.rule('paymentInfoStatus');
  if (infoStatus === 'PaymentBlocked')
    return refusal('PaymentBlocked', 'Neither cards nor bank accounts can pay this loan now.');
  if (infoStatus === 'DisabledPaymentsAfterCutoffTime')
    return refusal(
      'DisabledPaymentsAfterCutoffTime',
      "Today's ACH cutoff time has passed and a scheduled payment is pending.",
    );
  return undefined;
}
