/**
 * The institution file: picked (a button opens the file chooser) or dropped on that same
 * button, or started anew from `{}`; its findings (portal-lint's, in the browser), each with
 * a jump to its key in the catalogue; and the download of the file as edited.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { useSettings } from '../../engine';
import { countBySeverity } from './fileLint';
import { FindingsList } from './FindingsList';
import { fileKeys } from './institutionFile';
import { downloadFile, type StudioFileState } from './useStudioFile';

interface FilePanelProps {
  state: StudioFileState;
  onShowKey: (key: string) => void;
  knows: (key: string) => boolean;
}

export function FilePanel({ state, onShowKey, knows }: FilePanelProps) {
  const settings = useSettings();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [readError, setReadError] = useState(false);
  const { current } = state;

  async function read(file: File | undefined) {
    if (!file) return;
    try {
      state.load(file.name, await file.text());
      setReadError(false);
    } catch {
      setReadError(true);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  }

  const counts = countBySeverity(current?.findings ?? []);
  const status = current
    ? settings.text('studio.fileLoaded', {
        name: current.name,
        keys: fileKeys(current.file).size,
        errors: counts.errors,
        warnings: counts.warnings,
      })
    : settings.text('studio.noFile');

  return (
    <section className="studio__panel studio-file" aria-labelledby={`${id}-heading`}>
      <h2 className="heading heading--2" id={`${id}-heading`}>
        {settings.text('studio.fileHeading')}
      </h2>
      <div className="studio-file__actions">
        <button
          type="button"
          className={`studio-file__drop${dragging ? ' studio-file__drop--over' : ''}`}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {settings.text('studio.dropZone')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="studio-file-input"
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button type="button" className="button button--secondary" onClick={state.startNew}>
          {settings.text('studio.newFile')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!current?.file}
          onClick={() => current?.file && downloadFile(current.file)}
        >
          {settings.text('studio.download')}
        </button>
      </div>
      <p className="field__help" id={`${id}-hint`}>
        {settings.text('studio.dropHint')}
      </p>
      <p role="status" className="studio-file__status">
        {readError ? settings.text('studio.fileReadError') : status}
      </p>
      {current && <FindingsList findings={current.findings} onShowKey={onShowKey} knows={knows} />}
    </section>
  );
}
