// @vitest-environment node
/**
 * Migrations keep every row (server/db/migrations.ts): a database made by main at 34598af
 * (tests/server/fixtures, seeded with the demo and then closed) opens with every row of every
 * table kept and the new tables added, once; the baseline tables and released migrations are
 * frozen, so a change of tables can only be a new migration.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it } from 'vitest';
import { Database, SCHEMA_VERSION } from '../../server/db/database.ts';
import { MIGRATIONS } from '../../server/db/migrations.ts';
import { assemble } from '../../server/start.ts';
import { tempFolder } from '../support/tempFolder';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'portal-main-34598af.sqlite.gz');
const SSN_KEY = 'fixture-ssn-key-of-the-main-database-0123456789';

/** The sha-256 of each released migration's SQL: an entry is added with its migration, never changed. */
const RELEASED: Readonly<Record<number, string>> = {
  1: 'f23ec712faf6e405f928add84c1926c5a4d4ba9d8e6f2962ec2910c1ffd04713',
};

const open: Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** main's database in a fresh data folder. */
function mainDatabase(): string {
  const folder = tempFolder('portal-data-');
  writeFileSync(join(folder, 'portal.sqlite'), gunzipSync(readFileSync(FIXTURE)));
  return folder;
}

/** Every table's rows as stored, read straight from the file. */
async function rowsOf(file: string): Promise<Map<string, unknown[][]>> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    const tables = db.exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")[0]!.values;
    return new Map(
      tables.map(([name]) => [
        String(name),
        db.exec(`SELECT * FROM "${String(name)}" ORDER BY rowid`)[0]?.values ?? [],
      ]),
    );
  } finally {
    db.close();
  }
}

describe('a database made by main', () => {
  it('has the baseline’s version: the baseline tables are frozen', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database(gunzipSync(readFileSync(FIXTURE)));
    expect(db.exec('PRAGMA user_version')[0]!.values[0]![0]).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('opens with every row kept and the migrations applied, once', async () => {
    const folder = mainDatabase();
    const before = await rowsOf(join(folder, 'portal.sqlite'));
    expect(before.get('users')!.length).toBeGreaterThan(0);
    const logged: string[] = [];
    const { deps } = await assemble({
      dataFolder: folder,
      ssnKey: SSN_KEY,
      logger: { log: (line: string) => logged.push(line), error: () => {} },
    });
    open.push(deps.db);
    expect([deps.db.fresh, deps.db.setAside]).toEqual([false, undefined]);
    expect(deps.db.migrated).toEqual(MIGRATIONS.map((migration) => `${migration.id} ${migration.name}`));
    expect(logged.join('\n')).toContain('was brought up to date');
    // A signed-in borrower of main's data still signs in with their password.
    expect(deps.db.get("SELECT COUNT(*) AS n FROM users WHERE username = 'demo.borrower'")).toEqual({ n: 1 });
    deps.db.close();
    open.pop();

    const after = await rowsOf(join(folder, 'portal.sqlite'));
    for (const [table, rows] of before) expect([table, after.get(table)]).toEqual([table, rows]);
    expect([...after.keys()]).toEqual(
      expect.arrayContaining(['counted_actions', 'security_events', 'schema_migrations']),
    );

    const again = await Database.open(folder);
    open.push(again);
    expect(again.migrated).toEqual([]);
  });

  it('is served as before: its borrower signs in', async () => {
    const { app } = await assemble({
      dataFolder: mainDatabase(),
      ssnKey: SSN_KEY,
      logger: { log() {}, error() {} },
    });
    const answer = await app.request('/api/login/userlogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo.company', password: 'Borrower#2026' }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('the migrations', () => {
  it('are numbered 1, 2, 3… in order', () => {
    expect(MIGRATIONS.map((migration) => migration.id)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it.each(MIGRATIONS.map((migration) => [migration.id, migration] as const))(
    'keep migration %i as it was released',
    (id, migration) => {
      expect(createHash('sha256').update(migration.sql).digest('hex')).toBe(RELEASED[id]);
    },
  );
});
