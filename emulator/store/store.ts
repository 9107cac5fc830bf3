import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { startCheckpointer, type Checkpointer, type CheckpointerOptions } from './checkpointer';

/** SQLite's default: a commit that leaves the log this many pages long checkpoints it (used when the thread fails). */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** Bytes of the log file kept after a full checkpoint reset it (64 MB). */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024;

/** A value a column can hold. */
export type SqlValue = string | number | bigint | Buffer | null;

/** A row: column name to value. */
export type Row = Record<string, SqlValue>;

/**
 * The emulator's embedded SQL store: SQLite through better-sqlite3 (a native module, built from source by node-gyp
 * when no prebuilt binary can be downloaded), one file in WAL mode that survives restarts and process kills.
 * Writes are incremental: a commit appends pages to the write-ahead log instead of rewriting the file.
 * Modules group a request's statements with `transaction()`, so a request commits once, all or nothing.
 * Checkpoints (copying the log into the file, with an fsync) run on a thread of their own (checkpointer.ts), so no
 * request's commit waits for the disk.
 */
export class Store {
  private readonly statements = new Map<string, Database.Statement>();
  private checkpointer: Checkpointer | undefined;
  private holdWrites: () => () => void = () => () => undefined;

  private constructor(private readonly db: Database.Database) {}

  /** Opens (or creates) the store file; null keeps it in memory only (tests). A store file sql.js wrote opens as is. */
  static async open(path: string | null, checkpoints: Pick<CheckpointerOptions, 'intervalMs' | 'restartAtFrames'> = {}): Promise<Store> {
    if (path) mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path ?? ':memory:');
    const store = new Store(db);
    if (path) {
      db.pragma('journal_mode = WAL');
      // NORMAL in WAL mode: a commit survives a crash or kill -9 of the process (the log is written before the
      // answer); only an operating-system crash or power loss may lose the last commits. Fine for an emulator.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
      // A log that was checkpointed whole starts again from its beginning; this much of its file is kept.
      db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
      db.pragma('wal_autocheckpoint = 0');
      store.checkpointer = await startCheckpointer(path, {
        ...checkpoints,
        holdWrites: () => store.holdWrites(),
        onFailure: (why) => {
          console.error('[emulator] store:', why, '- SQLite checkpoints inside commits again.');
          if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
        },
      });
    }
    db.pragma('foreign_keys = ON');
    return store;
  }

  /**
   * How the checkpoint thread holds the queued writes for a moment to finish a checkpoint (the write queue's hold):
   * without it, a steady write load keeps the log growing until it pauses.
   */
  holdWritesWith(hold: () => () => void): void {
    this.holdWrites = hold;
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

  /** Closes the file (checkpointing the log into it); the checkpoint thread stops on its own. */
  close(): void {
    void this.checkpointer?.stop();
    this.checkpointer = undefined;
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
