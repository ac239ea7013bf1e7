/**
 * The shared document list (spec 03 §2.8, §4, §8): the File Management heading (unless hidden),
 * the account document disclaimer (when asked for), tile-shaped loading bars while the list
 * loads (issue 18: in place of the spec's 35 px spinner, which still shows while a document
 * opens), its documents as tiles, No Uploaded Documents as an empty state when there are
 * none, and the list error with Try again and the refresh error. The caller decides by props what shows (its definition's conditions); the list
 * decides nothing itself. `uploadArea` is where issue 17's uploader goes: it is handed the
 * refresh, which marks the documents the list did not have before as new.
 */
import type { ReactNode } from 'react';
import { useDocuments, type DocumentSource } from '../../../api/documents';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';
import { EmptyState } from '../table/EmptyState';
import { LoadError } from '../table/LoadError';
import { Skeleton } from '../table/Skeleton';
import { DocumentTile } from './DocumentTile';
import { useOpenDocument } from './useOpenDocument';
import './documents.css';

export interface DocumentListProps {
  username: string;
  source: DocumentSource;
  showHeading: boolean;
  showDisclaimer: boolean;
  /** The heading's level in its page (2 under the page's heading). */
  headingLevel?: 2 | 3;
  /** The upload area (issue 17), given the list's refresh; nothing when absent. */
  uploadArea?: (refresh: () => Promise<boolean>) => ReactNode;
}

export function DocumentList({
  username,
  source,
  showHeading,
  showDisclaimer,
  headingLevel = 2,
  uploadArea,
}: DocumentListProps) {
  const settings = useSettings();
  const { documents, loadFailed, refreshFailed, refresh, retry } = useDocuments(username, source);
  const opener = useOpenDocument(username);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const disclaimer = showDisclaimer ? settings.text('documents.disclaimer') : '';

  let body: ReactNode;
  if (loadFailed) {
    body = <LoadError text={settings.text('documents.loadError')} onRetry={retry} />;
  } else if (!documents) {
    body = <Skeleton label={settings.text('documents.loading')} shape="tiles" rows={2} />;
  } else if (documents.length === 0) {
    body = <EmptyState text={settings.text('documents.empty')} />;
  } else {
    body = (
      <ul className="document-list__tiles">
        {documents.map((document) => (
          <DocumentTile
            key={document.FileId}
            document={document}
            busy={opener.opening === document.FileId}
            onOpen={(chosen) => void opener.open(chosen)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="document-list">
      {showHeading && (
        <Heading className="document-list__heading">{settings.text('documents.heading')}</Heading>
      )}
      {disclaimer !== '' && <p className="text document-list__disclaimer">{disclaimer}</p>}
      {refreshFailed && (
        <p className="banner banner--error" role="alert">
          {settings.text('documents.refreshError')}
        </p>
      )}
      {opener.failed && (
        <p className="banner banner--error" role="alert">
          {settings.text('documents.openError')}
        </p>
      )}
      {opener.opening !== null && (
        <div className="document-list__loading">
          <Spinner label={settings.text('documents.opening')} />
        </div>
      )}
      {body}
      {uploadArea?.(refresh)}
    </div>
  );
}
