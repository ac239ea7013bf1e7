/**
 * The statement-type toggle's flow (spec 03 §4): turning e-statements on asks for consent
 * (when configured), then shows the agreement dialog when e-statement agreements exist;
 * agreeing saves ElectronicOnly with the agreements' HostNums (the server records them).
 * Turning them off asks for the withdrawal acknowledgement, then saves PaperOnly. Cancelling
 * or disagreeing restores the toggle. After a save the cached AccountDetails' StatementFormat
 * follows and the dashboard's account list is refetched; a refusal shows its message.
 */
import { useState } from 'react';
import { useRefreshAccountList } from '../../../api/accounts';
import { useUpdateCachedDetails } from '../../../api/loans/details';
import { setStatementFormat, type StatementFormat } from '../../../api/loans/statements';
import { useSaveState } from '../../shared/SaveStatus';
import { saveFailureKey } from './messages';

/** The dialog open, if any: consent before on, the agreement, withdrawal before off. */
export type FormatStep = 'none' | 'consent' | 'agreement' | 'withdraw';

interface FormatChangeOptions {
  accountNumber: string;
  username: string;
  format: StatementFormat;
  askConsent: boolean;
  hasAgreements: boolean;
}

export function useFormatChange({
  accountNumber,
  username,
  format,
  askConsent,
  hasAgreements,
}: FormatChangeOptions) {
  const updateCached = useUpdateCachedDetails();
  const refreshAccounts = useRefreshAccountList();
  const [step, setStep] = useState<FormatStep>('none');
  const [state, setState] = useSaveState();
  const [failure, setFailure] = useState('');

  async function save(next: StatementFormat, agreed: readonly number[] = []) {
    setStep('none');
    setState('saving');
    setFailure('');
    try {
      await setStatementFormat(accountNumber, next, agreed);
      await updateCached(accountNumber, (details) => ({
        ...details,
        StatementFormat: next,
        EStatements: {
          ...details.EStatements,
          AgreementUpdated: next === 'ElectronicOnly' ? false : details.EStatements.AgreementUpdated,
        },
      }));
      void refreshAccounts(username);
      setState('saved');
    } catch (error) {
      setFailure(saveFailureKey(error));
      setState('idle');
    }
  }

  const toAgreementOrSave = () => (hasAgreements ? setStep('agreement') : void save('ElectronicOnly'));

  return {
    step,
    state,
    /** The settings key of the last save's refusal, or ''. */
    failure,
    /** What the toggle shows: the format asked for while its dialog is open. */
    shown: step === 'none' ? format : step === 'withdraw' ? 'PaperOnly' : 'ElectronicOnly',
    toggle(on: boolean) {
      setFailure('');
      if (!on) setStep('withdraw');
      else if (askConsent) setStep('consent');
      else toAgreementOrSave();
    },
    consented: toAgreementOrSave,
    /** The agreement-updated notice's review: the agreement dialog, then ElectronicOnly again. */
    review: () => setStep('agreement'),
    agreed: (hostNums: readonly number[]) => void save('ElectronicOnly', hostNums),
    withdrawn: () => void save('PaperOnly'),
    cancel: () => setStep('none'),
  } as const;
}
