/**
 * Opening a document in a new window (spec 03 §7 ViewDocument): the passable token names the
 * user (single-use, so it is spent whatever follows), and the FileId must be a document of
 * that user's customer. A bad token, another customer's document and an unknown FileId are
 * the same 403, so a link tells nothing about documents that are not the user's. An upload is
 * served with the type its content was found to be when it was received (never one a browser
 * runs: src/domain/documents UPLOAD_TYPES), a demo document as the PDF made from its lines.
 */
import type { Deps } from '../../http/env.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { consumePassableToken } from '../passableTokens.ts';
import { uploadTypeByMime } from '../../../src/domain/documents/index.ts';
import { documentPdf } from './documentPdf.ts';
import { fileServicesOn, ownDocument, type DocumentRow } from './documents.ts';

export interface DocumentFile {
  bytes: Uint8Array;
  contentType: string;
  /** The download name: the display name with the format's extension. */
  filename: string;
}

const refusal = () =>
  forbidden('NotAuthorized', 'The document link is missing, used or expired, or not yours.');

/**
 * The document a token grants. The token is spent in the transaction that reads the document,
 * and the refusals are thrown after it, so that a refused link is spent too.
 */
export function grantedDocument(deps: Deps, token: string, fileId: string): DocumentRow {
  const { db, clock } = deps;
  const row = db.transaction(() => {
    const userId = consumePassableToken(db, clock, token);
    if (userId === undefined) return undefined;
    const user = db.get<{ customer_id: number }>('SELECT customer_id FROM users WHERE id = :userId', {
      userId,
    });
    return user && ownDocument(db, user.customer_id, fileId);
  });
  if (!fileServicesOn(deps)) throw forbidden('FileServicesOff', 'File services are not offered.');
  if (!row) throw refusal();
  return row;
}

function filenameOf(row: DocumentRow): string {
  const base = row.display_name.replace(/[^0-9A-Za-z ._-]/g, '').trim() || 'document';
  const extension = row.display_format.toLowerCase().replace(/[^0-9a-z]/g, '');
  return extension && !base.toLowerCase().endsWith(`.${extension}`) ? `${base}.${extension}` : base;
}

async function uploadedFile(deps: Deps, row: DocumentRow): Promise<DocumentFile> {
  const type = uploadTypeByMime(row.content_type);
  const bytes = await deps.files.read(row.file_id);
  // A row without its file, or of a type no longer accepted, is not served (and not guessed at).
  if (!type || !bytes) throw notFound("The document's file is not available.");
  return { bytes, contentType: type.mime, filename: filenameOf(row) };
}

export async function documentFile(deps: Deps, row: DocumentRow): Promise<DocumentFile> {
  if (row.generated_text === null) return uploadedFile(deps, row);
  const bytes = await documentPdf({
    institution: deps.institution.setting('shell.institutionName'),
    title: row.display_name,
    uploaded: row.date_uploaded,
    lines: row.generated_text.split('\n'),
  });
  return { bytes, contentType: 'application/pdf', filename: filenameOf(row) };
}
