import { useEngine } from '../../engine';
import { ConfirmDialog } from './ConfirmDialog';

interface RemoteLocatorDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The remote branch locator notice (spec 03 §2.12): the user leaves the site in a new tab
 * and must allow pop-ups; Branch Locator opens the configured address (350 px).
 */
export function RemoteLocatorDialog({ open, onClose }: RemoteLocatorDialogProps) {
  const { options } = useEngine();
  const url = typeof options.RemoteBranchLocatorUrl === 'string' ? options.RemoteBranchLocatorUrl : '';
  return (
    <ConfirmDialog
      open={open}
      title="dialogs.remoteLocatorTitle"
      text="dialogs.remoteLocatorText"
      confirm="dialogs.remoteLocatorOpen"
      cancel="dialogs.cancel"
      onConfirm={() => {
        window.open(url, '_blank', 'noopener,noreferrer');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
