// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsFile, testServer } from './support';

const SSO = settingsFile({ institutionOptions: { SingleSignOn: true, SsoLoginUrl: '/api/demo/sso' } });

function post(app: Awaited<ReturnType<typeof testServer>>['app'], fields: Record<string, string>) {
  return app.request('/api/demo/sso', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the demo sign-on page (demo mode only)', () => {
  it('shows a labelled form, and the marker the portal sent the user back with, escaped', async () => {
    const { app } = await testServer({ settingsFile: SSO });
    const plain = await (await app.request('/api/demo/sso')).text();
    expect(plain).toContain('<label for="username">Username</label>');
    expect(plain).toContain('<label for="password">Password</label>');
    expect(plain).not.toContain('role="alert"');

    const cancelled = await (await app.request('/api/demo/sso?error=userCancelled')).text();
    expect(cancelled).toContain('You cancelled signing in to the portal.');
    const unknown = await (await app.request('/api/demo/sso?error=%3Cscript%3E')).text();
    expect(unknown).toContain('Returned with: &lt;script&gt;');
    expect(unknown).not.toContain('<script>');
  });

  it('redirects a demo user to the portal with a single-use token the portal signs in with', async () => {
    const { app, call } = await testServer({ settingsFile: SSO });
    const response = await post(app, { username: 'demo.company', password: 'Borrower#2026' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/#\/home\/sso\/[A-Za-z0-9_-]{20,}$/);
    const token = location.split('/').at(-1)!;

    const first = await call('POST', 'login/ssologin', { body: { Token: token, Channel: 'Web' } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ IsLoggedIn: true, UserName: 'demo.company' });
    const again = await call('POST', 'login/ssologin', { body: { Token: token, Channel: 'Web' } });
    expect(again.json).toEqual({ IsLoggedIn: false });
  });

  it.each([
    ['a wrong password', { username: 'demo.company', password: 'nope' }, 303],
    ['an unknown user', { username: 'nobody', password: 'Borrower#2026' }, 303],
  ])('sends %s back to the page', async (_case, fields, status) => {
    const { app } = await testServer({ settingsFile: SSO });
    const response = await post(app, fields);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe('/api/demo/sso?error=invalid');
  });

  it('answers a form without its fields with a 400 naming what is missing', async () => {
    const { app } = await testServer({ settingsFile: SSO });
    const response = await post(app, { username: 'demo.company' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('needs password');
  });

  it('does not exist outside demo mode', async () => {
    const { app } = await testServer({ settingsFile: SSO, demo: false });
    expect((await app.request('/api/demo/sso')).status).toBe(404);
  });
});
