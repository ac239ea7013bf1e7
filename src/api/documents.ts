/**
 * The document calls (spec 03 §7; schemas/api/documents.json): the lists of an account, an
 * application or the profile with their SWR hook, cached per user and source (the loan screen
 * and the document center share an account's list), a refresh that marks the documents the
 * list did not have before as new (src/domain/documents), and the address that opens a
 * document in a new window with a passable token (src/api/passableToken.ts).
 */
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { markNewDocuments, type Marked } from '../domain/documents';
import type { Document } from '../generated/api-types/documents';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/documents');

export type { Document } from '../generated/api-types/documents';

const checkList = schemaCheck(validators, 'DocumentListResponse');

/** Whose documents a list holds: an account's, an application's, or the profile's. */
export type DocumentSource =
  { kind: 'account'; number: string } | { kind: 'application'; number: string } | { kind: 'profile' };

function listPath(source: DocumentSource): string {
  switch (source.kind) {
    case 'account':
      return `Documents/GetAccountDocuments?${new URLSearchParams({ accountNumber: source.number }).toString()}`;
    case 'application':
      return `Documents/GetApplicationDocuments?${new URLSearchParams({ applicationNumber: source.number }).toString()}`;
    case 'profile':
      return 'Documents/GetCustomerDocuments';
  }
}

export async function getDocuments(source: DocumentSource): Promise<Document[]> {
  return (await request(listPath(source), { check: checkList })).Value;
}

/** The SWR key of a list; null (no call) for an account or application without a number. */
export function documentsKey(username: string, source: DocumentSource) {
  if (source.kind === 'profile') return ['documents', username, 'profile', ''] as const;
  return source.number === '' ? null : (['documents', username, source.kind, source.number] as const);
}

export interface DocumentList {
  /** The list with its new marks; undefined until the first answer. */
  documents: Marked<Document>[] | undefined;
  /** The first load failed (there is no list to show). */
  loadFailed: boolean;
  /** The last refresh failed (the list shown is the one before it). */
  refreshFailed: boolean;
  /** Loads the list again and marks what it did not have as new; resolves false when it failed. */
  refresh: () => Promise<boolean>;
  /** Loads a list that failed to load again (Try again); loadFailed is false meanwhile. */
  retry: () => void;
}

/**
 * A source's documents. Errors reach SWR's global onError (Unauthorized logs out); a refusal
 * (FileServicesOff, 403) is a failure like any other.
 */
export function useDocuments(username: string, source: DocumentSource): DocumentList {
  const key = documentsKey(username, source);
  // The key names the source, so the fetchers may read it from the render.
  const { data, error, isLoading, mutate } = useSWR(key, () => getDocuments(source), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  // The refresh is a mutation of the same key: its answer replaces the cached list, and its
  // failure reaches SWR's global onError (Unauthorized logs out) but leaves the list as it was.
  const { trigger } = useSWRMutation(key, () => getDocuments(source), {
    populateCache: true,
    revalidate: false,
  });
  // The list as it stood when the last refresh began: what the list holds beyond it is new.
  // The marks follow from the list itself at every render, so no render shows a new document
  // without its mark (the answer reaches the cache, and a render, before `trigger` resolves).
  const [baseline, setBaseline] = useState<{ key: string; list: Document[] | undefined }>();
  const [failedKey, setFailedKey] = useState<string>();
  const keyText = key ? key.join('|') : '';

  const refresh = useCallback(async () => {
    if (keyText === '') return false;
    const previous = baseline;
    setBaseline({ key: keyText, list: data });
    try {
      await trigger();
      setFailedKey(undefined);
      return true;
    } catch {
      // The list did not change: the marks of the refresh before stay.
      setBaseline(previous);
      setFailedKey(keyText);
      return false;
    }
  }, [baseline, data, trigger, keyText]);

  const documents = data && markNewDocuments(baseline?.key === keyText ? baseline.list : undefined, data);
  return {
    documents,
    loadFailed: !data && error !== undefined && !isLoading,
    refreshFailed: Boolean(data) && failedKey === keyText,
    refresh,
    retry: () => void mutate(),
  };
}

/** Where a passable token opens a document (in a new window). */
export function viewDocumentUrl(
  document: Pick<Document, 'FileId' | 'DisplayName' | 'DisplayFormat'>,
  token: string,
) {
  const query = new URLSearchParams({
    FileId: document.FileId,
    Name: document.DisplayName,
    PageNumber: '1',
    FileFormat: document.DisplayFormat,
    token,
  });
  return `/api/Documents/ViewDocument?${query.toString()}`;
}
