// @vitest-environment node
/**
 * Bodies of another type than the call reads answer 415 (issue 32 point 7): JSON everywhere,
 * multipart on the uploads, a form post on the demo's sign-on page. A JSON body sent as
 * text/plain (which another site's page may POST without a CORS preflight) is refused unread.
 */
import { describe, expect, it } from 'vitest';
import { testServer } from './support';

const SIGN_IN = JSON.stringify({ username: 'demo.company', password: 'Borrower#2026' });

async function post(path: string, body: BodyInit, contentType?: string, token?: string) {
  const { app } = await server;
  const headers: Record<string, string> = {};
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  if (token) headers.UserToken = token;
  const answer = await app.request(`/api/${path}`, { method: 'POST', headers, body });
  return { status: answer.status, json: (await answer.json()) as { Errors: { ErrorMessage: string }[] } };
}

const server = testServer();

describe('a body of the wrong type', () => {
  it.each([
    ['text/plain (the probe’s request)', 'text/plain'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no type at all', undefined],
  ])('%s to a JSON call answers 415 and signs no one in', async (_case, type) => {
    const { status, json } = await post('login/userlogin', SIGN_IN, type);
    expect([status, json.Errors[0]!.ErrorMessage]).toEqual([415, 'UnsupportedMediaType']);
  });

  it('JSON to an upload answers 415', async () => {
    const { json } = await (await server).signIn('demo.borrower');
    const { status } = await post(
      'file/UploadByCustomerID',
      '{"FileTypeID":"1"}',
      'application/json',
      json.UserToken,
    );
    expect(status).toBe(415);
  });

  it('JSON to the demo sign-on page’s form answers 415', async () => {
    expect((await post('demo/sso', '{"username":"demo.sso"}', 'application/json')).status).toBe(415);
  });
});

describe('a body of the right type', () => {
  it.each([
    ['application/json', 'application/json'],
    ['with a charset', 'application/json; charset=utf-8'],
    ['in capitals', 'Application/JSON'],
  ])('%s is read', async (_case, type) => {
    expect((await post('login/userlogin', SIGN_IN, type)).status).toBe(200);
  });

  it('a call without a body needs no type', async () => {
    const { json } = await (await server).signIn('demo.company');
    const { app } = await server;
    const answer = await app.request('/api/Login/Logout', {
      method: 'POST',
      headers: { UserToken: json.UserToken },
    });
    expect(answer.status).toBe(200);
  });
});
