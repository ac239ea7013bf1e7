/**
 * The ACH draft agreement of a recurring bank-account payment (spec 02 §2 "ACH draft agreement
 * confirmation", §4 Submit): opening the dialog prepares the agreement for this payment
 * (PrepareAchDraftAgreementPreview), its link opens the prepared agreement in a new window, and
 * I Agree hands the agreement's token to the payment; Cancel submits nothing. A failure to
 * prepare says so and offers to try again, with I Agree disabled.
 */
import { useEffect, useState } from 'react';
import { achDraftAgreementPreviewUrl, prepareAchDraftAgreementPreview } from '../../api/payments';
import type { DraftAgreementRequest } from '../../domain/payments';
import { useSettings } from '../../engine';
import { Dialog, Spinner } from '../../widgets';

type Outcome = { state: 'ready'; token: string } | { state: 'failed' };
type Preparation = { state: 'preparing' } | Outcome;

interface DraftAgreementDialogProps {
  /** What the agreement is prepared for; the dialog is open while there is one. */
  request: DraftAgreementRequest | undefined;
  onAccepted: (token: string) => void;
  onCancel: () => void;
}

export function DraftAgreementDialog({ request, onAccepted, onCancel }: DraftAgreementDialogProps) {
  const settings = useSettings();
  const [attempt, setAttempt] = useState(0);
  /** The outcome of the latest preparation, by the attempt it answered. */
  const [outcome, setOutcome] = useState<{ attempt: number; outcome: Outcome } | undefined>(undefined);
  const preparation: Preparation = outcome?.attempt === attempt ? outcome.outcome : { state: 'preparing' };

  // The owner opens the dialog anew (a new key) for each request: within one, only a retry asks again.
  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    const settle = (result: Outcome) => {
      if (current) setOutcome({ attempt, outcome: result });
    };
    prepareAchDraftAgreementPreview(request).then(
      (answer) => settle({ state: 'ready', token: answer.PassableToken }),
      () => settle({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [request, attempt]);

  const ready = preparation.state === 'ready' ? preparation : undefined;
  return (
    <Dialog
      open={request !== undefined}
      title={settings.text('paymentDraftAgreement.title')}
      width={500}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {settings.text('paymentDraftAgreement.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!ready}
            onClick={() => {
              if (ready) onAccepted(ready.token);
            }}
          >
            {settings.text('paymentDraftAgreement.accept')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('paymentDraftAgreement.intro')}</p>
      {preparation.state === 'preparing' && (
        <Spinner label={settings.text('paymentDraftAgreement.preparing')} />
      )}
      {ready && (
        <p>
          <a href={achDraftAgreementPreviewUrl(ready.token)} target="_blank" rel="noopener noreferrer">
            {settings.text('paymentDraftAgreement.view')}
            <span className="visually-hidden"> {settings.text('paymentDraftAgreement.newWindow')}</span>
          </a>
        </p>
      )}
      {preparation.state === 'failed' && (
        <div className="banner banner--error" role="alert">
          <p>{settings.text('paymentDraftAgreement.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {settings.text('paymentDraftAgreement.retry')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
