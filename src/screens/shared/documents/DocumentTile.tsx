/**
 * One document of a list (spec 03 §2.8): a button with its DisplayName and DateUploaded
 * (MM/dd/yyyy), and the new mark after a refresh found it; pressing it opens the document in
 * a new window, which screen readers are told.
 */
import type { Marked } from '../../../domain/documents';
import type { Document } from '../../../api/documents';
import { useSettings } from '../../../engine';
import { useFormatters } from '../formatters';

interface DocumentTileProps {
  document: Marked<Document>;
  busy: boolean;
  onOpen: (document: Document) => void;
}

export function DocumentTile({ document, busy, onOpen }: DocumentTileProps) {
  const settings = useSettings();
  const { date } = useFormatters();
  return (
    <li className={`document-tile${document.isNew ? ' document-tile--new' : ''}`}>
      <button
        type="button"
        className="document-tile__button"
        aria-busy={busy || undefined}
        onClick={() => onOpen(document)}
      >
        <span className="document-tile__name">
          {document.DisplayName}{' '}
          <span className="visually-hidden">{settings.text('documents.newWindow')}</span>
        </span>{' '}
        <span className="document-tile__date">
          {settings.text('documents.uploaded', { date: date(document.DateUploaded) })}
        </span>
        {document.isNew && ' '}
        {document.isNew && <span className="document-tile__new">{settings.text('documents.newMark')}</span>}
      </button>
    </li>
  );
}
