/**
 * Uploading a file with its progress (spec 03 §7 "multipart fields … with progress"): fetch
 * reports no upload progress, so this one call goes through XMLHttpRequest, with the client's
 * own headers, its cancellation at logout and its reading of answers (client.ts callSetup,
 * answered). A refusal is an UploadError, an ApiError that also keeps the answer's Message
 * (spec 03 §8: the uploader shows it); no answer at all is a network ApiError.
 */
import type { Check } from './check';
import { answered, callSetup, parseAnswer, prepare, providedTransport, type Transport } from './client';
import { answerMessage, ApiError } from './errors';

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

/** A refused upload, with the plain-language Message of the server's answer when it had one. */
export class UploadError extends ApiError {
  constructor(
    refused: ApiError,
    readonly serverMessage: string | undefined,
  ) {
    super(refused.problem, refused.path);
  }
}

/** The result of an answer received: the checked answer, or an UploadError. */
function resultOf<T>(path: string, status: number, text: string, check: Check<T>): T {
  const answer = parseAnswer(text);
  try {
    return answered(path, status >= 200 && status < 300, status, answer, check);
  } catch (error) {
    throw error instanceof ApiError ? new UploadError(error, answerMessage(answer)) : error;
  }
}

/** POSTs `file` (as the part named file) and `fields` as multipart/form-data to /api/<path>. */
export function upload<T>(
  path: string,
  { fields, file, check, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  const options = { fields, file, check, onProgress, signal };
  // A schema check loads its validator first (once per area, usually there already: the
  // document lists loaded it); the request then goes as it would have.
  if (check.ready) return prepare(check, path).then(() => sendFile(path, options));
  return sendFile(path, options);
}

function sendFile<T>(
  path: string,
  { fields, file, check, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  const transport = providedTransport();
  if (transport) return uploadThrough(transport, path, { fields, file, check, onProgress, signal });
  // No Content-Type: the browser writes multipart/form-data with its boundary.
  const { headers, signal: joined } = callSetup(undefined, signal);
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
    const failed = (kind: 'network' | 'cancelled') => () =>
      settle(() => {
        throw new ApiError({ kind }, path);
      });
    if (joined?.aborted) return failed('cancelled')();
    xhr.open('POST', `/api/${path}`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size }),
    );
    xhr.addEventListener('load', () => settle(() => resultOf(path, xhr.status, xhr.responseText, check)));
    xhr.addEventListener('error', failed('network'));
    xhr.addEventListener('timeout', failed('network'));
    // Aborted by the caller or by logging out: the answer no longer matters.
    xhr.addEventListener('abort', failed('cancelled'));
    joined?.addEventListener('abort', abort, { once: true });
    xhr.send(formOf(fields, file));
  });
}

function formOf(fields: UploadOptions<unknown>['fields'], file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** An upload through a provided transport (the studio's preview): one progress report at its end. */
async function uploadThrough<T>(
  transport: Transport,
  path: string,
  { fields, file, check, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  const { headers, signal: joined } = callSetup(undefined, signal);
  let response: Response;
  try {
    response = await transport(`/api/${path}`, {
      method: 'POST',
      headers,
      body: formOf(fields, file),
      signal: joined,
    });
  } catch {
    throw new ApiError({ kind: joined?.aborted ? 'cancelled' : 'network' }, path);
  }
  onProgress?.({ loaded: file.size, total: file.size });
  return resultOf(path, response.status, await response.text(), check);
}
