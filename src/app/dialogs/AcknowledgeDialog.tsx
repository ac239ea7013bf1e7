import { useSettings, type TextParams } from '../../engine';
import { Dialog, type DialogWidth } from '../../widgets';

export interface AcknowledgeDialogProps {
  open: boolean;
  /** Settings keys of the texts. */
  title: string;
  text: string;
  okay?: string;
  params?: TextParams;
  width?: DialogWidth;
  /** Okay, and Escape. */
  onClose: () => void;
}

/** The generic acknowledge dialog (spec 03 §2.15): a title, a text and Okay. */
export function AcknowledgeDialog({
  open,
  title,
  text,
  okay = 'dialogs.okay',
  params,
  width = 350,
  onClose,
}: AcknowledgeDialogProps) {
  const settings = useSettings();
  return (
    <Dialog
      open={open}
      title={settings.text(title, params)}
      width={width}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {settings.text(okay)}
        </button>
      }
    >
      <p className="text">{settings.text(text, params)}</p>
    </Dialog>
  );
}
