// @vitest-environment node
/** The demo outbox's links, and opting out with the link every e-mail carries (OptOut/OptOut). */
import { describe, expect, it } from 'vitest';
import { register, verifyEmailByCode } from './registrationData';
import { expectSchema, testServer, tokenOf } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;
const EMAIL = 'alex.morgan@example.com';

async function optOutToken(server: Server, to = EMAIL): Promise<string> {
  await server.call('POST', 'login/userlogin', {
    body: { username: 'demo.borrower', password: 'Borrower#2026' },
  });
  return tokenOf((await server.outbox(to))[0]!.optOutLink);
}

describe('the demo outbox', () => {
  it('answers links on the public origin, not on the one asked on, and one opt-out link per address', async () => {
    const server = await testServer({ publicOrigin: 'http://127.0.0.1:43117' });
    await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: 'Borrower#2026' },
    });
    await server.call('POST', 'Login/ResendCode', { body: { UserId: 'demo.borrower' } });
    const response = await server.app.request(`http://evil.example/api/demo/outbox?to=${EMAIL}`);
    const messages = (await response.json()) as { optOutLink: string; link: string | null }[];
    expectSchema('api/support.json#/$defs/DemoOutbox', messages);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.optOutLink).toMatch(/^http:\/\/127\.0\.0\.1:43117\/#\/opt-out\?token=[\w-]{40,}$/);
    expect(messages[1]!.optOutLink).toBe(messages[0]!.optOutLink);
    const activation = await server.app.request('http://evil.example/api/demo/outbox?to=demo.activate');
    expect(((await activation.json()) as { link: string }[])[0]!.link).toMatch(
      /^http:\/\/127\.0\.0\.1:43117\/#\/home\/activate\?token=/,
    );
  });

  it('keeps the links as paths and logs them so', async () => {
    const server = await testServer();
    expect(
      server.deps.db.get(
        "SELECT link, opt_out_link FROM outbox WHERE recipient = 'jamie.fischer@example.com'",
      ),
    ).toEqual({
      link: expect.stringMatching(/^\/#\/home\/activate\?token=/),
      opt_out_link: expect.stringMatching(/^\/#\/opt-out\?token=/),
    });
    expect(server.logged[0]).toMatch(
      /^\[outbox\] to jamie\.fischer@example\.com \(demo\.activate\): Activate your account \[link \/#\/home\/activate\?token=/,
    );
  });
});

describe('POST OptOut/OptOut', () => {
  it('opts the address out (again is fine)', async () => {
    const server = await testServer();
    const token = await optOutToken(server);
    for (let time = 0; time < 2; time++) {
      const { status, json } = await server.call('POST', 'OptOut/OptOut', { body: { EmailAddress: token } });
      expect([status, json]).toEqual([200, { HasNoErrors: true }]);
      expectSchema('api/optOut.json#/$defs/OptOutResponse', json);
    }
  });

  it('answers Invalid for an unknown token', async () => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'OptOut/OptOut', { body: { EmailAddress: EMAIL } });
    expect([status, json]).toEqual([200, { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] }]);
  });

  it('stops the welcome message but not security codes or links, which are transactional', async () => {
    const server = await testServer();
    await verifyEmailByCode(server);
    const token = tokenOf((await server.outbox('new.rivera@example.com'))[0]!.optOutLink);
    await server.call('POST', 'OptOut/OptOut', { body: { EmailAddress: token } });
    await register(server);
    expect(server.logged.join('\n')).toContain(
      '[mail] Welcome to Harbor Valley Credit Union to new.rivera@example.com: not sent, the address opted out',
    );
    await server.call('POST', 'login/userlogin', {
      body: { username: 'sam.rivera', password: 'Harbor#Light42' },
    });
    expect((await server.outbox('sam.rivera')).map((message) => message.subject)).toEqual([
      'Your security code',
    ]);
  });

  it.each([
    ['an empty value', { EmailAddress: '' }],
    ['no EmailAddress', { Token: 'x' }],
  ])('refuses %s (400)', async (_case, body) => {
    const server = await testServer();
    expect((await server.call('POST', 'OptOut/OptOut', { body })).status).toBe(400);
  });
});
