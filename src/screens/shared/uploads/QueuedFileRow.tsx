/**
 * One file of the upload queue (spec 03 §2.8): its name and size, its file type select ("Choose
 * a file type", the types of GetFileTypes), its remove button, its progress bar while it is
 * sent, and its message: why it was refused, that it needs a file type, or why its upload failed.
 */
import { useId } from 'react';
import type { FileType } from '../../../api/uploads';
import { useSettings } from '../../../engine';
import { refusalText, sizeText } from './texts';
import type { QueuedFile } from './useUploadQueue';

interface QueuedFileRowProps {
  queued: QueuedFile;
  /** The file types; undefined while they load or when they failed (the uploader says which). */
  fileTypes: readonly FileType[] | undefined;
  maxBytes: number;
  /** The queue is being sent: nothing can change until it has finished. */
  locked: boolean;
  onType: (typeId: string) => void;
  onRemove: () => void;
}

export function QueuedFileRow({ queued, fileTypes, maxBytes, locked, onType, onRemove }: QueuedFileRowProps) {
  const settings = useSettings();
  const id = useId();
  const name = queued.file.name;
  const message = queued.refusal
    ? refusalText(settings, queued.refusal, maxBytes)
    : queued.typeMissing
      ? settings.text('uploads.fileTypeRequired')
      : (queued.failure ?? '');
  const invalid = message !== '';
  return (
    <li
      className={`upload-file${invalid ? ' upload-file--invalid' : ''}`}
      aria-busy={queued.status === 'uploading' || undefined}
    >
      <div className="upload-file__head">
        <span className="upload-file__name">{name}</span>
        <span className="upload-file__size">{sizeText(settings, queued.file.size)}</span>
      </div>
      {!queued.refusal && (
        <div className="upload-file__controls">
          <div className="field upload-file__type">
            <div className="field__label">
              <label htmlFor={`${id}-type`}>{settings.text('uploads.fileTypeLabel')}</label>
            </div>
            <select
              id={`${id}-type`}
              className="input input--select"
              aria-label={settings.text('uploads.fileTypeFor', { name })}
              aria-invalid={queued.typeMissing || undefined}
              aria-describedby={`${id}-message`}
              value={queued.typeId}
              disabled={locked || !fileTypes}
              onChange={(event) => onType(event.target.value)}
            >
              <option value="">{settings.text('uploads.fileTypePlaceholder')}</option>
              {fileTypes?.map((type) => (
                <option key={type.ID} value={String(type.ID)}>
                  {type.Description}
                </option>
              ))}
            </select>
          </div>
          {queued.status === 'uploading' && (
            <div className="upload-file__progress">
              <progress
                max={100}
                value={queued.percent}
                aria-label={settings.text('uploads.progressFor', { name })}
              />
              <span aria-hidden="true">{settings.text('uploads.percent', { percent: queued.percent })}</span>
            </div>
          )}
        </div>
      )}
      <p id={`${id}-message`} className="field__error upload-file__message">
        {message}
      </p>
      <button
        type="button"
        className="button button--secondary upload-file__remove"
        aria-label={settings.text('uploads.removeFor', { name })}
        disabled={locked}
        onClick={onRemove}
      >
        {settings.text('uploads.remove')}
      </button>
    </li>
  );
}
