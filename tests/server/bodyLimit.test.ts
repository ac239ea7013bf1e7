// @vitest-environment node
/** Request bodies over the limit (1 MB for JSON and forms) are refused with 413 before they are read. */
import { serve, type ServerType } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../server/http/bodyLimit.ts';
import { testServer } from './support';

const TOO_LARGE = {
  HasNoErrors: false,
  Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
  Message: `The request body is larger than ${JSON_BODY_LIMIT} bytes.`,
};

/** A client error report whose Message is `bytes` long (the schema allows 4,000 characters). */
const reportOf = (bytes: number) => JSON.stringify({ Message: 'x'.repeat(bytes) });

/** A body sent in chunks without a Content-Length (Transfer-Encoding: chunked). */
function chunked(text: string, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, (offset += chunk)));
    },
  });
}

/** A POST of a client error report, its body given whole (with its Content-Length) or as a stream. */
function post(body: string | ReadableStream<Uint8Array>): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (typeof body === 'string') headers['Content-Length'] = String(Buffer.byteLength(body));
  // A stream body needs duplex half (not yet in TypeScript's RequestInit).
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers, body, duplex: 'half' };
  return init;
}

describe('the request body limit', () => {
  it('refuses a 2 MB JSON body by its Content-Length with 413 and the JSON error shape', async () => {
    const { app } = await testServer();
    const response = await app.request('/api/ClientError', post(reportOf(2 * 1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('refuses a chunked body once it grows past the limit', async () => {
    const { app } = await testServer();
    const response = await app.request('/api/ClientError', post(chunked(reportOf(JSON_BODY_LIMIT + 1))));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it.each([
    ['with a Content-Length', (text: string) => text],
    ['chunked', (text: string) => chunked(text)],
  ])('passes a 900 KB body %s on to the schema check', async (_case, send) => {
    const { app } = await testServer();
    const response = await app.request('/api/ClientError', post(send(reportOf(900 * 1024))));
    expect(response.status).toBe(400);
    expect((await response.json()).Message).toContain('Message must NOT have more than 4000 characters');
  });
});

describe('the request body limit on a running server', () => {
  let server: ServerType | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  async function listening() {
    const { app } = await testServer();
    return new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
  }

  /**
   * Starts a POST and writes chunks of 64 KB until the answer comes; resolves with the
   * answer, its body and how much was written. The request is never ended: an answer can
   * only come from a server that did not wait for the whole body.
   */
  function streamUntilAnswered(port: number, headers: Record<string, string>, most: number) {
    return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const request = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/ClientError', headers },
        (response) => {
          answered = true;
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body, written });
          });
        },
      );
      request.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const writeMore = () => {
        while (!answered && written < most) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', writeMore);
        }
      };
      request.flushHeaders();
      writeMore();
    });
  }

  it('answers 413 to a streamed body larger than the limit before the client has sent it all', async () => {
    const port = await listening();
    const most = 64 * 1024 * 1024;
    const answer = await streamUntilAnswered(port, { 'Content-Type': 'application/json' }, most);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(answer.written).toBeLessThan(most);
  });

  it('answers 413 to a Content-Length over the limit without waiting for the body', async () => {
    const port = await listening();
    const declared = 200 * 1024 * 1024;
    const answer = await streamUntilAnswered(
      port,
      { 'Content-Type': 'application/json', 'Content-Length': String(declared) },
      declared,
    );
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(declared);
  });
});
