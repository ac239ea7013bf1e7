// @vitest-environment node
/**
 * Resending a code does not give endless guesses: a sign-in (or a registration's e-mail
 * check) allows 10 wrong codes over all its resends and 5 resends, for the security code of
 * signing in and for the registration e-mail code alike.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RESENDS, MAX_SERIES_ATTEMPTS } from '../../server/services/codes.ts';
import { BROWSER_ID } from './registrationData';
import { testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

const EMAIL = 'new.rivera@example.com';
/** A six-digit code that is not `code`. */
const other = (code: string) => (code === '000000' ? '111111' : '000000');

/** The two kinds of code: how to start a series, resend, and check a code, and where the codes go. */
const KINDS = {
  'the sign-in security code': {
    outbox: 'demo.borrower',
    start: (server: Server) =>
      server.call('POST', 'login/userlogin', {
        body: { username: 'demo.borrower', password: 'Borrower#2026' },
      }),
    resend: (server: Server) =>
      server.call('POST', 'Login/ResendCode', { body: { UserId: 'demo.borrower' } }),
    check: (server: Server, Code: string) =>
      server.call('POST', 'Login/ValidateCode', { body: { UserId: 'demo.borrower', Code } }),
  },
  'the registration e-mail code': {
    outbox: EMAIL,
    start: (server: Server) => registrationCode(server),
    resend: (server: Server) => registrationCode(server),
    check: async (server: Server, Code: string) => {
      const MFAToken = tokens.get(server)!;
      return server.call('POST', 'Register/ValidateCode', { body: { UserId: BROWSER_ID, Code, MFAToken } });
    },
  },
};

/** The MFAToken each server's registration answered last. */
const tokens = new WeakMap<Server, string>();

async function registrationCode(server: Server) {
  const answer = await server.call('POST', 'Register/GenerateMFACode', {
    body: { Id: BROWSER_ID, FirstName: 'Sam', EmailAddress: EMAIL },
  });
  if (answer.status === 200) tokens.set(server, answer.json.MFAToken);
  return answer;
}

const reason = (answer: { status: number; json: { Errors?: { ErrorMessage: string }[] } }) =>
  answer.status === 200 ? 'ok' : answer.json.Errors![0]!.ErrorMessage;

describe.each(Object.entries(KINDS))('%s', (_kind, kind) => {
  it(`allows ${MAX_SERIES_ATTEMPTS} wrong codes over all resends, then refuses even the right one`, async () => {
    const server = await testServer();
    await kind.start(server);
    const reasons: string[][] = [];
    for (let code = 0; code < 4; code++) {
      if (code > 0) await kind.resend(server);
      const right = await server.latestCode(kind.outbox);
      const tries = [];
      for (let attempt = 0; attempt < 3; attempt++)
        tries.push(reason(await kind.check(server, other(right))));
      reasons.push(tries);
    }
    expect(reasons).toEqual([
      ['Invalid', 'Invalid', 'MaxAttemptsReached'],
      ['Invalid', 'Invalid', 'MaxAttemptsReached'],
      ['Invalid', 'Invalid', 'MaxAttemptsReached'],
      ['MaxAttemptsReached', 'MaxAttemptsReached', 'MaxAttemptsReached'],
    ]);
    expect(reason(await kind.check(server, await server.latestCode(kind.outbox)))).toBe('MaxAttemptsReached');
    // A spent series sends no more codes.
    const sent = (await server.outbox(kind.outbox)).length;
    await kind.resend(server);
    expect(await server.outbox(kind.outbox)).toHaveLength(sent);
  });

  it(`sends ${MAX_RESENDS} resends and no more, the last code still working`, async () => {
    const server = await testServer();
    await kind.start(server);
    for (let resend = 0; resend <= MAX_RESENDS; resend++) await kind.resend(server);
    expect(await server.outbox(kind.outbox)).toHaveLength(1 + MAX_RESENDS);
    expect(reason(await kind.check(server, await server.latestCode(kind.outbox)))).toBe('ok');
  });
});

describe('a new sign-in', () => {
  it('starts a new series of codes', async () => {
    const server = await testServer();
    const { start, resend, check } = KINDS['the sign-in security code'];
    await start(server);
    for (let resent = 0; resent < MAX_RESENDS; resent++) await resend(server);
    await start(server);
    await resend(server);
    expect(reason(await check(server, await server.latestCode('demo.borrower')))).toBe('ok');
  });
});

describe('the registration e-mail code once its series is spent', () => {
  it('answers Register/GenerateMFACode with 403 MaxAttemptsReached', async () => {
    const server = await testServer();
    for (let sent = 0; sent <= MAX_RESENDS; sent++) await registrationCode(server);
    const refused = await registrationCode(server);
    expect([refused.status, reason(refused)]).toEqual([403, 'MaxAttemptsReached']);
  });
});
