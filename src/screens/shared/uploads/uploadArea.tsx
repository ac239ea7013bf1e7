/**
 * The uploader as a document list's upload area (DocumentList's uploadArea slot, handed the
 * list's refresh): one per list, made anew when the list shows another account or application.
 * The definitions decide where (props uploads and dropZone; rules/documents.json).
 */
import type { ReactNode } from 'react';
import type { DocumentSource } from '../../../api/documents';
import { Uploader } from './Uploader';

export interface UploadChoice {
  /** The list offers the uploader. */
  uploads: boolean;
  /** The uploader has its drag-and-drop zone. */
  dropZone: boolean;
}

const keyOf = (source: DocumentSource) =>
  source.kind === 'profile' ? 'profile' : `${source.kind}:${source.number}`;

export function uploadArea(
  username: string,
  source: DocumentSource,
  { uploads, dropZone }: UploadChoice,
): ((refresh: () => Promise<boolean>) => ReactNode) | undefined {
  if (!uploads) return undefined;
  function area(refresh: () => Promise<boolean>) {
    return (
      <Uploader
        key={keyOf(source)}
        username={username}
        source={source}
        dropZone={dropZone}
        onFinished={refresh}
      />
    );
  }
  return area;
}
