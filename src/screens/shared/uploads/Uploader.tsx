/**
 * The file uploader under a document list (spec 03 §2.8, §4, §5; settings uploads.*): what may
 * be uploaded, stated first; the drag-and-drop zone (where the definition allows it) and Add
 * Files, which both open the picker (several files at once); the queue; Upload File(s); and a
 * polite live region that follows the uploads. It sends to the account, application or profile
 * its list shows, and refreshes that list when every file sent has finished.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import type { DocumentSource } from '../../../api/documents';
import { useFileTypes } from '../../../api/uploads';
import { DEFAULT_UPLOAD_MAX_BYTES, uploadAccept } from '../../../domain/documents';
import { useEngine } from '../../../engine';
import { Spinner } from '../../../widgets';
import { DropZone } from './DropZone';
import { QueuedFileRow } from './QueuedFileRow';
import { limitsText } from './texts';
import { useAnnouncer } from './useAnnouncer';
import { useUploadQueue } from './useUploadQueue';
import '../documents/documents.css';

export interface UploaderProps {
  username: string;
  source: DocumentSource;
  /** The drag-and-drop zone shows (not on mobile browsers: the definition decides). */
  dropZone: boolean;
  /** The document list's refresh. */
  onFinished: () => Promise<boolean>;
}

function maxBytesOf(options: Readonly<Record<string, unknown>>): number {
  const value = options.UploadMaxBytes;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_UPLOAD_MAX_BYTES;
}

export function Uploader({ username, source, dropZone, onFinished }: UploaderProps) {
  const { settings, options } = useEngine();
  const maxBytes = maxBytesOf(options);
  const picker = useRef<HTMLInputElement>(null);
  const fileTypes = useFileTypes(username);
  const [announcements, announce] = useAnnouncer();
  const queue = useUploadQueue({ username, source, maxBytes, onFinished, announce });
  const limitsId = `${useId()}-limits`;

  const choose = () => picker.current?.click();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    queue.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };

  return (
    <section className="uploader" aria-labelledby={`${limitsId}-heading`}>
      <h3 id={`${limitsId}-heading`} className="uploader__heading">
        {settings.text('uploads.heading')}
      </h3>
      <p id={limitsId} className="text uploader__limits">
        {limitsText(settings, maxBytes)}
      </p>
      {fileTypes.error !== undefined && !fileTypes.data && (
        <p className="banner banner--error" role="alert">
          {settings.text('uploads.fileTypesError')}
        </p>
      )}
      {!fileTypes.data && fileTypes.error === undefined && (
        <Spinner label={settings.text('uploads.fileTypesLoading')} />
      )}
      {dropZone && <DropZone onFiles={queue.add} onChoose={choose} />}
      <input
        ref={picker}
        type="file"
        multiple
        accept={uploadAccept()}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
      />
      <div className="uploader__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={limitsId}
          onClick={choose}
        >
          {settings.text('uploads.addFiles')}
        </button>
      </div>
      {queue.queue.length > 0 && (
        <ul className="uploader__queue" aria-label={settings.text('uploads.queueLabel')}>
          {queue.queue.map((queued) => (
            <QueuedFileRow
              key={queued.id}
              queued={queued}
              fileTypes={fileTypes.data}
              maxBytes={maxBytes}
              locked={queue.running}
              onType={(typeId) => queue.setType(queued.id, typeId)}
              onRemove={() => queue.remove(queued.id)}
            />
          ))}
        </ul>
      )}
      {queue.nothingToUpload && (
        <p className="field__error" role="alert">
          {settings.text('uploads.nothingToUpload')}
        </p>
      )}
      <div className="uploader__actions">
        <button
          type="button"
          className="button button--primary"
          aria-busy={queue.running || undefined}
          disabled={queue.running}
          onClick={() => void queue.uploadAll()}
        >
          {settings.text('uploads.upload')}
        </button>
      </div>
      <div className="visually-hidden" role="log" aria-live="polite">
        {announcements.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
    </section>
  );
}
