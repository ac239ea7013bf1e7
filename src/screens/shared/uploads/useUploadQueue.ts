/**
 * The upload queue (spec 03 §4 File upload, §5 Uploads): files added are queued, each refused
 * at once (with its reason) when its size or type cannot be uploaded; Upload File(s) marks the
 * files without a file type ("Choose a file type") and sends the others one after another, each
 * with its progress; a success leaves the queue, a failure stays with its message (sent again
 * by the next Upload File(s)); when every file sent has finished, the document list refreshes.
 * Screen readers hear the start, each quarter, and the end of each file, not every percent.
 */
import { useCallback, useRef, useState } from 'react';
import type { DocumentSource } from '../../../api/documents';
import { useUploadDocument } from '../../../api/uploads';
import { percentDone, uploadRefusal, type UploadRefusal } from '../../../domain/documents';
import { useSettings } from '../../../engine';
import { failureText } from './texts';
import { quarterReached } from './useAnnouncer';

export interface QueuedFile {
  id: string;
  file: File;
  /** The chosen file type's ID, '' until one is chosen. */
  typeId: string;
  /** Why it cannot be sent at all (it is never sent). */
  refusal?: UploadRefusal;
  /** Upload File(s) was pressed while it had no file type. */
  typeMissing: boolean;
  status: 'waiting' | 'uploading' | 'failed';
  percent: number;
  /** The message of its failed upload. */
  failure?: string;
}

export interface UploadQueueOptions {
  username: string;
  source: DocumentSource;
  maxBytes: number;
  /** The document list's refresh, once every file sent has finished. */
  onFinished: () => Promise<boolean>;
  announce: (text: string) => void;
}

let nextId = 0;

export function useUploadQueue({ username, source, maxBytes, onFinished, announce }: UploadQueueOptions) {
  const settings = useSettings();
  const { trigger } = useUploadDocument(username);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  const [nothingToUpload, setNothingToUpload] = useState(false);
  const runningRef = useRef(false);

  const update = useCallback(
    (id: string, change: Partial<QueuedFile>) =>
      setQueue((files) => files.map((queued) => (queued.id === id ? { ...queued, ...change } : queued))),
    [],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const added = files.map((file): QueuedFile => ({
        id: `upload-${(nextId += 1)}`,
        file,
        typeId: '',
        refusal: uploadRefusal(file, maxBytes),
        typeMissing: false,
        status: 'waiting',
        percent: 0,
      }));
      setQueue((queued) => [...queued, ...added]);
      setNothingToUpload(false);
      announce(settings.text('uploads.announceAdded', { count: added.length }));
    },
    [announce, maxBytes, settings],
  );

  const setType = useCallback(
    (id: string, typeId: string) => update(id, { typeId, typeMissing: false }),
    [update],
  );
  const remove = useCallback(
    (id: string) => setQueue((files) => files.filter((queued) => queued.id !== id)),
    [],
  );

  async function send(queued: QueuedFile): Promise<boolean> {
    const name = queued.file.name;
    let announced = 0;
    update(queued.id, { status: 'uploading', percent: 0, failure: undefined });
    announce(settings.text('uploads.announceStart', { name }));
    try {
      await trigger({
        source,
        fileTypeId: Number(queued.typeId),
        file: queued.file,
        onProgress: ({ loaded, total }) => {
          const percent = percentDone(loaded, total);
          update(queued.id, { percent });
          const quarter = quarterReached(announced, percent);
          if (quarter === undefined) return;
          announced = quarter;
          announce(settings.text('uploads.announceProgress', { name, percent: quarter }));
        },
      });
      remove(queued.id);
      announce(settings.text('uploads.announceDone', { name }));
      return true;
    } catch (error) {
      const message = failureText(settings, error);
      update(queued.id, { status: 'failed', failure: message });
      announce(settings.text('uploads.announceFailed', { name, message }));
      return false;
    }
  }

  async function uploadAll() {
    if (runningRef.current) return;
    if (queue.length === 0) {
      setNothingToUpload(true);
      return;
    }
    const missing = new Set(
      queue.filter((queued) => !queued.refusal && queued.typeId === '').map(({ id }) => id),
    );
    setQueue((files) =>
      files.map((queued) => (missing.has(queued.id) ? { ...queued, typeMissing: true } : queued)),
    );
    // Files with errors are skipped (spec 03 §5): refused ones and those without a file type.
    const sendable = queue.filter((queued) => !queued.refusal && queued.typeId !== '');
    if (sendable.length === 0) return;
    runningRef.current = true;
    setRunning(true);
    let done = 0;
    for (const queued of sendable) if (await send(queued)) done += 1;
    runningRef.current = false;
    setRunning(false);
    await onFinished();
    announce(settings.text('uploads.announceFinished', { done, failed: sendable.length - done }));
  }

  return { queue, running, nothingToUpload, add, setType, remove, uploadAll };
}
