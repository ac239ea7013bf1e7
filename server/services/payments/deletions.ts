/**
 * Deleting a scheduled or recurring payment (spec 02 §7 Payment(Scheduled|Recurring)/
 * Delete(Ach|Card)): the caller's loan and its current token, the payment of that loan by its
 * handle (another's: 403, no data), its CanDelete (a posted scheduled payment, or a recurring
 * one the host keeps, is refused with the catalogue's code); the answer carries the account's
 * new token, which replaces the old one (spec 02 §4).
 */
import type {
  DeletePaymentRequest,
  DeletePaymentResponse,
} from '../../../src/generated/api-types/payments.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../../http/env.ts';
import { paymentContext, type PaymentDeps } from './context.ts';
import { refusal } from './refusal.ts';
import { deletePayment, deleteRecurring, pendingPayment, recurringRow } from './store.ts';
import { checkAccountToken, rotateAccountToken } from './tokens.ts';

export type DeleteKind = 'scheduled' | 'recurring';

const notYourPayment = () => forbidden('NotYourPayment', 'No payment of this loan has this handle.');

/** Deletes the payment; answers the account's new token. */
export function deleteLoanPayment(
  deps: PaymentDeps,
  session: SessionUser,
  kind: DeleteKind,
  isCard: boolean,
  request: DeletePaymentRequest,
): DeletePaymentResponse {
  const { db } = deps;
  return db.transaction(() => {
    const { loan } = paymentContext(deps, session, request.Payment.LoanAccountNumber);
    checkAccountToken(db, session.userId, loan.id, request.Token);
    const method = isCard ? 'Card' : 'Ach';
    if (kind === 'scheduled') {
      const payment = pendingPayment(db, loan.id, request.Payment.EncryptedString);
      if (!payment) throw notYourPayment();
      if ((payment.is_card === 1) !== isCard)
        throw badRequest(`Invalid request: this payment is not deleted by Delete${method}.`);
      if (payment.status !== 'pending')
        throw refusal(`Scheduled${method}NotModifiable`, 'The payment has been posted.');
      deletePayment(db, payment.id);
    } else {
      const recurring = recurringRow(db, loan.id);
      if (!recurring || recurring.public_id !== request.Payment.EncryptedString) throw notYourPayment();
      if ((recurring.is_card === 1) !== isCard)
        throw badRequest(`Invalid request: this payment is not deleted by Delete${method}.`);
      if (recurring.can_delete !== 1)
        throw refusal(`Recurring${method}DeleteNotAllowed`, 'The institution keeps this recurring payment.');
      deleteRecurring(db, recurring.id);
    }
    return { HasNoErrors: true, Errors: [], Token: rotateAccountToken(db, session.userId, loan.id) };
  });
}
