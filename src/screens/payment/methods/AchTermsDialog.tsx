/**
 * The ACH terms agreement before a bank account is saved (spec 02 §2, §4): one checkbox per
 * agreement of type ach that the user still needs, each with its link (with the click-required
 * option a box stays disabled until its agreement was opened). I Accept records the agreements
 * (AgreementLogging) and lets the save go on, handing on the user's new records (dated today)
 * so that the session no longer needs them; Cancel refuses, and the save does not happen.
 */
import { useState } from 'react';
import { agreementLogging } from '../../../api/signInSetup';
import { acceptedRecords, type Agreement, type AgreementRecord } from '../../../domain/agreements';
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';
import { AgreementChecklist, useAgreementChecks, type AgreementTexts } from '../../shared/AgreementChecklist';

const TEXTS: AgreementTexts = {
  checkbox: 'paymentMethods.achTermsCheckbox',
  open: 'paymentMethods.achTermsOpen',
  opensNewTab: 'paymentMethods.opensNewTab',
  mustOpen: 'paymentMethods.achTermsMustOpen',
};

interface AchTermsDialogProps {
  agreements: readonly Agreement[];
  username: string;
  clickRequired: boolean;
  /** Today (YYYY-MM-DD), the date of the records an acceptance makes. */
  today: string;
  onAccepted: (records: readonly AgreementRecord[]) => void;
  onDeclined: () => void;
}

export function AchTermsDialog({
  agreements,
  username,
  clickRequired,
  today,
  onAccepted,
  onDeclined,
}: AchTermsDialogProps) {
  const settings = useSettings();
  const checks = useAgreementChecks();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function accept() {
    if (agreements.some((agreement) => !checks.checked.has(agreement.hostNum))) {
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
      onAccepted(acceptedRecords(agreements, today));
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
      <AgreementChecklist
        agreements={agreements}
        checks={checks}
        texts={TEXTS}
        idPrefix="ach-terms"
        clickRequired={clickRequired}
        busy={busy}
      />
      <p className="field__error" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
