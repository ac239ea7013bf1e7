/**
 * The names of uploaded files (spec 03 §3 Document DisplayName). A name comes from the user's
 * computer and is shown back in lists and download names, so it is cleaned first: only its
 * last path part, no control or bidirectional-override characters (which could make
 * "invoice‮fdp.exe" read as a PDF), no leading dots, spaces collapsed, and at most
 * MAX_FILE_NAME_LENGTH characters with its extension kept. It is never a storage path: the
 * server stores a file under an id of its own.
 */
import { extensionOf } from './uploadTypes';

export const MAX_FILE_NAME_LENGTH = 120;

/** C0 and C1 controls, and the Unicode bidirectional embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The file name as it may be shown and stored ('' when nothing of it is left). */
export function sanitizeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = last.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension.length > 0 && extension.length <= 8 ? `.${extension}` : '';
  return `${cleaned.slice(0, MAX_FILE_NAME_LENGTH - keep.length).trimEnd()}${keep}`;
}

/** The name a document is listed with: the cleaned name without its extension ('' when none is left). */
export function displayNameOf(name: string): string {
  const cleaned = sanitizeFileName(name);
  const extension = extensionOf(cleaned);
  const base = extension ? cleaned.slice(0, -(extension.length + 1)).trim() : cleaned;
  return base.replace(/\.+$/, '').trim();
}
