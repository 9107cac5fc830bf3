// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../emulator/store/store';

const dir = mkdtempSync(join(tmpdir(), 'emulator-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('emulator store (better-sqlite3)', () => {
  it('keeps its file in WAL mode, so a commit appends to the log instead of rewriting the file', async () => {
    const path = join(dir, 'wal.sqlite');
    const store = await Store.open(path);
    store.migrate('t.v1', 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    store.run('INSERT INTO t (v) VALUES (?)', ['x']);
    expect(existsSync(`${path}-wal`)).toBe(true);
    const reader = new Database(path, { readonly: true });
    expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(reader.prepare('SELECT v FROM t').all()).toEqual([{ v: 'x' }]);
    reader.close();
    store.close();
  });

  it('commits a transaction whole or not at all', async () => {
    const store = await Store.open(null);
    store.migrate('t.v1', 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    expect(() =>
      store.transaction(() => {
        store.run('INSERT INTO t (v) VALUES (?)', ['first']);
        store.run('INSERT INTO t (v) VALUES (?)', [null]);
      }),
    ).toThrow();
    expect(store.all('SELECT v FROM t')).toEqual([]);
    expect(
      store.transaction(() => {
        store.run('INSERT INTO t (v) VALUES (?)', ['kept']);
        return store.transaction(() => store.run('INSERT INTO t (v) VALUES (?)', ['nested']));
      }),
    ).toBe(1);
    expect(store.all('SELECT v FROM t ORDER BY id').map((row) => row.v)).toEqual(['kept', 'nested']);
  });

  it('runs each migration once, also on a reopened file', async () => {
    const path = join(dir, 'migrate.sqlite');
    const first = await Store.open(path);
    first.migrate('m.v1', "CREATE TABLE m (v TEXT); INSERT INTO m VALUES ('seed');");
    first.close();
    const second = await Store.open(path);
    second.migrate('m.v1', "CREATE TABLE m (v TEXT); INSERT INTO m VALUES ('seed');");
    expect(second.all('SELECT v FROM m')).toEqual([{ v: 'seed' }]);
    expect(second.integrityCheck()).toBe('ok');
    second.close();
  });

  it('opens a store file the sql.js emulator wrote (a rollback-journal SQLite file) and keeps its rows', async () => {
    const path = join(dir, 'legacy.sqlite');
    const legacy = new Database(path);
    legacy.pragma('journal_mode = DELETE');
    legacy.exec(
      "CREATE TABLE _migrations (name TEXT PRIMARY KEY); INSERT INTO _migrations VALUES ('x.v1'); CREATE TABLE x (v TEXT); INSERT INTO x VALUES ('old');",
    );
    legacy.close();
    const store = await Store.open(path);
    store.migrate('x.v1', 'CREATE TABLE x (v TEXT)');
    expect(store.all('SELECT v FROM x')).toEqual([{ v: 'old' }]);
    store.close();
  });

  it('npm run emulator:reset removes the file and its WAL companions', async () => {
    const path = join(dir, 'reset.sqlite');
    const store = await Store.open(path);
    store.migrate('r.v1', 'CREATE TABLE r (v TEXT)');
    store.run("INSERT INTO r VALUES ('x')");
    expect(existsSync(`${path}-wal`)).toBe(true);
    store.close();
    execFileSync(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--reset'], {
      env: { ...process.env, EMULATOR_DB: path },
      stdio: 'pipe',
    });
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(existsSync(file)).toBe(false);
  });
});
