/**
 * The texting agreement (spec 01 §2, §4 Phones and Text dialog): one checkbox per agreement of
 * type texting with its link (the shared AgreementChecklist; with the click-required option a box
 * waits until its agreement was opened). Agree with every box ticked records the agreements
 * (AgreementLogging) and hands on the user's new records; a failure to record says so
 * ('There was an error updating the agreement.') and the user may try again or disagree.
 * Disagree (or Escape) declines.
 */
import { useId, useState } from 'react';
import { agreementLogging } from '../../../api/signInSetup';
import { acceptedRecords, type Agreement, type AgreementRecord } from '../../../domain/agreements';
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';
import { AgreementChecklist, useAgreementChecks, type AgreementTexts } from '../../shared/AgreementChecklist';

const TEXTS: AgreementTexts = {
  checkbox: 'profilePersonal.agreementCheckbox',
  open: 'profilePersonal.agreementOpen',
  opensNewTab: 'profilePersonal.opensNewTab',
  mustOpen: 'profilePersonal.agreementMustOpen',
};

interface TextingAgreementDialogProps {
  agreements: readonly Agreement[];
  username: string;
  clickRequired: boolean;
  /** Today (YYYY-MM-DD), the date of the records an acceptance makes. */
  today: string;
  onAgree: (records: readonly AgreementRecord[]) => void;
  onDisagree: () => void;
}

export function TextingAgreementDialog({
  agreements,
  username,
  clickRequired,
  today,
  onAgree,
  onDisagree,
}: TextingAgreementDialogProps) {
  const settings = useSettings();
  const errorId = useId();
  const checks = useAgreementChecks();
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = agreements.some((agreement) => !checks.checked.has(agreement.hostNum));

  async function agree() {
    setTried(true);
    if (missing || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await agreementLogging({
        Agreements: agreements.map((agreement) => agreement.hostNum),
        UserName: username,
        TurnEStatementsOn: false,
      });
      onAgree(acceptedRecords(agreements, today));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  const error = failed
    ? settings.text('profilePersonal.agreementFailed')
    : tried && missing
      ? settings.text('profilePersonal.agreementRequired')
      : '';
  return (
    <Dialog
      open
      title={settings.text('profilePersonal.agreementTitle')}
      width={500}
      onClose={onDisagree}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onDisagree} disabled={busy}>
            {settings.text('profilePersonal.disagree')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void agree()}
            disabled={busy}
          >
            {settings.text('profilePersonal.agree')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('profilePersonal.agreementIntro')}</p>
      <AgreementChecklist
        agreements={agreements}
        checks={checks}
        texts={TEXTS}
        idPrefix="texting-agreement"
        clickRequired={clickRequired}
        busy={busy}
        errorId={errorId}
        invalid={tried && missing}
      />
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
