import { useSettings, type TextParams } from '../../engine';
import { Dialog, type DialogWidth } from '../../widgets';
import { DialogIconImage, type DialogIcon } from './icons';

export interface ConfirmDialogProps {
  open: boolean;
  /** Settings keys of the texts. */
  title: string;
  text?: string;
  confirm?: string;
  cancel?: string;
  params?: TextParams;
  icon?: DialogIcon;
  width?: DialogWidth;
  onConfirm: () => void;
  /** Cancel, and Escape. */
  onCancel: () => void;
}

/**
 * The generic confirm dialog (spec 03 §2.15): a title, an optional text, and confirm and
 * cancel buttons whose texts are settings keys; optionally a check-mark or money-sign icon.
 * Cancel comes first so that an accidental Enter on the first button does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm = 'dialogs.confirm',
  cancel = 'dialogs.cancel',
  params,
  icon,
  width = 350,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const settings = useSettings();
  return (
    <Dialog
      open={open}
      title={settings.text(title, params)}
      width={width}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {settings.text(cancel)}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {settings.text(confirm)}
          </button>
        </>
      }
    >
      {icon && <DialogIconImage icon={icon} />}
      {text && <p className="text">{settings.text(text, params)}</p>}
    </Dialog>
  );
}
