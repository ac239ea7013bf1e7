/**
 * The embedded database: sql.js (SQLite compiled to WebAssembly, no native build), kept in
 * memory and persisted to PORTAL_DATA/portal.sqlite. A write is answered only once it is on
 * disk: the API awaits `persist()` after a request that changed something (server/http/
 * durability.ts). Saves are group commits: while one is being written, every request that
 * asks waits for at most one more, which covers all their changes. A save writes a
 * temporary file, fsyncs it, renames it over the old file and fsyncs the folder, so a crash
 * leaves either the old file or the new one, and an answered write survives power loss.
 * Without a folder the database lives in memory (tests).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs, { type Database as SqlDatabase, type SqlValue } from 'sql.js';
import { writeDurably, writeDurablySync } from './durableFile.ts';
import { MIGRATIONS } from './migrations.ts';
import { SCHEMA } from './schema.ts';

/**
 * The version of the baseline tables, kept in SQLite's user_version: derived from the
 * schema's text, which is frozen; later changes are the numbered migrations of
 * migrations.ts, recorded in schema_migrations.
 */
export const SCHEMA_VERSION = Number.parseInt(
  createHash('sha256').update(SCHEMA).digest('hex').slice(0, 7),
  16,
);

export type Row = Record<string, SqlValue>;
export type Params = Record<string, SqlValue | boolean | undefined>;

const FILE = 'portal.sqlite';
/** A change made outside a request (none awaits it) is saved after this long at the latest. */
const SAFETY_SAVE_MS = 1000;

