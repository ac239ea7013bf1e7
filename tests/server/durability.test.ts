// @vitest-environment node
/**
 * A write is answered once it is on disk, and concurrent writes share their saves (group
 * commit): server/db/database.ts persist() and server/http/durability.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/database.ts';
import { assemble } from '../../server/start.ts';

const quiet = { log: () => {}, error: () => {} };
const open: Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function folder() {
  return mkdtempSync(join(tmpdir(), 'portal-durable-'));
}

/** The value of a query on what is on disk now (not what the server holds in memory). */
async function onDisk(dataFolder: string, query: string) {
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(join(dataFolder, 'portal.sqlite')));
  try {
    return db.exec(query)[0]?.values[0]?.[0];
  } finally {
    db.close();
  }
}

async function server(dataFolder: string) {
  const assembled = await assemble({ dataFolder, logger: quiet });
  open.push(assembled.deps.db);
  return assembled;
}

/** A client error report from its own address (so that the rate limit never counts them together). */
function report(app: Awaited<ReturnType<typeof server>>['app'], index: number) {
  return app.request(
    '/api/ClientError',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Message: `E${index}` }),
    },
    { incoming: { socket: { remoteAddress: `10.0.${index >> 8}.${index & 255}` } } },
  );
}

describe('answers to writes', () => {
  it('come once the write is in the file', async () => {
    const data = folder();
    const { app } = await server(data);
    const response = await report(app, 1);
    expect(response.status).toBe(200);
    expect(await onDisk(data, "SELECT count(*) FROM client_errors WHERE message = 'E1'")).toBe(1);
  });

  it('of 50 at once all come once their writes are in the file, written in fewer saves than writes', async () => {
    const data = folder();
    const { app, deps } = await server(data);
    const before = deps.db.savesWritten;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => report(app, index)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await onDisk(data, 'SELECT count(*) FROM client_errors')).toBe(50);
    expect(deps.db.savesWritten - before).toBeLessThan(25);
  });

  it('answer 500 when the save fails, and say so in the log', async () => {
    const data = folder();
    const logged: string[] = [];
    const { app } = await assemble({
      dataFolder: data,
      logger: { log: () => {}, error: (...args: unknown[]) => logged.push(args.join(' ')) },
    });
    rmSync(data, { recursive: true });
    const response = await report(app, 1);
    expect(response.status).toBe(500);
    expect(logged.join('\n')).toContain('[server] POST /api/ClientError failed');
  });

  it('are not delayed by reads: a read answers without a save', async () => {
    const data = folder();
    const { app, deps } = await server(data);
    const before = deps.db.savesWritten;
    expect((await app.request('/api/setup/ApplicationOptions')).status).toBe(200);
    expect(deps.db.savesWritten).toBe(before);
  });
});

describe('Database.persist (group commit)', () => {
  async function withRows() {
    const data = folder();
    const db = await Database.open(data);
    open.push(db);
    db.run('CREATE TABLE t (n INTEGER)');
    db.save();
    return { data, db, saves: db.savesWritten };
  }

  it('saves nothing when nothing changed', async () => {
    const { db, saves } = await withRows();
    await db.persist();
    expect(db.savesWritten).toBe(saves);
  });

  it('follows the save being written with one more for every change made meanwhile', async () => {
    const { data, db, saves } = await withRows();
    db.run('INSERT INTO t VALUES (1)');
    const first = db.persist();
    db.run('INSERT INTO t VALUES (2)');
    const second = db.persist();
    db.run('INSERT INTO t VALUES (3)');
    const third = db.persist();
    expect(third).toBe(second);
    await Promise.all([first, second, third]);
    expect(db.savesWritten - saves).toBe(2);
    expect(await onDisk(data, 'SELECT group_concat(n) FROM t')).toBe('1,2,3');
  });

  it('lets a change already in the save being written wait for that save only', async () => {
    const { db, saves } = await withRows();
    db.run('INSERT INTO t VALUES (1)');
    const through = db.changeCount;
    const first = db.persist();
    db.run('INSERT INTO t VALUES (2)');
    expect(db.persist(through)).toBe(first);
    await first;
    expect(db.savesWritten - saves).toBe(1);
    await db.persist();
    expect(db.savesWritten - saves).toBe(2);
  });

  it('keeps a database without a folder in memory', async () => {
    const db = await Database.open();
    open.push(db);
    db.run('CREATE TABLE t (n INTEGER)');
    await db.persist();
    expect(db.savesWritten).toBe(0);
  });
});
