/**
 * Starting a loan application (spec 03 §2.2, §2.15), shared by the dashboard's button and
 * the menu's Apply For Loan: start() gets a passable token, then the Continue to
 * Application notice asks the user to allow pop-ups; Continue opens
 * /api/ApplyForLoan?token=… in a new tab. The token is fetched first so that the tab opens
 * within the click on Continue, which pop-up blockers allow. A failure sets `failed`
 * (shown by the caller); an Unauthorized answer logs out through SWR's global onError.
 */
import { useState, type ReactNode } from 'react';
import { applyForLoanUrl, usePassableToken } from '../../api/passableToken';
import { useSettings } from '../../engine';
import { Dialog } from '../../widgets';

export interface ApplyForLoan {
  start: () => Promise<void>;
  /** The token is on its way. */
  starting: boolean;
  /** The last start failed. */
  failed: boolean;
  dismissFailure: () => void;
  /** The Continue to Application notice, to be rendered by the caller. */
  notice: ReactNode;
}

export function useApplyForLoan(username: string): ApplyForLoan {
  const settings = useSettings();
  const { trigger, isMutating, error, reset } = usePassableToken(username);
  const [token, setToken] = useState<string | null>(null);

  async function start() {
    if (isMutating) return;
    try {
      setToken(await trigger());
    } catch {
      // `error` now holds it; SWR's global onError has seen it
    }
  }

  function close() {
    setToken(null);
    reset();
  }

  function proceed() {
    if (token !== null) window.open(applyForLoanUrl(token), '_blank', 'noopener');
    close();
  }

  const notice = (
    <Dialog
      open={token !== null}
      title={settings.text('applications.noticeTitle')}
      width={350}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={proceed}>
            {settings.text('applications.noticeContinue')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {settings.text('applications.noticeCancel')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('applications.noticeText')}</p>
    </Dialog>
  );

  return {
    start,
    starting: isMutating,
    failed: error !== undefined && !isMutating,
    dismissFailure: reset,
    notice,
  };
}
