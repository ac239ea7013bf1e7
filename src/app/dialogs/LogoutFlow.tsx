import { useCallback, useState, type ReactNode } from 'react';
import { logout } from '../session/logout';
import { hasUnsavedChanges } from '../unsaved';
import { ConfirmDialog } from './ConfirmDialog';
import { UnsavedChangesDialog } from './UnsavedChanges';

interface LogoutDialogProps {
  open: boolean;
  onLogout: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to logout?' with Cancel and Logout (350 px, spec 03 §9). */
export function LogoutDialog({ open, onLogout, onCancel }: LogoutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="dialogs.logoutQuestion"
      confirm="dialogs.logoutConfirm"
      cancel="dialogs.logoutCancel"
      onConfirm={onLogout}
      onCancel={onCancel}
    />
  );
}

type Step = 'closed' | 'confirm' | 'unsaved';

export interface LogoutFlow {
  /** What the Logout controls call: asks for confirmation, or about unsaved changes when there are any. */
  ask: () => void;
  /** The dialogs, to render once in the shell. */
  dialogs: ReactNode;
}

/**
 * Logout from the menus (spec 03 §2.15): the logout confirmation, or with unsaved changes
 * the unsaved-changes dialog instead, whose Yes logs out (spec 01 §4).
 */
export function useLogoutFlow(): LogoutFlow {
  const [step, setStep] = useState<Step>('closed');
  const ask = useCallback(() => setStep(hasUnsavedChanges() ? 'unsaved' : 'confirm'), []);
  const close = useCallback(() => setStep('closed'), []);
  const proceed = useCallback(() => {
    setStep('closed');
    void logout();
  }, []);
  return {
    ask,
    dialogs: (
      <>
        <LogoutDialog open={step === 'confirm'} onLogout={proceed} onCancel={close} />
        <UnsavedChangesDialog open={step === 'unsaved'} onContinue={proceed} onStay={close} />
      </>
    ),
  };
}
