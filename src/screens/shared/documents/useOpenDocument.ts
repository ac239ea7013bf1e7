/**
 * Opening a document (spec 03 §2.8, §7): a fresh passable token (single-use, a minute), then
 * ViewDocument with it in a new window (noopener: the file cannot reach back into the portal),
 * as the history downloads open theirs. A token that cannot be had sets `failed`; the failure
 * also reaches SWR's global onError, so an Unauthorized answer logs out.
 */
import { useCallback, useState } from 'react';
import { viewDocumentUrl, type Document } from '../../../api/documents';
import { usePassableToken } from '../../../api/passableToken';

export interface OpenDocument {
  open: (document: Document) => Promise<void>;
  /** The FileId being opened. */
  opening: string | null;
  failed: boolean;
}

export function useOpenDocument(username: string): OpenDocument {
  const { trigger } = usePassableToken(username);
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const open = useCallback(
    async (document: Document) => {
      setOpening(document.FileId);
      setFailed(false);
      try {
        const token = await trigger();
        window.open(viewDocumentUrl(document, token), '_blank', 'noopener');
      } catch {
        setFailed(true);
      } finally {
        setOpening(null);
      }
    },
    [trigger],
  );

  return { open, opening, failed };
}