function bind(params: Params = {}): Record<string, SqlValue> {
  const bound: Record<string, SqlValue> = {};
  for (const [name, value] of Object.entries(params)) {
    bound[`:${name}`] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  return bound;
}

/** A save being written: the changes it covers (a count) and when it is on disk. */
interface Save {
  through: number;
  done: Promise<void>;
}

/**
 * Applies the migrations the database has not had, in order, each in one transaction with
 * its record; answers their names.
 */
function migrate(sql: SqlDatabase): string[] {
  sql.run(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (sql.exec('SELECT id FROM schema_migrations')[0]?.values ?? []).map(([id]) => Number(id)),
  );
  const names: string[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    sql.run('BEGIN');
    try {
      sql.exec(migration.sql);
      sql.run('INSERT INTO schema_migrations (id, name, applied_at) VALUES (:id, :name, :at)', {
        ':id': migration.id,
        ':name': migration.name,
        ':at': new Date().toISOString(),
      });
      sql.run('COMMIT');
    } catch (error) {
      sql.run('ROLLBACK');
      throw new Error(`Migration ${migration.id} (${migration.name}) failed: ${(error as Error).message}`);
    }
    names.push(`${migration.id} ${migration.name}`);
  }
  return names;
}

export class Database {
  /** Changes made so far, and the changes the last finished save covers. */
  private changes = 0;
  private savedThrough = 0;
  private saving: Save | undefined;
  /** The one save that follows the one being written, shared by every request that waits for it. */
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private temporaries = 0;
  private saves = 0;

  private constructor(
    private readonly sql: SqlDatabase,
    private readonly folder: string | undefined,
    readonly fresh: boolean,
    /** Where a database of older tables was moved to before a fresh one was made. */
    readonly setAside?: string,
    /** The migrations applied as it was opened (none when it was up to date). */
    readonly migrated: readonly string[] = [],
  ) {}

  /**
   * Opens the database in a folder, or in memory without one, and brings its tables up to
   * date: the migrations it has not had are applied, every row kept. A missing file gives a
   * fresh database; a file of other baseline tables (made before the baseline was frozen)
   * cannot be migrated and is kept beside a fresh one as portal.sqlite.<version>.bak.
   */
  static async open(folder?: string): Promise<Database> {
    const SQL = await initSqlJs();
    const file = folder ? join(folder, FILE) : undefined;
    let existing = file && existsSync(file) ? new SQL.Database(readFileSync(file)) : undefined;
    let setAside: string | undefined;
    const version = existing?.exec('PRAGMA user_version')[0]?.values[0]?.[0];
    if (existing && version !== SCHEMA_VERSION) {
      existing.close();
      existing = undefined;
      setAside = `${file}.${String(version)}.bak`;
      renameSync(file!, setAside);
    }
    const sql = existing ?? new SQL.Database();
    sql.run('PRAGMA foreign_keys = ON');
    if (!existing) {
      sql.exec(SCHEMA);
      sql.run(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    }
    const migrated = migrate(sql);
    if (folder) mkdirSync(folder, { recursive: true });
    const db = new Database(sql, folder, !existing, setAside, migrated);
    // An upgraded file is written at once: the next start must not apply its migrations again.
    if (existing && migrated.length > 0) db.save();
    return db;
  }

  all<T = Row>(query: string, params?: Params): T[] {
    const statement = this.sql.prepare(query);
    try {
      statement.bind(bind(params));
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  get<T = Row>(query: string, params?: Params): T | undefined {
    return this.all<T>(query, params)[0];
  }

  /** Runs a change and returns the id of the row it inserted, if any. */
  run(query: string, params?: Params): number {
    this.sql.run(query, bind(params));
    this.changed();
    return Number(this.sql.exec('SELECT last_insert_rowid() AS id')[0]?.values[0]?.[0] ?? 0);
  }

  /** Runs several changes as one: all of them, or none if one throws. */
  transaction<T>(work: () => T): T {
    this.sql.run('BEGIN');
    try {
      const result = work();
      this.sql.run('COMMIT');
      return result;
    } catch (error) {
      this.sql.run('ROLLBACK');
      throw error;
    }
  }

  /** Changes made so far: a request that compares it before and after knows whether it wrote. */
  get changeCount(): number {
    return this.changes;
  }

  /** How many times the file was written (the crash test prints it beside the writes). */
  get savesWritten(): number {
    return this.saves;
  }

  private changed() {
    this.changes++;
    // Changes made outside a request are saved soon all the same; requests await persist().
    if (this.folder && !this.timer)
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.persist().catch(() => {});
      }, SAFETY_SAVE_MS).unref();
  }

  /**
   * Resolves once the changes up to `through` (all so far by default) are on disk: at once
   * when a finished save covers them, with the save being written when its snapshot holds
   * them, else with the one save queued after it, which takes its snapshot when it starts.
   * Saves never overlap, so a newer file is never renamed over by an older one.
   */
  persist(through = this.changes): Promise<void> {
    if (!this.folder || this.closed || through <= this.savedThrough) return Promise.resolve();
    if (this.saving && through <= this.saving.through) return this.saving.done;
    if (this.queued) return this.queued;
    if (!this.saving) return this.startSave();
    this.queued = this.saving.done
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.startSave();
      });
    return this.queued;
  }

  private startSave(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const through = this.changes;
    const bytes = this.sql.export();
    const target = join(this.folder!, FILE);
    const done = writeDurably(target, this.temporaryName(), bytes, () => !this.closed).then(() => {
      this.savedThrough = Math.max(this.savedThrough, through);
      this.saves++;
    });
    const save = { through, done };
    this.saving = save;
    const clear = () => {
      if (this.saving === save) this.saving = undefined;
    };
    done.then(clear, clear);
    return done;
  }

  private temporaryName(): string {
    return join(this.folder!, `${FILE}.${process.pid}.${++this.temporaries}.tmp`);
  }

  /** Writes the database now, synchronously (at start and when closing). */
  save() {
    if (!this.folder) return;
    const through = this.changes;
    writeDurablySync(join(this.folder, FILE), this.temporaryName(), this.sql.export());
    this.savedThrough = Math.max(this.savedThrough, through);
    this.saves++;
  }

  /** Saves and closes; a save still being written is not renamed over this last one. */
  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.save();
    this.closed = true;
    this.sql.close();
  }
}
