// @vitest-environment node
/**
 * An answer given before the request's body was read (413 over the limit, 415 not JSON, 401
 * before a body is looked at) says Connection: close (issue 32 point 4): the server does not read
 * the rest of that body, so the connection cannot carry another request, and a client that
 * keeps connections alive must open a new one instead of failing its next call.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from '../../server/start.ts';

let server: ServerType;
let base: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  const { app } = await assemble({ logger: { log() {}, error() {} } });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

interface Sent {
  status: number;
  connection: string | undefined;
  socket: unknown;
}

/** A POST through the keep-alive agent; the body is written in full unless the answer comes first. */
function post(path: string, body: string | Buffer, contentType = 'application/json'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            socket: outgoing.socket,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const signIn = JSON.stringify({ username: 'demo.company', password: 'Borrower#2026' });

describe('an answer before the body was read', () => {
  it.each([
    [
      '413, a body over the 1 MB limit',
      '/api/login/userlogin',
      Buffer.alloc(2 * 1024 * 1024, 32),
      'application/json',
      413,
    ],
    ['415, a body that is not JSON', '/api/login/userlogin', signIn, 'text/plain', 415],
  ])(
    '%s, says Connection: close, and the next call goes through',
    async (_case, path, body, type, status) => {
      const refused = await post(path, body, type);
      expect([refused.status, refused.connection]).toEqual([status, 'close']);
      const next = await post('/api/login/userlogin', signIn);
      expect(next.status).toBe(200);
    },
  );

  it('keeps the connection of an answer that read its body', async () => {
    const first = await post('/api/login/userlogin', signIn);
    const second = await post('/api/login/userlogin', signIn);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.connection).not.toBe('close');
    expect(second.socket).toBe(first.socket);
  });
});
