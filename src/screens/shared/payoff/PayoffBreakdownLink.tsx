/**
 * The payoff quote's PDF breakdown (spec 03 §7 RetrieveDownloadToken, spec 02 §7): asks the
 * server for a single-use download token of the quote's date, then opens
 * DownloadPayoffQuoteBreakdown with it in a new window (noopener: the PDF cannot reach back
 * into the portal). A token that cannot be had shows an error and the link stays to try again.
 */
import { useState } from 'react';
import { payoffBreakdownUrl, retrieveDownloadToken } from '../../../api/payments';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';

interface PayoffBreakdownLinkProps {
  accountNumber: string;
  /** The quote's payoff date (YYYY-MM-DD). */
  date: string;
}

export function PayoffBreakdownLink({ accountNumber, date }: PayoffBreakdownLinkProps) {
  const settings = useSettings();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function open() {
    if (state === 'loading') return;
    setState('loading');
    try {
      const token = await retrieveDownloadToken(accountNumber, date);
      window.open(payoffBreakdownUrl(token), '_blank', 'noopener');
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="payoff-quote__download">
      <button
        type="button"
        className="button button--link"
        aria-busy={state === 'loading' || undefined}
        onClick={() => void open()}
      >
        {settings.text('payoffQuote.download')}{' '}
        <span className="visually-hidden">{settings.text('payoffQuote.newWindow')}</span>
      </button>
      {state === 'loading' && <Spinner label={settings.text('payoffQuote.downloading')} />}
      {state === 'failed' && (
        <p className="banner banner--error" role="alert">
          {settings.text('payoffQuote.downloadFailed')}
        </p>
      )}
    </div>
  );
}
