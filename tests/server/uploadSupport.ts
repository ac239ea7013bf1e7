/**
 * Uploads for the server tests: sample files of each accepted type (and of types that are
 * not, such as HTML and SVG), and a multipart POST of one file with its fields, as the portal
 * sends it (FormData: the browser's own framing).
 */
import { PDFDocument } from 'pdf-lib';
import { answerOf, type Answer } from './support';

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);
export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
/** A little-endian TIFF header with an empty first directory. */
export const TIFF = Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
export const HTML = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

let pdf: Uint8Array | undefined;

/** A one-page PDF (made once). */
export async function samplePdf(): Promise<Uint8Array> {
  if (!pdf) {
    const document = await PDFDocument.create();
    document.addPage([200, 200]);
    pdf = await document.save();
  }
  return pdf;
}

export interface UploadCall {
  token?: string;
  fields: Record<string, string>;
  file?: { name: string; bytes: Uint8Array; type?: string };
}

/** A multipart POST of `fields` and `file` to /api/<path>. */
export async function upload(app: Requester, path: string, call: UploadCall): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(call.fields)) form.append(name, value);
  if (call.file)
    form.append(
      'file',
      new Blob([Uint8Array.from(call.file.bytes)], { type: call.file.type ?? 'application/octet-stream' }),
      call.file.name,
    );
  const headers: Record<string, string> = {};
  if (call.token) headers.UserToken = call.token;
  const response = await app.request(`/api/${path}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return answerOf(response.status, response.headers, json);
}
