import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

/** A new unguessable token (192 bits, base64url): session ids, secrets, subscriber and confirmation tokens. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** A value a column can hold. */
export type SqlValue = string | number | bigint | Buffer | null;
/** A row: column name to value. */
export type Row = Record<string, SqlValue>;

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camelCase = (name: string): string => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
/** Lists and objects are stored as JSON text (and read back by `fromRow`). */
const toSql = (value: unknown): SqlValue => (value === undefined ? null : isObject(value) ? JSON.stringify(value) : (value as SqlValue));
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
const parseJson = (value: SqlValue): unknown => {
  try {
    return JSON.parse(String(value));
  } catch {
    return null;
  }
};

/**
 * A row of one of the emulator's own tables as its record type: snake_case columns become camelCase fields, and the
 * named JSON columns are parsed. The table's DDL is the type's guarantee (the cast trusts it; only `insert` writes there).
 */
export const fromRow = <T>(row: Row, jsonColumns: readonly string[] = []): T =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [camelCase(column), jsonColumns.includes(column) ? parseJson(value) : value]),
  ) as T;

/** The emulator's tables: one SQL file per migration, applied once each, in name order (`<module>.<table>.v<n>.sql`). */
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The emulator's embedded SQL store: SQLite through better-sqlite3 (a native module, built from source by node-gyp
 * when no prebuilt binary can be downloaded), one file in WAL mode that survives restarts and process kills.
 * Every state-changing request runs its statements in one `transaction()`: it commits once, all or nothing, before
 * it is answered. SQLite checkpoints the log into the file itself (every 1,000 log pages, inside a commit).
 */
export class Store {
  private readonly statements = new Map<string, Database.Statement>();
  private constructor(private readonly db: Database.Database) {
    db.exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY)');
    for (const file of readdirSync(MIGRATIONS).sort())
      this.migrate(file.replace(/\.sql$/, ''), readFileSync(join(MIGRATIONS, file), 'utf8'));
  }

  /** Opens (or creates) the store file; null keeps it in memory only (tests). A store file sql.js wrote opens as is. */
  static open(path: string | null): Promise<Store> {
    if (path) mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path ?? ':memory:');
    if (path) {
      db.pragma('journal_mode = WAL');
      // NORMAL in WAL mode: a commit survives a crash or kill -9 of the process (the log is written before the
      // answer); only an operating-system crash or power loss may lose the last commits. Fine for an emulator.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
    }
    db.pragma('foreign_keys = ON');
    return Promise.resolve(new Store(db));
  }

  /** Runs DDL once per name, so each module owns its tables. */
  migrate(name: string, ddl: string): void {
    this.transaction(() => {
      if (this.get('SELECT name FROM _migrations WHERE name = ?', [name])) return;
      this.db.exec(ddl);
      this.run('INSERT INTO _migrations (name) VALUES (?)', [name]);
    });
  }

  /**
   * Runs `fn` in one transaction: committed when it returns, rolled back when it throws. Nested calls join the
   * outer transaction (as savepoints). `fn` must be synchronous: await nothing inside.
   */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** Runs a writing statement; returns how many rows it changed. */
  run(sql: string, params: readonly SqlValue[] = []): number {
    return this.prepare(sql).run(...params).changes;
  }

  /** All rows of a query. */
  all(sql: string, params: readonly SqlValue[] = []): Row[] {
    return this.prepare(sql).all(...params) as Row[];
  }

  /** The first row of a query, or undefined. */
  get(sql: string, params: readonly SqlValue[] = []): Row | undefined {
    return this.prepare(sql).get(...params) as Row | undefined;
  }

  /** Inserts a record: camelCase fields into snake_case columns, lists and objects as JSON. Field names come from code. */
  insert(table: string, record: Readonly<Record<string, unknown>>): number {
    const fields = Object.keys(record);
    const columns = fields.map(snakeCase).join(', ');
    return this.run(
      `INSERT INTO ${table} (${columns}) VALUES (${fields.map(() => '?').join(', ')})`,
      fields.map((f) => toSql(record[f])),
    );
  }

  /** Updates the rows `where` picks with a record's fields (as insert maps them); returns how many changed. */
  update(table: string, record: Readonly<Record<string, unknown>>, where: string, params: readonly SqlValue[]): number {
    const fields = Object.keys(record);
    const set = fields.map((field) => `${snakeCase(field)} = ?`).join(', ');
    return this.run(`UPDATE ${table} SET ${set} WHERE ${where}`, [...fields.map((f) => toSql(record[f])), ...params]);
  }

  /** A control-page setting (outages, modes, lifetimes), or undefined when never set. */
  setting(key: string): string | undefined {
    const value = this.get('SELECT value FROM emulator_settings WHERE key = ?', [key])?.value;
    return value === undefined || value === null ? undefined : String(value);
  }

  /** Sets a control-page setting. */
  setSetting(key: string, value: string): void {
    this.run('INSERT INTO emulator_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
      key,
      value,
    ]);
  }

  /** SQLite's own consistency check: 'ok' when the file is sound. */
  integrityCheck(): string {
    return (this.db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join('; ');
  }

  /** Closes the file (checkpointing the log into it). */
  close(): void {
    if (this.db.open) this.db.close();
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size < 500) this.statements.set(sql, statement);
    }
    return statement;
  }
}
