// @vitest-environment node
/**
 * Links in e-mails point at the portal's configured public origin (PORTAL_PUBLIC_ORIGIN, by
 * default the address the server listens on), never at the Host a request named (issue 32
 * point 6: Host: evil.example gave opt-out links on evil.example).
 */
import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from '../../server/start.ts';
import { testServer } from './support';

/** Has a code sent to demo.borrower, then reads the outbox as a caller naming `host`. */
async function outboxLinks(server: Awaited<ReturnType<typeof testServer>>, host: string) {
  await server.call('POST', 'login/userlogin', {
    body: { username: 'demo.borrower', password: 'Borrower#2026' },
  });
  const response = await server.app.request('/api/demo/outbox?to=demo.borrower', { headers: { Host: host } });
  const [mail] = (await response.json()) as { optOutLink: string; html: string }[];
  return mail!;
}

describe('links in e-mails', () => {
  it('stay on the public origin whatever Host the call names (the probe’s request)', async () => {
    const server = await testServer();
    const mail = await outboxLinks(server, 'evil.example');
    expect(mail.optOutLink).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/opt-out\?token=/);
    expect(mail.html).not.toContain('evil.example');
  });

  it('use the configured origin', async () => {
    const server = await testServer({ publicOrigin: 'https://portal.example.org' });
    const mail = await outboxLinks(server, 'evil.example');
    expect(mail.optOutLink).toMatch(/^https:\/\/portal\.example\.org\/#\/opt-out\?token=/);
    expect(mail.html).toContain('https://portal.example.org/#/opt-out?token=');
  });
});

describe('PORTAL_PUBLIC_ORIGIN', () => {
  it('defaults to the address the server listens on', () => {
    expect(optionsFromEnvironment({ PORT: '9123' }).publicOrigin).toBe('http://127.0.0.1:9123');
  });

  it.each([
    ['https://portal.example.org', 'https://portal.example.org'],
    ['https://portal.example.org/', 'https://portal.example.org'],
    ['http://10.0.0.5:8080', 'http://10.0.0.5:8080'],
  ])('takes %s as %s', (value, origin) => {
    expect(optionsFromEnvironment({ PORTAL_PUBLIC_ORIGIN: value }).publicOrigin).toBe(origin);
  });

  it.each([
    'portal.example.org',
    'ftp://portal.example.org',
    'https://portal.example.org/portal',
    'https://x.org/?a=1',
  ])('refuses %s, saying why', (value) => {
    expect(() => optionsFromEnvironment({ PORTAL_PUBLIC_ORIGIN: value })).toThrow(
      /PORTAL_PUBLIC_ORIGIN must be/,
    );
  });
});
