/**
 * The ACH terms agreement before a bank account is saved (spec 02 §2, §4): one checkbox per
 * agreement of type ach that the user still needs, each with its link (with the click-required
 * option a box stays disabled until its agreement was opened). I Accept records the agreements
 * (AgreementLogging) and lets the save go on; Cancel refuses, and the save does not happen.
 */
import { useState } from 'react';
import { agreementLogging } from '../../../api/signInSetup';
import type { Agreement } from '../../../domain/agreements';
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';

interface AchTermsDialogProps {
  agreements: readonly Agreement[];
  username: string;
  clickRequired: boolean;
  onAccepted: () => void;
  onDeclined: () => void;
}

export function AchTermsDialog({
  agreements,
  username,
  clickRequired,
  onAccepted,
  onDeclined,
}: AchTermsDialogProps) {
  const settings = useSettings();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = (hostNum: number, on: boolean) =>
    setChecked((old) => new Set([...old].filter((id) => id !== hostNum).concat(on ? [hostNum] : [])));

  async function accept() {
    if (agreements.some((agreement) => !checked.has(agreement.hostNum))) {
      setError(settings.text('paymentErrors.achTermsRefused'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await agreementLogging({
        Agreements: agreements.map((agreement) => agreement.hostNum),
        UserName: username,
        TurnEStatementsOn: false,
      });
      onAccepted();
    } catch {
      setError(settings.text('paymentErrors.agreementPostFailed'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={settings.text('paymentMethods.achTermsTitle')}
      width={500}
      onClose={onDeclined}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onDeclined} disabled={busy}>
            {settings.text('paymentMethods.achTermsDecline')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void accept()}
            disabled={busy}
          >
            {settings.text('paymentMethods.achTermsAccept')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('paymentMethods.achTermsIntro')}</p>
      <ul className="agreements">
        {agreements.map((agreement) => {
          const id = `ach-terms-${agreement.hostNum}`;
          const name = { name: agreement.name };
          const locked = clickRequired && !opened.has(agreement.hostNum);
          return (
            <li key={agreement.hostNum} className="agreement">
              <div className="checkbox">
                <input
                  type="checkbox"
                  id={id}
                  className="checkbox__input"
                  checked={checked.has(agreement.hostNum)}
                  disabled={locked || busy}
                  aria-describedby={locked ? `${id}-hint` : undefined}
                  onChange={(event) => toggle(agreement.hostNum, event.target.checked)}
                />
                <label htmlFor={id} className="checkbox__label">
                  {settings.text('paymentMethods.achTermsCheckbox', name)}
                </label>
              </div>
              <a
                className="link"
                href={agreement.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpened((old) => new Set([...old, agreement.hostNum]))}
              >
                {settings.text('paymentMethods.achTermsOpen', name)}
                <span className="visually-hidden"> {settings.text('paymentMethods.opensNewTab')}</span>
              </a>
              {locked && (
                <p id={`${id}-hint`} className="field__help">
                  {settings.text('paymentMethods.achTermsMustOpen', name)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="field__error" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
