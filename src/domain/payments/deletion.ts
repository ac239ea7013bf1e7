/**
 * Deleting scheduled and recurring payments from the payment screen (spec 02 §2, §4 "Deleting",
 * §6, §8): which payment offers its delete icon, when the blocked message shows instead, and the
 * message of a failed delete. Settings keys only, never English text.
 */
import { own } from '../own';
import { deleteFailureMessage, PAYMENT_MESSAGE_KEYS, type PaymentErrorKey } from './messages';

export type DeleteKind = 'recurring' | 'scheduled';

/** What a scheduled payment says about its deletion (spec 02 §3 ScheduledPayment). */
export interface ScheduledDeletion {
  CanDelete: boolean;
  HasBeenPosted: boolean;
}

/**
 * Whether a scheduled payment's row shows its delete icon (spec 02 §2, §6): the setting allows
 * deleting scheduled payments, the host's CanDelete, and the payment is not posted yet.
 */
export function scheduledPaymentDeletable(payment: ScheduledDeletion, allowed: boolean): boolean {
  return allowed && payment.CanDelete && !payment.HasBeenPosted;
}

export interface ScheduledBlockedQuery {
  payments: readonly ScheduledDeletion[];
  /** The setting that allows deleting scheduled payments. */
  allowed: boolean;
  /** The scheduled-payment manager service is used (spec 02 §6). */
  manager: boolean;
  /** The blocked message is configured (not empty). */
  messageConfigured: boolean;
}

/**
 * Whether the scheduled list shows the configured blocked message (spec 02 §6): with the
 * scheduled-payment manager service, when any payment cannot be deleted or the setting is off;
 * otherwise when the setting is off. Never without a message or without payments.
 */
export function scheduledDeleteBlocked(query: ScheduledBlockedQuery): boolean {
  const { payments, allowed, manager, messageConfigured } = query;
  if (!messageConfigured || payments.length === 0) return false;
  return !allowed || (manager && payments.some((payment) => !payment.CanDelete));
}

/**
 * Whether the recurring payment offers its delete icon (spec 02 §6): the host's CanDelete and the
 * setting that allows deletion; otherwise the blocked message ('Cannot delete recurring payment.'
 * or the configured one) shows.
 */
export function recurringPaymentDeletable(recurring: { CanDelete: boolean }, allowed: boolean): boolean {
  return allowed && recurring.CanDelete;
}

/** A delete that failed: no answer from the server (`network`), or the host's first ErrorMessage. */
export interface DeleteFailure {
  network?: boolean;
  message?: string;
}

export interface DeleteFailureText {
  key: PaymentErrorKey;
  /** Network failure: the connection text ('Connection error. Please try again later.') too. */
  connectionKey?: PaymentErrorKey;
}

/** The host's refusals of a delete that have their own wording (spec 02 §8 "Fixed wording"). */
const REFUSALS: Readonly<Record<DeleteKind, Readonly<Record<string, PaymentErrorKey>>>> = {
  recurring: {
    RecurringAchDeleteNotAllowed: PAYMENT_MESSAGE_KEYS.recurringAchDeleteNotAllowed,
    RecurringCardDeleteNotAllowed: PAYMENT_MESSAGE_KEYS.recurringCardDeleteNotAllowed,
    RecurringDeleteNotAllowed: PAYMENT_MESSAGE_KEYS.recurringDeleteNotAllowedNow,
  },
  scheduled: {
    ScheduledAchNotModifiable: PAYMENT_MESSAGE_KEYS.scheduledAchNotModifiable,
    ScheduledCardNotModifiable: PAYMENT_MESSAGE_KEYS.scheduledCardNotModifiable,
  },
};

/**
 * The message of a failed delete (spec 02 §8): a refusal of this kind with its own wording shows
 * it; any other answer (an unknown code, free text, HasNoErrors false without a message) is the
 * kind's delete failure; a network failure is the delete failure plus the connection text.
 */
export function deleteFailure(kind: DeleteKind, failure: DeleteFailure): DeleteFailureText {
  const { key } = deleteFailureMessage(kind);
  if (failure.network === true) return { key, connectionKey: PAYMENT_MESSAGE_KEYS.connection };
  const refusal = own(REFUSALS[kind], (failure.message ?? '').trim());
  return { key: refusal ?? key };
}
