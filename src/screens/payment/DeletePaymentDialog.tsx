/**
 * What deleting a scheduled or recurring payment shows (spec 02 §2, §4 "Deleting"): the delete
 * icon button, the confirm dialog (350 px; the spec's question, No and Delete; while the delete
 * runs the buttons are disabled and a spinner shows; a failure shows the catalogue's message in
 * the dialog) and the status message announced after a delete.
 */
import { useEffect, useRef, type Ref } from 'react';
import { deleteConfirmMessage, type DeleteKind } from '../../domain/payments';
import { useSettings } from '../../engine';
import { Dialog, Spinner } from '../../widgets';
import type { PaymentDeletion } from './useDeletePayment';

const TITLE_KEYS: Readonly<Record<DeleteKind, string>> = {
  scheduled: 'paymentDeletion.scheduledTitle',
  recurring: 'paymentDeletion.recurringTitle',
};

function TrashIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

export function DeleteIconButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="icon-button" aria-label={label} disabled={disabled} onClick={onClick}>
      <TrashIcon />
    </button>
  );
}

export function DeletePaymentDialog({ kind, deletion }: { kind: DeleteKind; deletion: PaymentDeletion }) {
  const settings = useSettings();
  const { target, deleting, failure, cancel, confirm } = deletion;
  const alert = useRef<HTMLDivElement>(null);
  // Delete was disabled while it ran: the failure takes the focus, so it is read at once.
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  return (
    <Dialog
      open={target !== undefined}
      title={settings.text(TITLE_KEYS[kind])}
      width={350}
      dismissable={!deleting}
      onClose={cancel}
      actions={
        <>
          <button type="button" className="button button--secondary" disabled={deleting} onClick={cancel}>
            {settings.text('paymentDeletion.no')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={deleting}
            aria-busy={deleting || undefined}
            onClick={confirm}
          >
            {settings.text('paymentDeletion.confirm')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text(deleteConfirmMessage(kind).key)}</p>
      {deleting && <Spinner label={settings.text('paymentErrors.deleting')} />}
      {failure && (
        <div ref={alert} className="banner banner--error" role="alert" tabIndex={-1}>
          <p>{settings.text(failure.key)}</p>
          {failure.connectionKey && <p>{settings.text(failure.connectionKey)}</p>}
        </div>
      )}
    </Dialog>
  );
}

/** The status message after a delete (always in the page, so that its change is announced). */
export function DeleteStatus({
  status,
  ref,
}: {
  status: string | undefined;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const settings = useSettings();
  return (
    <p
      ref={ref}
      className={status ? 'banner banner--success' : 'visually-hidden'}
      role="status"
      tabIndex={-1}
    >
      {status ? settings.text(status) : ''}
    </p>
  );
}
