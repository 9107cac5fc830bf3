import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
/** A value a column can hold. */
export type SqlValue = string | number | bigint | Buffer | null;

/** A row: column name to value. */
export type Row = Record<string, SqlValue>;

/** A column holding a JSON list of strings, as stored; anything else reads as an empty list. */
export const jsonList = (value: unknown): string[] => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** A nullable text column. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The emulator's embedded SQL store: SQLite through better-sqlite3 (a native module, built from source by node-gyp
 * when no prebuilt binary can be downloaded), one file in WAL mode that survives restarts and process kills.
 * Writes are incremental: a commit appends pages to the write-ahead log instead of rewriting the file.
 * Every state-changing request runs its statements in one `transaction()`: it commits once, all or nothing, before
 * it is answered. SQLite checkpoints the log into the file itself (every 1,000 log pages, inside a commit).
 */
export class Store {
  private readonly statements = new Map<string, Database.Statement>();
  private constructor(private readonly db: Database.Database) {}

  /** Opens (or creates) the store file; null keeps it in memory only (tests). A store file sql.js wrote opens as is. */
  static open(path: string | null): Promise<Store> {
    if (path) mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path ?? ':memory:');
    const store = new Store(db);
    if (path) {
      db.pragma('journal_mode = WAL');
      // NORMAL in WAL mode: a commit survives a crash or kill -9 of the process (the log is written before the
      // answer); only an operating-system crash or power loss may lose the last commits. Fine for an emulator.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
    }
    db.pragma('foreign_keys = ON');
    return Promise.resolve(store);
  }

  /** Runs DDL once per name, so each module owns its tables. */
  migrate(name: string, ddl: string): void {
    this.db.exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY)');
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

  /** The names of the data tables (for the control page). */
  tables(): string[] {
    return this.all(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name",
    ).map((row) => String(row.name));
  }

  /** Deletes every row of every data table, in one transaction. */
  clear(): void {
    this.transaction(() => {
      for (const table of this.tables()) this.db.exec(`DELETE FROM "${table.replaceAll('"', '""')}"`);
    });
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
