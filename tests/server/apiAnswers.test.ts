// @vitest-environment node
/** What every /api answer has: the JSON error shape for unknown paths, and Cache-Control no-store. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testServer } from './support';

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/'],
    ['GET', '/api'],
    ['POST', '/api/Login/nope'],
    ['GET', '/api/login/userlogin'],
    ['DELETE', '/api/accountList'],
    ['PUT', '/api/setup/ApplicationOptions'],
  ])('%s %s answers 404 with the JSON error shape', async (method, path) => {
    const { app } = await testServer();
    const response = await app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'NotFound' }],
      Message: `No API at ${method} ${path}.`,
    });
  });

  it('leaves the portal pages to the static files', async () => {
    const { app } = await testServer();
    const response = await app.request('/apix');
    expect(response.headers.get('Content-Type')).not.toMatch(/^application\/json/);
  });
});

describe('Cache-Control of API answers', () => {
  it.each([
    ['an answer', 'GET', 'setup/ApplicationOptions', undefined, 200],
    ['a write', 'POST', 'ClientError', { Message: 'TypeError' }, 200],
    ['a refused body', 'POST', 'login/userlogin', { username: 1 }, 400],
    ['a refused session', 'GET', 'accountList', undefined, 401],
    ['a refused sign-in', 'POST', 'login/userlogin', { username: 'nobody', password: 'wrong' }, 403],
    ['an unknown path', 'GET', 'nope', undefined, 404],
  ])('is no-store on %s', async (_case, method, path, body, status) => {
    const { app } = await testServer();
    const response = await app.request(`/api/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('is no-store on a 413 and a 429', async () => {
    const { app } = await testServer();
    const tooLarge = await app.request('/api/ClientError', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect([tooLarge.status, tooLarge.headers.get('Cache-Control')]).toEqual([413, 'no-store']);
    let last: Response | undefined;
    for (let call = 0; call <= 20; call++)
      last = await app.request('/api/OptOut/OptOut', { method: 'POST', body: '{}' });
    expect([last?.status, last?.headers.get('Cache-Control')]).toEqual([429, 'no-store']);
  });
});

describe('compression of API answers', () => {
  it('gzips a JSON answer for a client that accepts it, and leaves it plain for one that does not', async () => {
    const { app } = await testServer();
    const plain = await app.request('/api/setup/ApplicationOptions');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();

    const zipped = await app.request('/api/setup/ApplicationOptions', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(zipped.headers.get('Cache-Control')).toBe('no-store');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
  });
});
