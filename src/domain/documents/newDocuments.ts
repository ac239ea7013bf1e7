/**
 * The new mark of the document list (spec 03 §3 Document, §4 Document list): after a refresh,
 * a document whose FileId was not in the list shown before is new; every other one is not
 * (a mark lasts until the next refresh). The first load has no list before it: nothing is new.
 */

export interface Identified {
  FileId: string;
}

export type Marked<T extends Identified> = T & { isNew: boolean };

/** The list `next` with each document marked new when `previous` (the list before the refresh) lacks it. */
export function markNewDocuments<T extends Identified>(
  previous: readonly Identified[] | undefined,
  next: readonly T[],
): Marked<T>[] {
  if (previous === undefined) return next.map((document) => ({ ...document, isNew: false }));
  const known = new Set(previous.map((document) => document.FileId));
  return next.map((document) => ({ ...document, isNew: !known.has(document.FileId) }));
}
