/**
 * Uploading a file with its progress (spec 03 §7 "multipart fields … with progress"): fetch
 * reports no upload progress, so this one call goes through XMLHttpRequest, with the client's
 * own session headers, its cancellation at logout and its errors (client.ts answerError): an
 * HTTP refusal is an ApiError carrying the answer's Message, no answer at all a network one.
 */
import type { Check } from './check';
import { answerError, checked, parseAnswer, sessionCallHeaders, signalFor } from './client';
import { ApiError } from './errors';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  /** The text fields sent beside the file. */
  fields: Readonly<Record<string, string>>;
  file: File;
  check: Check<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POSTs `file` (as the part named file) and `fields` as multipart/form-data to /api/<path>. */
export function upload<T>(
  path: string,
  { fields, file, check, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  const { session, headers } = sessionCallHeaders();
  const joined = signalFor(signal, session);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => T) => {
      joined?.removeEventListener('abort', abort);
      try {
        resolve(outcome());
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.open('POST', `/api/${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size }),
    );
    xhr.addEventListener('load', () =>
      settle(() => {
        const answer = parseAnswer(xhr.responseText);
        const refused = answerError(path, xhr.status, answer);
        if (refused) throw refused;
        return checked(path, answer, check);
      }),
    );
    const failed = (kind: 'network' | 'cancelled') => () =>
      settle(() => {
        throw new ApiError({ kind }, path);
      });
    xhr.addEventListener('error', failed('network'));
    xhr.addEventListener('timeout', failed('network'));
    // Aborted by the caller or by logging out: the answer no longer matters.
    xhr.addEventListener('abort', failed('cancelled'));
    if (joined?.aborted) {
      failed('cancelled')();
      return;
    }
    joined?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
