/**
 * The Hide Account dialog (spec 03 §2.7, §4, §8; 500 px): asks, hides the account from the web,
 * then shows the success message, refreshes the account list and after 4 seconds closes and
 * goes to the dashboard (`onHidden`); a failure shows its error and leaves the account as it was.
 */
import { useEffect, useState } from 'react';
import { useRefreshAccountList } from '../../api/accounts';
import { hideAccount } from '../../api/loans/details';
import { useSettings } from '../../engine';
import { Dialog, Spinner } from '../../widgets';

/** Spec 03 §9: the dialog closes 4 s after the success message. */
export const HIDE_CLOSE_DELAY_MS = 4000;

interface HideAccountDialogProps {
  accountNumber: string;
  username: string;
  onClose: () => void;
  /** After the success message's 4 seconds: the app goes to the dashboard. */
  onHidden: () => void;
}

type State = 'asking' | 'hiding' | 'hidden' | 'failed';

export function HideAccountDialog({ accountNumber, username, onClose, onHidden }: HideAccountDialogProps) {
  const settings = useSettings();
  const refreshAccounts = useRefreshAccountList();
  const [state, setState] = useState<State>('asking');

  useEffect(() => {
    if (state !== 'hidden') return undefined;
    const timer = setTimeout(onHidden, HIDE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, onHidden]);

  async function hide() {
    setState('hiding');
    try {
      await hideAccount(accountNumber);
    } catch {
      setState('failed');
      return;
    }
    setState('hidden');
    void refreshAccounts(username);
  }

  const done = state === 'hidden';
  return (
    <Dialog
      open
      title={settings.text('loanDetails.hideTitle')}
      width={500}
      onClose={done ? onHidden : onClose}
      actions={
        done ? (
          <button type="button" className="button button--primary" onClick={onHidden}>
            {settings.text('loanDetails.close')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {settings.text('loanDetails.hideCancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={state === 'hiding'}
              aria-busy={state === 'hiding' || undefined}
              onClick={() => void hide()}
            >
              {settings.text('loanDetails.hideConfirm')}
            </button>
          </>
        )
      }
    >
      {!done && <p>{settings.text('loanDetails.hideText')}</p>}
      {state === 'hiding' && <Spinner label={settings.text('loanDetails.hiding')} />}
      {done && (
        <p className="banner banner--success" role="status">
          {settings.text('loanDetails.hideSuccess')}
        </p>
      )}
      {state === 'failed' && (
        <p className="banner banner--error" role="alert">
          {settings.text('loanDetails.hideFailed')}
        </p>
      )}
    </Dialog>
  );
}
