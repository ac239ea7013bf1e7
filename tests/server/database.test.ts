// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../support/tempFolder';
import { Database, SCHEMA_VERSION } from '../../server/db/database.ts';
import { DEMO_USERS } from '../../server/db/seed.ts';
import { assemble } from '../../server/start.ts';

const quiet = { log: () => {}, error: () => {} };
const open: Database[] = [];

async function openIn(folder: string) {
  const db = await Database.open(folder);
  open.push(db);
  return db;
}

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('the database in PORTAL_DATA', () => {
  it('seeds a fresh folder, and keeps changes across restarts in portal.sqlite', async () => {
    const folder = join(tempFolder('portal-data-'), 'data');
    const first = await assemble({ dataFolder: folder, logger: quiet });
    open.push(first.deps.db);
    expect(first.deps.db.fresh).toBe(true);
    expect(first.deps.db.get('SELECT COUNT(*) AS n FROM users')).toEqual({ n: DEMO_USERS.length });
    first.deps.db.run("UPDATE users SET must_change_password = 1 WHERE username = 'demo.borrower'");
    first.deps.db.close();
    open.pop();

    const again = await openIn(folder);
    expect(again.fresh).toBe(false);
    expect(again.get("SELECT must_change_password FROM users WHERE username = 'demo.borrower'")).toEqual({
      must_change_password: 1,
    });
    expect(readdirSync(folder)).toEqual(['portal.sqlite', 'ssn.key']);
  });

  it('sets aside a file made for other tables and starts fresh, saying so', async () => {
    const folder = tempFolder('portal-data-');
    const old = await Database.open(folder);
    old.run(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    old.close();

    const logged: string[] = [];
    const { deps } = await assemble({
      dataFolder: folder,
      logger: { log: (message: string) => logged.push(message), error: () => {} },
    });
    open.push(deps.db);
    expect(deps.db.fresh).toBe(true);
    expect(deps.db.setAside).toBe(join(folder, `portal.sqlite.${SCHEMA_VERSION + 1}.bak`));
    expect(existsSync(deps.db.setAside!)).toBe(true);
    expect(logged.join('\n')).toContain('made for older tables');
    expect(deps.db.get('SELECT COUNT(*) AS n FROM users')).toEqual({ n: DEMO_USERS.length });
  });

  it('writes a temporary file and renames it, leaving no temporary file behind', async () => {
    const folder = tempFolder('portal-data-');
    const db = await openIn(folder);
    db.save();
    expect(readdirSync(folder)).toEqual(['portal.sqlite']);
  });
});
