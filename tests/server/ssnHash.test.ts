// @vitest-environment node
/**
 * SSNs are kept only as keyed hashes: after the seed and after a registration no value of any
 * table holds a number; the key is PORTAL_SSN_KEY, else the data folder's ssn.key (made once,
 * for its owner only) or, in memory, one of its own; matching works through the hashes.
 */
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../support/tempFolder';
import type { Database } from '../../server/db/database.ts';
import { DEMO_USERS, UNREGISTERED_CUSTOMER } from '../../server/db/seed.ts';
import { assemble, optionsFromEnvironment } from '../../server/start.ts';
import { register, verifyEmailByCode } from './registrationData';
import { TestClock, testServer } from './support';

const SSNS = [...DEMO_USERS.flatMap((user) => (user.ssn ? [user.ssn] : [])), UNREGISTERED_CUSTOMER.ssn];
const dashed = (ssn: string) => `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;
const quiet = { log: () => {}, error: () => {} };
const open: Database[] = [];

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** The SSNs (plain or with dashes) found in any value of any table. */
function ssnsStored(db: Database): string[] {
  const tables = db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
  const values = tables.flatMap(({ name }) =>
    db.all(`SELECT * FROM "${name}"`).flatMap((row) => Object.values(row).map(String)),
  );
  return SSNS.filter((ssn) => values.some((value) => value.includes(ssn) || value.includes(dashed(ssn))));
}

const storedHash = (db: Database, customerId: string) =>
  db.get<{ ssn_hash: string | null }>('SELECT ssn_hash FROM customers WHERE customer_id = :customerId', {
    customerId,
  })!.ssn_hash;

async function verifySsn(server: Awaited<ReturnType<typeof testServer>>, ssn: string) {
  const token = (await server.signIn('demo.ssn')).json.UserToken;
  const { json } = await server.call('POST', 'Login/VerifyNewUser', {
    token,
    body: { Credentials: { UserName: 'demo.ssn', Password: 'Borrower#2026' }, SocialSecurityNumber: ssn },
  });
  return json.IsValid;
}

describe('SSNs in the database', () => {
  it('are not stored by the seed, only a hash of each', async () => {
    const { deps } = await testServer();
    expect(ssnsStored(deps.db)).toEqual([]);
    expect(storedHash(deps.db, 'C1005')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are not stored by a registration, which still matches the customer by them', async () => {
    const server = await testServer();
    await verifyEmailByCode(server);
    expect((await register(server)).json).toEqual({ HasNoErrors: true, Errors: [] });
    expect(ssnsStored(server.deps.db)).toEqual([]);
  });

  it('are hashed with a key: another server has other hashes, and none is the plain digest', async () => {
    const [first, second] = [await testServer(), await testServer()];
    const hash = storedHash(first.deps.db, 'C1005');
    expect(hash).not.toBe(storedHash(second.deps.db, 'C1005'));
    expect(hash).not.toBe(createHash('sha256').update('123456789').digest('hex'));
  });

  it('still confirm the SSN step through the hash', async () => {
    const server = await testServer();
    expect(await verifySsn(server, '123456789')).toBe(true);
  });
});

describe('the key of the SSN hashes', () => {
  it('is made once in the data folder, for its owner only, and kept across restarts', async () => {
    const folder = join(tempFolder('portal-data-'), 'data');
    const first = await assemble({ dataFolder: folder, logger: quiet, clock: new TestClock() });
    first.deps.db.close();
    const file = join(folder, 'ssn.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, 'utf8');
    const again = await assemble({ dataFolder: folder, logger: quiet, clock: new TestClock() });
    open.push(again.deps.db);
    expect(readFileSync(file, 'utf8')).toBe(key);
    expect(storedHash(again.deps.db, 'C1005')).toBe(
      createHmac('sha256', Buffer.from(key.trim(), 'hex')).update('123456789').digest('hex'),
    );
  });

  it('is PORTAL_SSN_KEY when set, and then no file is made', async () => {
    const value = 'a-key-of-the-institution-0123456789abcdef';
    const folder = join(tempFolder('portal-data-'), 'data');
    const options = optionsFromEnvironment({ PORTAL_SSN_KEY: value, PORTAL_DATA: folder });
    const { deps } = await assemble({ ...options, logger: quiet, clock: new TestClock() });
    open.push(deps.db);
    expect(existsSync(join(folder, 'ssn.key'))).toBe(false);
    expect(storedHash(deps.db, 'C1005')).toBe(createHmac('sha256', value).update('123456789').digest('hex'));
  });

  it('must be long enough when set', () => {
    expect(() => optionsFromEnvironment({ PORTAL_SSN_KEY: 'short' })).toThrow(
      'PORTAL_SSN_KEY must have at least 32 characters',
    );
  });
});
