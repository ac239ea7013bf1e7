import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges } from '../unsaved';
import { ConfirmDialog } from './ConfirmDialog';

interface UnsavedChangesDialogProps {
  open: boolean;
  /** Yes: continue (leave the page, or log out). */
  onContinue: () => void;
  /** No, and Escape: stay. */
  onStay: () => void;
}

/** 'There are unsaved changes on the page, are you sure you want to continue?' with No and Yes (350 px). */
export function UnsavedChangesDialog({ open, onContinue, onStay }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="dialogs.unsavedQuestion"
      confirm="dialogs.unsavedYes"
      cancel="dialogs.unsavedNo"
      onConfirm={onContinue}
      onCancel={onStay}
    />
  );
}

/**
 * Leaving a page while it has unsaved changes asks first (spec 01 §2, spec 03 §2.3): Yes
 * continues to the other page, No stays. The flag is read when the navigation starts, so
 * a logout that has already ended the session (and with it the flag) is never held up.
 */
export function LeaveGuard() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onContinue={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
