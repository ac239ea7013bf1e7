/**
 * A two-button question of the E-statements section (spec 03 §2.5): the consent confirmation,
 * the consent withdrawal and the external statement redirect. Escape is the cancel button.
 */
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';

/** Settings keys of the dialog's title, text and buttons. */
export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

interface ConfirmDialogProps {
  texts: ConfirmTexts;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button waits (the statement provider's address is still on its way). */
  busy?: boolean;
  /** A message under the text (the provider's address could not be had). */
  error?: string;
}

export function ConfirmDialog({ texts, onConfirm, onCancel, busy = false, error = '' }: ConfirmDialogProps) {
  const settings = useSettings();
  return (
    <Dialog
      open
      title={settings.text(texts.title)}
      width={350}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {settings.text(texts.cancel)}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onConfirm}
            disabled={busy || error !== ''}
          >
            {settings.text(texts.confirm)}
          </button>
        </>
      }
    >
      <p className="text">{settings.text(texts.text)}</p>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
