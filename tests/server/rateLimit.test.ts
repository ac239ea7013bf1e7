// @vitest-environment node
/**
 * Rate limits of the calls anyone can make that write or send (server/http/rateLimit.ts):
 * per client address and route group, 429 TooManyRequests with Retry-After past the limit.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/http/rateLimit.ts';
import { TokenBuckets } from '../../server/http/tokenBuckets.ts';
import { testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

/** A call from `address`: clientIp reads the connection, which app.request takes from its env. */
async function from(server: Server, address: string, path: string, body: unknown = {}) {
  const response = await server.app.request(
    `/api${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    json: await response.json(),
  };
}

/** One path of each group (a wildcard stands for any path under it). */
const groups = Object.entries(RATE_LIMITS).map(
  ([group, { paths, burst }]) => [group, paths[0]!.replace('*', 'GetSecretQuestion'), burst] as const,
);

describe('rate limits of the open calls that write', () => {
  it.each(groups)(
    '%s (%s): the call after %i in a minute answers 429 with Retry-After',
    async (_group, path, burst) => {
      const server = await testServer();
      // The limit counts calls, whatever their bodies: an empty one is refused by its schema (400).
      for (let call = 0; call < burst; call++)
        expect((await from(server, '203.0.113.5', path)).status).not.toBe(429);
      const refused = await from(server, '203.0.113.5', path);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'TooManyRequests' }],
        Message: expect.stringContaining('Too many requests'),
      });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    },
  );

  it('lets the 20 client error reports of a minute in, refuses the 21st, and another address is not affected', async () => {
    const server = await testServer();
    const report = (index: number) => ({ Message: `TypeError ${index}` });
    for (let index = 1; index <= 20; index++)
      expect((await from(server, '203.0.113.5', '/ClientError', report(index))).status).toBe(200);
    const refused = await from(server, '203.0.113.5', '/ClientError', report(21));
    expect([refused.status, refused.retryAfter]).toEqual([429, '3']);
    expect((await from(server, '198.51.100.7', '/ClientError', report(22))).status).toBe(200);
    // Refused reports were not kept.
    expect(server.deps.db.get('SELECT count(*) AS n FROM client_errors')).toEqual({ n: 21 });
  });

  it('lets a call in again once a token has come back, and logs each address once per run of refusals', async () => {
    const server = await testServer();
    const limited = () => from(server, '203.0.113.5', '/OptOut/OptOut', { EmailAddress: 'token' });
    for (let call = 0; call < 20; call++) await limited();
    expect((await limited()).status).toBe(429);
    expect((await limited()).status).toBe(429);
    server.clock.advanceMinutes(3 / 60);
    expect((await limited()).status).toBe(200);
    expect((await limited()).status).toBe(429);
    const lines = server.logged.filter((line) => line.startsWith('[rate limit]'));
    expect(lines).toEqual([
      '[rate limit] 203.0.113.5: more than 20 optOut calls a minute; refusing until it slows down',
      '[rate limit] 203.0.113.5: more than 20 optOut calls a minute; refusing until it slows down',
    ]);
  });

  it('counts each group apart: recovery calls do not use up the registration calls', async () => {
    const server = await testServer();
    for (let call = 0; call < 20; call++) await from(server, '203.0.113.5', '/Recovery/GetSecretQuestion');
    expect((await from(server, '203.0.113.5', '/Recovery/AnswerSecretQuestion')).status).toBe(429);
    expect((await from(server, '203.0.113.5', '/Register/GenerateMFACode')).status).toBe(400);
  });

  it('leaves signed-in and reading calls alone', async () => {
    const server = await testServer();
    for (let call = 0; call < 70; call++)
      expect((await server.call('GET', 'setup/ApplicationOptions')).status).toBe(200);
  });
});

describe('the token buckets', () => {
  const limit = { burst: 2, perMinute: 60 };

  it('keeps at most its number of addresses, forgetting the least recently used', () => {
    const buckets = new TokenBuckets(3);
    for (const key of ['a', 'b', 'c']) buckets.take(key, limit, 0);
    buckets.take('a', limit, 0);
    buckets.take('d', limit, 0);
    expect(buckets.size).toBe(3);
    // b was forgotten: it starts full again; a was kept: its second token is its last.
    expect(buckets.take('b', limit, 0)).toEqual({ granted: true });
    expect(buckets.take('a', limit, 0)).toMatchObject({ granted: false, retryAfter: 1, first: true });
  });

  it('answers the seconds until the next token', () => {
    const buckets = new TokenBuckets();
    const slow = { burst: 1, perMinute: 2 };
    buckets.take('a', slow, 0);
    expect(buckets.take('a', slow, 0)).toEqual({ granted: false, retryAfter: 30, first: true });
    expect(buckets.take('a', slow, 15_000)).toEqual({ granted: false, retryAfter: 15, first: false });
    expect(buckets.take('a', slow, 30_000)).toEqual({ granted: true });
  });
});
