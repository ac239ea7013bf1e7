/**
 * The embedded database: sql.js (SQLite compiled to WebAssembly, no native build),
 * persisted to PORTAL_DATA/portal.sqlite. Every change schedules a save; a save writes a
 * temporary file and renames it over the old one, so a crash never leaves half a file.
 * Without a folder the database lives in memory (tests).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs, { type Database as SqlDatabase, type SqlValue } from 'sql.js';
import { SCHEMA } from './schema.ts';

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
  ) {}

  /** Opens (or creates and migrates) the database in a folder, or in memory without one. */
  static async open(folder?: string): Promise<Database> {
    const SQL = await initSqlJs();
    const file = folder ? join(folder, FILE) : undefined;
    const fresh = !file || !existsSync(file);
    const sql = fresh ? new SQL.Database() : new SQL.Database(readFileSync(file));
    sql.run('PRAGMA foreign_keys = ON');
    if (fresh) sql.exec(SCHEMA);
    if (folder) mkdirSync(folder, { recursive: true });
    return new Database(sql, folder, fresh);
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
