/**
 * The embedded database: sql.js (SQLite compiled to WebAssembly, no native build),
 * persisted to PORTAL_DATA/portal.sqlite. Every change schedules a save; a save writes a
 * temporary file and renames it over the old one, so a crash never leaves half a file.
 * Without a folder the database lives in memory (tests).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs, { type Database as SqlDatabase, type SqlValue } from 'sql.js';
import { SCHEMA } from './schema.ts';

/**
 * The version of the tables, kept in SQLite's user_version: derived from the schema's text,
 * so that any change to the tables is a new version without anyone having to bump it.
 */
export const SCHEMA_VERSION = Number.parseInt(
  createHash('sha256').update(SCHEMA).digest('hex').slice(0, 7),
  16,
);

export type Row = Record<string, SqlValue>;
export type Params = Record<string, SqlValue | boolean | undefined>;

const FILE = 'portal.sqlite';
const SAVE_DELAY_MS = 50;

function bind(params: Params = {}): Record<string, SqlValue> {
  const bound: Record<string, SqlValue> = {};
  for (const [name, value] of Object.entries(params)) {
    bound[`:${name}`] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  return bound;
}

export class Database {
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly sql: SqlDatabase,
    private readonly folder: string | undefined,
    readonly fresh: boolean,
    /** Where a database of older tables was moved to before a fresh one was made. */
    readonly setAside?: string,
  ) {}

  /**
   * Opens the database in a folder, or in memory without one. A missing file, or one made
   * for other tables (an older checkout), gives a fresh database; the old file is kept
   * beside it as portal.sqlite.<version>.bak.
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
    if (folder) mkdirSync(folder, { recursive: true });
    return new Database(sql, folder, !existing, setAside);
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
    this.scheduleSave();
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

  private scheduleSave() {
    if (!this.folder || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.save();
    }, SAVE_DELAY_MS);
  }

  /** Writes the database now (temporary file, then rename). */
  save() {
    if (!this.folder) return;
    const target = join(this.folder, FILE);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, this.sql.export());
    renameSync(temporary, target);
  }

  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.save();
    this.sql.close();
  }
}
