/**
 * Deleting a scheduled or recurring payment (spec 02 §4 "Deleting"): idle, the confirm dialog,
 * loading (one request, however often Delete is pressed), then success or the catalogue's error
 * in the dialog; No closes it with nothing sent. Success hides the payment at once, shows the
 * status message for 5 seconds, returns the wizard to the method step and refetches the payment
 * information: the delete answered the account's new token and the old one no longer works, so
 * the old token is noted in data.paymentSpentToken and the wizard's method step (payment.json)
 * and the delete icons wait until the refetched information, with the new token, replaces
 * data.paymentInfo.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { deletePayment, useRefreshPaymentInfo } from '../../api/payments';
import {
  deleteFailure,
  deletePaymentRequest,
  type DeleteFailure,
  type DeleteFailureText,
  type DeleteKind,
} from '../../domain/payments';
import type { BlockWidgetProps } from '../../engine';
import { STATUS_MESSAGE_MS } from './methods/useMethodActions';
import { LATER_STEPS_CLEARED, paymentInfoOf } from './wizardData';

/** The screen data key of the token a delete spent (payment.json's method step reads it). */
export const SPENT_TOKEN_KEY = 'paymentSpentToken';

/** The payment a delete icon names: its handle and the card flag that picks the call. */
export interface DeleteTarget {
  handle: string;
  isCard: boolean;
}

const SUCCESS_KEYS: Readonly<Record<DeleteKind, string>> = {
  scheduled: 'paymentDeletion.scheduledDeleted',
  recurring: 'paymentDeletion.recurringDeleted',
};

function failureOf(error: unknown): DeleteFailure {
  if (!(error instanceof ApiError) || error.problem.kind === 'network') return { network: true };
  return { message: 'reason' in error.problem ? error.problem.reason : undefined };
}

export function useDeletePayment(kind: DeleteKind, { env, setData }: Omit<BlockWidgetProps, 'props'>) {
  const refreshInfo = useRefreshPaymentInfo();
  const info = paymentInfoOf(env.context.data);
  const [target, setTarget] = useState<DeleteTarget>();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<DeleteFailureText>();
  const [status, setStatus] = useState<string>();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [landings, setLandings] = useState(0);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(undefined), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // Until the refetched information arrives, its token is the one the delete spent.
  const stale = !info || info.EncryptedData === env.context.data[SPENT_TOKEN_KEY];

  async function confirm() {
    if (!target || !info || stale || inFlight.current) return;
    inFlight.current = true;
    setDeleting(true);
    setFailure(undefined);
    const { path, body } = deletePaymentRequest(
      kind,
      target.isCard,
      info.EncryptedData,
      target.handle,
      info.accountNumber,
    );
    try {
      await deletePayment(path, body);
      setRemoved((old) => new Set(old).add(target.handle));
      setTarget(undefined);
      setStatus(SUCCESS_KEYS[kind]);
      setLandings((count) => count + 1);
      setData({ ...LATER_STEPS_CLEARED, [SPENT_TOKEN_KEY]: info.EncryptedData });
      void refreshInfo(info.accountNumber);
    } catch (error) {
      setFailure(deleteFailure(kind, failureOf(error)));
    } finally {
      inFlight.current = false;
      setDeleting(false);
    }
  }

  return {
    /** The payment whose confirm dialog is open. */
    target,
    deleting,
    failure,
    /** The settings key of the success message while it shows. */
    status,
    /** The handles deleted here (hidden before the refetched information arrives). */
    removed,
    /** Delete icons wait while the information holds a spent token. */
    stale,
    /**
     * How many deletes succeeded here: the owner moves focus when it grows (to its table or status
     * message), since the closed dialog gives it back to the pressed icon, which the delete removed.
     */
    landings,
    ask: (next: DeleteTarget) => {
      setFailure(undefined);
      setTarget(next);
    },
    cancel: () => {
      if (!inFlight.current) setTarget(undefined);
    },
    confirm: () => void confirm(),
  };
}

export type PaymentDeletion = ReturnType<typeof useDeletePayment>;
