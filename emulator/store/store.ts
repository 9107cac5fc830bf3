import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

/** A row as sql.js returns it: column name to value. */
export type Row = Record<string, SqlValue>;

/**
 * The emulator's embedded SQL store: SQLite compiled to WebAssembly (sql.js, no native build, no download),
 * kept in one file that survives restarts. Every write is flushed to disk atomically.
 */
export class Store {
  private constructor(private readonly db: Database, private readonly path: string | null) {}

  /** Opens (or creates) the store file; null keeps it in memory only. */
  static async open(path: string | null): Promise<Store> {
    const SQL = await initSqlJs();
    const data = path && existsSync(path) ? readFileSync(path) : undefined;
    const db = data ? new SQL.Database(data) : new SQL.Database();
    db.run('PRAGMA foreign_keys = ON');
    return new Store(db, path);
  }

  /** Runs DDL once per name, so each module owns its tables. */
  migrate(name: string, ddl: string): void {
    this.db.run('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY)');
    if (this.get('SELECT name FROM _migrations WHERE name = ?', [name])) return;
    this.db.exec(ddl);
    this.db.run('INSERT INTO _migrations (name) VALUES (?)', [name]);
    this.flush();
  }

  /** Runs a writing statement and persists the store. */
  run(sql: string, params: SqlValue[] = []): number {
    this.db.run(sql, params);
    const changes = this.db.getRowsModified();
    this.flush();
    return changes;
  }

  /** All rows of a query. */
  all(sql: string, params: SqlValue[] = []): Row[] {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(params);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  }

  /** The first row of a query, or undefined. */
  get(sql: string, params: SqlValue[] = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** The names of the data tables (for the control page). */
  tables(): string[] {
    return this.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name")
      .map((row) => String(row.name));
  }

  /** Deletes every row of every data table. */
  clear(): void {
    for (const table of this.tables()) this.db.run(`DELETE FROM "${table}"`);
    this.flush();
  }

  private flush(): void {
    if (!this.path) return;
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, this.db.export());
    renameSync(temporary, this.path);
  }
}
