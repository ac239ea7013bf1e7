/**
 * The e-statement agreement dialog (spec 03 §2.5, §4; spec 01 §5): one checkbox per e-statement
 * agreement with its link, the shared AgreementChecklist (with the click-required option a box
 * waits until its agreement was opened). Agree with every box ticked hands on the agreements'
 * HostNums, which the format save records; Disagree (or Escape) keeps the statements as they are.
 */
import { useId, useState } from 'react';
import type { Agreement as ServerAgreement } from '../../../generated/api-types/loans';
import type { Agreement } from '../../../domain/agreements';
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';
import { AgreementChecklist, useAgreementChecks, type AgreementTexts } from '../../shared/AgreementChecklist';

const TEXTS: AgreementTexts = {
  checkbox: 'eStatements.agreementCheckbox',
  open: 'eStatements.agreementOpen',
  opensNewTab: 'eStatements.opensNewTab',
  mustOpen: 'eStatements.agreementMustOpen',
};

/** The server's agreement as the checklist reads it (only its name, link and HostNum are shown). */
const asAgreement = ({ HostNum, Name, Url }: ServerAgreement): Agreement => ({
  url: Url,
  date: '',
  isoDate: '',
  name: Name,
  whenToAgree: [],
  hostNum: HostNum,
});

interface AgreementDialogProps {
  agreements: readonly ServerAgreement[];
  clickRequired: boolean;
  onAgree: (hostNums: readonly number[]) => void;
  onDisagree: () => void;
}

export function AgreementDialog({ agreements, clickRequired, onAgree, onDisagree }: AgreementDialogProps) {
  const settings = useSettings();
  const errorId = useId();
  const checks = useAgreementChecks();
  const [tried, setTried] = useState(false);
  const list = agreements.map(asAgreement);
  const missing = list.some((agreement) => !checks.checked.has(agreement.hostNum));

  function agree() {
    setTried(true);
    if (!missing) onAgree(list.map((agreement) => agreement.hostNum));
  }

  return (
    <Dialog
      open
      title={settings.text('eStatements.agreementTitle')}
      width={500}
      onClose={onDisagree}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onDisagree}>
            {settings.text('eStatements.disagree')}
          </button>
          <button type="button" className="button button--primary" onClick={agree}>
            {settings.text('eStatements.agree')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('eStatements.agreementIntro')}</p>
      <AgreementChecklist
        agreements={list}
        checks={checks}
        texts={TEXTS}
        idPrefix="estatement-agreement"
        clickRequired={clickRequired}
        busy={false}
        errorId={errorId}
        invalid={tried && missing}
      />
      <p id={errorId} className="field__error" role="alert">
        {tried && missing ? settings.text('eStatements.agreementRequired') : ''}
      </p>
    </Dialog>
  );
}
