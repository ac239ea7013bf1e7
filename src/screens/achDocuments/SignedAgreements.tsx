/**
 * The Documents page's list (spec 03 §2.15 menu Documents): the user's signed ACH draft
 * agreements, newest first, each with its account, the date it was signed and the payment it
 * authorises; pressing one opens it as a PDF in a new window through a single-use passable
 * token (as a document of the document lists opens). A spinner while they load, the empty
 * state and the load error from settings.
 */
import { useState } from 'react';
import { viewAgreementUrl, useSignedAgreements, type SignedAgreement } from '../../api/achDocuments';
import { usePassableToken } from '../../api/passableToken';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { useFormatters } from '../shared/formatters';
import { LoadState } from '../shared/LoadState';
import { paymentText } from './agreementText';
import '../shared/documents/documents.css';

export function SignedAgreements({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const username = env.context.session.username;
  const { data, error, isLoading, mutate } = useSignedAgreements(username);
  const { trigger } = usePassableToken(username);
  const [opening, setOpening] = useState<string | null>(null);
  const [openFailed, setOpenFailed] = useState(false);

  async function open(agreement: SignedAgreement) {
    setOpening(agreement.AgreementId);
    setOpenFailed(false);
    try {
      const token = await trigger();
      window.open(viewAgreementUrl(agreement.AgreementId, token), '_blank', 'noopener');
    } catch {
      setOpenFailed(true);
    } finally {
      setOpening(null);
    }
  }

  return (
    <LoadState
      loading={isLoading || (!data && !error)}
      failed={!data && error !== undefined}
      onRetry={() => void mutate()}
      empty={data?.length === 0}
      loadingText={settings.text('achDocuments.loading')}
      errorText={settings.text('achDocuments.loadError')}
      emptyText={settings.text('achDocuments.empty')}
    >
      {openFailed && (
        <p className="banner banner--error" role="alert">
          {settings.text('achDocuments.openError')}
        </p>
      )}
      {opening !== null && <Spinner label={settings.text('documents.opening')} />}
      <ul className="document-list__tiles">
        {data?.map((agreement) => (
          <li key={agreement.AgreementId} className="document-tile">
            <button
              type="button"
              className="document-tile__button"
              aria-busy={opening === agreement.AgreementId || undefined}
              onClick={() => void open(agreement)}
            >
              <span className="document-tile__name">
                {settings.text('achDocuments.agreementName')}{' '}
                <span className="visually-hidden">{settings.text('documents.newWindow')}</span>
              </span>{' '}
              <span>{settings.text('achDocuments.account', { account: agreement.AccountNumber })}</span>{' '}
              <span className="document-tile__date">
                {settings.text('achDocuments.signed', { date: format.date(agreement.DateSigned) })}
              </span>{' '}
              <span className="document-tile__date">{paymentText(agreement, settings, format)}</span>
            </button>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
