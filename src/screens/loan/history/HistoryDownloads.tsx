/**
 * The account history's CSV and PDF downloads (spec 03 §2.6, §7): each asks the server for a
 * single-use download token of the shown window (DownloadType Csv 0, Pdf 1), then opens
 * DownloadAccountHistory with it in a new window (noopener: the file cannot reach back into
 * the portal). A token that cannot be had shows an error and the buttons stay to try again.
 */
import { useState } from 'react';
import { historyDownloadUrl, retrieveHistoryDownloadToken } from '../../../api/loans/history';
import { HISTORY_DOWNLOAD_TYPES, type HistoryDownload } from '../../../domain/accounts/history';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';

interface HistoryDownloadsProps {
  accountNumber: string;
  /** The days of the shown window. */
  days: number;
}

const LABELS: Readonly<Record<HistoryDownload, string>> = {
  csv: 'accountHistory.downloadCsv',
  pdf: 'accountHistory.downloadPdf',
};

export function HistoryDownloads({ accountNumber, days }: HistoryDownloadsProps) {
  const settings = useSettings();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function download(type: HistoryDownload) {
    if (state === 'loading') return;
    setState('loading');
    try {
      const token = await retrieveHistoryDownloadToken(accountNumber, days, HISTORY_DOWNLOAD_TYPES[type]);
      window.open(historyDownloadUrl(token), '_blank', 'noopener');
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="history-downloads">
      {(['csv', 'pdf'] as const).map((type) => (
        <button
          key={type}
          type="button"
          className="button button--secondary"
          aria-busy={state === 'loading' || undefined}
          onClick={() => void download(type)}
        >
          {settings.text(LABELS[type])}{' '}
          <span className="visually-hidden">{settings.text('accountHistory.newWindow')}</span>
        </button>
      ))}
      {state === 'loading' && <Spinner label={settings.text('accountHistory.downloading')} />}
      {state === 'failed' && (
        <p className="banner banner--error history-downloads__error" role="alert">
          {settings.text('accountHistory.downloadFailed')}
        </p>
      )}
    </div>
  );
}
