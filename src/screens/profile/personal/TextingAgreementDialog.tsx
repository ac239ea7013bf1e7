/**
 * The texting agreement (spec 01 §2, §4 Phones and Text dialog): the shared AgreementsDialog over
 * the agreements of type texting. Agree with every box ticked records the agreements
 * (AgreementLogging) and hands on the user's new records; a failure to record says so
 * ('There was an error updating the agreement.') and the user may try again or disagree.
 * Disagree (or Escape) declines.
 */
import type { Agreement, AgreementRecord } from '../../../domain/agreements';
import { AgreementsDialog, type AgreementsDialogTexts } from '../../shared/AgreementsDialog';
import { recordAgreements } from '../../shared/recordAgreements';

const TEXTS: AgreementsDialogTexts = {
  title: 'profilePersonal.agreementTitle',
  intro: 'profilePersonal.agreementIntro',
  agree: 'profilePersonal.agree',
  disagree: 'profilePersonal.disagree',
  required: 'profilePersonal.agreementRequired',
  failed: 'profilePersonal.agreementFailed',
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
  return (
    <AgreementsDialog
      agreements={agreements}
      texts={TEXTS}
      idPrefix="texting-agreement"
      clickRequired={clickRequired}
      onAgree={async () => {
        onAgree(await recordAgreements(agreements, username, today));
      }}
      onDisagree={onDisagree}
    />
  );
}
