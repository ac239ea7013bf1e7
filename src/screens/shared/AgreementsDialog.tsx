/**
 * A dialog asking for agreements (the texting terms, the e-statement agreement, the ACH terms;
 * spec 01 §4, spec 02 §4, spec 03 §2.5): a title, an intro, the shared AgreementChecklist (with
 * the click-required option a box waits until its agreement was opened) and the list's error,
 * with Disagree and Agree, each worded by the caller's settings keys. Agree with a box unticked
 * says the agreements are required; with all ticked it calls onAgree. An async onAgree keeps the
 * dialog busy while it runs, and a rejection shows the failed message so the user may try again
 * or disagree. Disagree (or Escape) calls onDisagree.
 */
import { useId, useState } from 'react';
import type { Agreement } from '../../domain/agreements';
import { useSettings } from '../../engine';
import { Dialog } from '../../widgets';
import { AgreementChecklist, useAgreementChecks, type AgreementTexts } from './AgreementChecklist';

/** Settings keys of the dialog's texts, besides the checklist's. */
export interface AgreementsDialogTexts extends AgreementTexts {
  title: string;
  intro: string;
  agree: string;
  disagree: string;
  /** Agree with a box unticked. */
  required: string;
  /** An async onAgree rejected; a synchronous one never does, so it may go without. */
  failed?: string;
}

interface AgreementsDialogProps {
  agreements: readonly Agreement[];
  texts: AgreementsDialogTexts;
  /** Each checkbox's id is `${idPrefix}-${hostNum}`. */
  idPrefix: string;
  clickRequired: boolean;
  /**
   * The error is judged at each press of Agree and stays as it is until the next (the ACH
   * terms, which mark no box invalid). Otherwise, once Agree was pressed, the required message
   * follows the boxes and marks the unticked ones invalid.
   */
  judgeOnPress?: boolean;
  onAgree: () => void | Promise<void>;
  onDisagree: () => void;
}

export function AgreementsDialog({
  agreements,
  texts,
  idPrefix,
  clickRequired,
  judgeOnPress = false,
  onAgree,
  onDisagree,
}: AgreementsDialogProps) {
  const settings = useSettings();
  const errorId = useId();
  const checks = useAgreementChecks();
  const [tried, setTried] = useState(false);
  const [missingAtPress, setMissingAtPress] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = agreements.some((agreement) => !checks.checked.has(agreement.hostNum));
  const required = judgeOnPress ? missingAtPress : tried && missing;
  const error = failed ? texts.failed : required ? texts.required : undefined;

  async function agree() {
    setTried(true);
    setMissingAtPress(missing);
    // Judged at the press, the error is this press's alone; otherwise a failure stays until a new try.
    if (judgeOnPress) setFailed(false);
    if (missing || busy) return;
    setFailed(false);
    const pending = onAgree();
    if (!pending) return;
    setBusy(true);
    try {
      await pending;
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={settings.text(texts.title)}
      width={500}
      onClose={onDisagree}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onDisagree} disabled={busy}>
            {settings.text(texts.disagree)}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void agree()}
            disabled={busy}
          >
            {settings.text(texts.agree)}
          </button>
        </>
      }
    >
      <p className="text">{settings.text(texts.intro)}</p>
      <AgreementChecklist
        agreements={agreements}
        checks={checks}
        texts={texts}
        idPrefix={idPrefix}
        clickRequired={clickRequired}
        busy={busy}
        errorId={errorId}
        invalid={!judgeOnPress && required}
      />
      <p id={errorId} className="field__error" role="alert">
        {error ? settings.text(error) : ''}
      </p>
    </Dialog>
  );
}
