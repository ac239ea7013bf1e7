/**
 * A stand-in for XMLHttpRequest (src/api/upload.ts): each request the portal sends is kept with
 * its method, address, headers and form, and the test drives it: upload progress, an answer,
 * or a network failure. Installed with vi.stubGlobal for the tests that upload.
 */
import { vi } from 'vitest';

export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  /** The request headers, by lower-case name (header names are case-insensitive). */
  readonly headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  /** The upload has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  /** The server answers. */
  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  /** No answer comes (a network failure). */
  fail() {
    this.dispatchEvent(new Event('error'));
  }

  /** The form's text fields. */
  fields(): Record<string, string> {
    return Object.fromEntries(
      [...(this.body?.entries() ?? [])].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }

  file(): File | undefined {
    const value = this.body?.get('file');
    return value instanceof File ? value : undefined;
  }
}

/** Replaces XMLHttpRequest for the calling test file; answers the list of requests sent. */
export function installFakeXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** A successful upload's answer (schemas/api/documents.json UploadResponse). */
export function uploaded(FileId: string, DisplayName: string, DisplayFormat = 'pdf') {
  return {
    HasNoErrors: true,
    Errors: [],
    Document: { FileId, DisplayName, DisplayFormat, ImageUrl: '', DateUploaded: '2026-11-22T15:00:00.000Z' },
  };
}
