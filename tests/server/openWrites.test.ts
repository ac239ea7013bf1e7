// @vitest-environment node
/** What the calls anyone can make leave behind is bounded, and a report not kept is said so. */
import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_ERRORS } from '../../server/services/clientErrors.ts';
import { OUTBOX_PER_RECIPIENT } from '../../server/services/outbox.ts';
import { MAX_ANONYMOUS_CODES } from '../../server/services/retention.ts';
import { BROWSER_ID } from './registrationData';
import { expectSchema, testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

function fillClientErrors({ deps }: Server) {
  deps.db.transaction(() => {
    for (let index = 0; index < MAX_CLIENT_ERRORS; index++)
      deps.db.run(
        `INSERT INTO client_errors (fingerprint, message, first_seen, last_seen) VALUES (:f, 'old', 'x', 'x')`,
        { f: `f${index}` },
      );
  });
}

/** Registration codes from one browser id each, as many as `count`. */
async function sendCodes(server: Server, count: number, email = 'new.rivera@example.com') {
  for (let index = 0; index < count; index++) {
    const { status } = await server.call('POST', 'Register/GenerateMFACode', {
      body: { Id: `${BROWSER_ID.slice(0, -4)}${String(index).padStart(4, '0')}`, EmailAddress: email },
    });
    expect(status).toBe(200);
    // Past the rate limit of the address: a minute later.
    server.clock.advanceMinutes(3 / 60);
  }
}

describe('client error reports when the table is full', () => {
  it('answers Kept false for a new error, logs that once, and still counts a known one', async () => {
    const server = await testServer();
    await server.call('POST', 'ClientError', { body: { Message: 'known' } });
    fillClientErrors(server);
    const first = await server.call('POST', 'ClientError', { body: { Message: 'new one' } });
    const second = await server.call('POST', 'ClientError', { body: { Message: 'another' } });
    const known = await server.call('POST', 'ClientError', { body: { Message: 'known' } });
    expect([first.status, first.json]).toEqual([200, { HasNoErrors: true, Kept: false }]);
    expect(second.json).toEqual({ HasNoErrors: true, Kept: false });
    expect(known.json).toEqual({ HasNoErrors: true, Kept: true });
    expectSchema('api/support.json#/$defs/ClientErrorAnswer', first.json);
    const full = server.logged.filter((line) => line.includes('new ones are not kept'));
    expect(full).toEqual([
      `[client error] ${MAX_CLIENT_ERRORS} distinct errors are kept already: new ones are not kept (clear client_errors to keep more)`,
    ]);
  });
});

describe('the demo outbox', () => {
  it(`keeps the newest ${OUTBOX_PER_RECIPIENT} messages of an address`, async () => {
    const server = await testServer();
    await sendCodes(server, OUTBOX_PER_RECIPIENT + 3);
    const outbox = await server.outbox('new.rivera@example.com');
    expect(outbox).toHaveLength(OUTBOX_PER_RECIPIENT);
    const codes = server.deps.db.all<{ code: string }>(
      "SELECT code FROM outbox WHERE recipient = 'new.rivera@example.com' ORDER BY id DESC",
    );
    expect(outbox.map((message) => message.code)).toEqual(codes.map((row) => row.code));
  });
});

describe('codes and verified addresses', () => {
  it('forgets codes a day after they expired, and verifications after their hour', async () => {
    const server = await testServer();
    const { db } = server.deps;
    db.run(
      "INSERT INTO codes (subject, purpose, code_hash, expires_at) VALUES ('user:1', 'login', 'x', '2026-11-21T14:00:00.000Z')",
    );
    db.run(
      "INSERT INTO codes (subject, purpose, code_hash, expires_at) VALUES ('user:1', 'login', 'y', '2026-11-22T14:00:00.000Z')",
    );
    db.run(
      "INSERT INTO verified_emails (email, verified_at) VALUES ('old@example.com', '2026-11-22T13:59:00.000Z')",
    );
    db.run(
      "INSERT INTO verified_emails (email, verified_at) VALUES ('new@example.com', '2026-11-22T14:30:00.000Z')",
    );
    await sendCodes(server, 1);
    expect(db.all("SELECT code_hash FROM codes WHERE subject = 'user:1'")).toEqual([{ code_hash: 'y' }]);
    expect(db.all('SELECT email FROM verified_emails')).toEqual([{ email: 'new@example.com' }]);
  });

  it(`keeps the newest ${MAX_ANONYMOUS_CODES} registration codes`, async () => {
    const server = await testServer();
    const { db } = server.deps;
    db.transaction(() => {
      for (let index = 0; index < MAX_ANONYMOUS_CODES; index++)
        db.run(
          "INSERT INTO codes (subject, purpose, code_hash, expires_at) VALUES (:s, 'register', 'x', '2026-11-22T15:10:00.000Z')",
          { s: `anon:${index}` },
        );
    });
    await sendCodes(server, 1);
    expect(db.get("SELECT count(*) AS n FROM codes WHERE subject LIKE 'anon:%'")).toEqual({
      n: MAX_ANONYMOUS_CODES,
    });
    expect(db.get("SELECT count(*) AS n FROM codes WHERE subject = 'anon:0'")).toEqual({ n: 0 });
  });
});
