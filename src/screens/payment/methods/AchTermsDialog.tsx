/**
 * The ACH terms agreement before a bank account is saved (spec 02 §2, §4): the shared
 * AgreementsDialog over the agreements of type ach that the user still needs. I Accept records
 * the agreements (AgreementLogging) and lets the save go on, handing on the user's new records
 * (dated today) so that the session no longer needs them; Cancel refuses, and the save does not
 * happen. Its error is judged at each press of I Accept.
 */
import type { Agreement, AgreementRecord } from '../../../domain/agreements';
import { AgreementsDialog, type AgreementsDialogTexts } from '../../shared/AgreementsDialog';
import { recordAgreements } from '../../shared/recordAgreements';

const TEXTS: AgreementsDialogTexts = {
  title: 'paymentMethods.achTermsTitle',
  intro: 'paymentMethods.achTermsIntro',
  agree: 'paymentMethods.achTermsAccept',
  disagree: 'paymentMethods.achTermsDecline',
  required: 'paymentErrors.achTermsRefused',
  failed: 'paymentErrors.agreementPostFailed',
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
  return (
    <AgreementsDialog
      agreements={agreements}
      texts={TEXTS}
      idPrefix="ach-terms"
      clickRequired={clickRequired}
      judgeOnPress
      onAgree={async () => {
        onAccepted(await recordAgreements(agreements, username, today));
      }}
      onDisagree={onDeclined}
    />
  );
}
