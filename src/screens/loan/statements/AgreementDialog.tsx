/**
 * The e-statement agreement dialog (spec 03 §2.5, §4; spec 01 §5): the shared AgreementsDialog
 * over the loan's e-statement agreements. Agree with every box ticked hands on the agreements'
 * HostNums at once, which the format save records; Disagree (or Escape) keeps the statements as
 * they are.
 */
import type { Agreement as ServerAgreement } from '../../../generated/api-types/loans';
import type { Agreement } from '../../../domain/agreements';
import { AgreementsDialog, type AgreementsDialogTexts } from '../../shared/AgreementsDialog';

const TEXTS: AgreementsDialogTexts = {
  title: 'eStatements.agreementTitle',
  intro: 'eStatements.agreementIntro',
  agree: 'eStatements.agree',
  disagree: 'eStatements.disagree',
  required: 'eStatements.agreementRequired',
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
  const list = agreements.map(asAgreement);
  return (
    <AgreementsDialog
      agreements={list}
      texts={TEXTS}
      idPrefix="estatement-agreement"
      clickRequired={clickRequired}
      // Synchronous: the format save that follows records the agreements and shows its own progress.
      onAgree={() => {
        onAgree(list.map((agreement) => agreement.hostNum));
      }}
      onDisagree={onDisagree}
    />
  );
}
