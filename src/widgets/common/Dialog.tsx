/**
 * A modal dialog on the native <dialog> element: showModal() puts it in the browser's top
 * layer above everything opened before (the stack), with a backdrop (the fader), makes the
 * rest of the page inert and keeps focus inside; Tab loops within it. Focus returns to
 * where it was when the dialog closes. A dialog that is not dismissable ignores Escape and
 * the browser's other close requests (closedby="none"; it reopens if one gets through).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The spec's widths: 300 (login modals), 350 (confirmations), 400 (payment confirm), 500 (account modals). */
export type DialogWidth = 300 | 350 | 400 | 500;

interface DialogProps {
  open: boolean;
  title: string;
  width: DialogWidth;
  /** Escape closes it (when dismissable) by calling this. */
  onClose?: () => void;
  dismissable?: boolean;
  children: ReactNode;
  /** Buttons, shown at the end. */
  actions?: ReactNode;
  /** Do not move focus into the dialog when it opens (spec 01: rich-text agreements). */
  noAutoFocus?: boolean;
  /** Move focus to the title when it opens (a form's dialog: the user hears what it is first). */
  focusTitle?: boolean;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])',
    ),
  ];
}

export function Dialog({
  open,
  title,
  width,
  onClose,
  dismissable = true,
  children,
  actions,
  noAutoFocus,
  focusTitle,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);

  // Whether it may be dismissed changes while it is open (a delete under way): a ref, so the
  // dialog is not closed and opened again, which would send the focus back to its opener.
  const dismissableRef = useRef(dismissable);

  useEffect(() => {
    closeRef.current = onClose;
    dismissableRef.current = dismissable;
  }, [onClose, dismissable]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    if (noAutoFocus) element.focus();
    else if (focusTitle) element.querySelector<HTMLElement>('.dialog__title')?.focus();
    function onCancel(event: Event) {
      event.preventDefault();
      if (dismissableRef.current) closeRef.current?.();
    }
    // Browsers let a repeated close request (Escape again, Android's back) through even
    // when cancel is prevented: a dialog that must stay open opens again, and one that may
    // close tells its owner.
    function onClosed() {
      if (!element) return;
      if (!dismissableRef.current && element.isConnected) element.showModal();
      else closeRef.current?.();
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && !dismissableRef.current) {
        event.preventDefault();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const items = focusables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      element.removeEventListener('keydown', onKey);
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open, noAutoFocus, focusTitle]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--w${width}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      closedby={dismissable ? 'closerequest' : 'none'}
    >
      <h2 id={titleId} className="dialog__title" tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  );
}
