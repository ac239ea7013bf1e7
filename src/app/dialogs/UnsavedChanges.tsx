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
