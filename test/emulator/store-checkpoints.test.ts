// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextRound } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startCheckpointer } from '../../emulator/store/checkpointer';
import { Store } from '../../emulator/store/store';

const dir = mkdtempSync(join(tmpdir(), 'emulator-checkpoints-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const ROW = 'x'.repeat(2000);
const fileSize = (path: string): number => (existsSync(path) ? statSync(path).size : 0);
const until = async (condition: () => boolean, ms = 5000): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10));
  return condition();
};

describe('emulator store checkpoints (on their own thread)', () => {
  it('never checkpoints inside a commit: 6 MB of commits stay in the log until the thread copies them', async () => {
    const path = join(dir, 'no-commit-checkpoint.sqlite');
    // The thread's first checkpoint is a minute away: whatever reaches the file before then, a commit put there.
    const store = await Store.open(path, { intervalMs: 60_000 });
    store.migrate('t.v1', 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const before = fileSize(path);
    // 3,000 commits of 2 kB: SQLite's automatic checkpoint (every 1,000 log pages) would have run in some of them.
    for (let i = 0; i < 3000; i += 1) store.transaction(() => store.run('INSERT INTO t (v) VALUES (?)', [ROW]));
    expect(fileSize(`${path}-wal`)).toBeGreaterThan(6_000_000);
    expect(fileSize(path)).toBe(before);
    expect(store.get('SELECT count(*) AS n FROM t')).toEqual({ n: 3000 });
    store.close();
    // Closing checkpoints the rest: the rows are in the file.
    expect(fileSize(path)).toBeGreaterThan(6_000_000);
  });

  it('copies the log into the file on its thread while the emulator goes on', async () => {
    const path = join(dir, 'thread-checkpoint.sqlite');
    const store = await Store.open(path, { intervalMs: 20 });
    store.migrate('t.v1', 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    store.transaction(() => {
      for (let i = 0; i < 1000; i += 1) store.run('INSERT INTO t (v) VALUES (?)', [ROW]);
    });
    expect(await until(() => fileSize(path) > 2_000_000)).toBe(true);
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });

  it('keeps the log bounded under a steady write load: it holds the queued writes a moment and the log starts again', async () => {
    const path = join(dir, 'bounded.sqlite');
    const restartAtFrames = 300;
    const store = await Store.open(path, { intervalMs: 5, restartAtFrames });
    let held = 0;
    let holds = 0;
    store.holdWritesWith(() => {
      held += 1;
      holds += 1;
      return () => {
        held -= 1;
      };
    });
    store.migrate('t.v1', 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    // About 48 MB of commits, 40 kB each, one per round of the event loop (a queue's turn), none while held.
    let written = 0;
    while (written < 1200) {
      await nextRound();
      if (held > 0) continue;
      store.transaction(() => {
        for (let i = 0; i < 20; i += 1) store.run('INSERT INTO t (v) VALUES (?)', [ROW]);
      });
      written += 1;
    }
    expect(holds).toBeGreaterThan(0);
    // Without a restart the log would hold all 48 MB; it is reused from its start instead (measured: 5–8 MB).
    expect(fileSize(`${path}-wal`)).toBeLessThan(16_000_000);
    expect(store.get('SELECT count(*) AS n FROM t')).toEqual({ n: 24_000 });
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });

  it('reports a thread that cannot open the file, so the store checkpoints as SQLite does by default', async () => {
    const reasons: string[] = [];
    await startCheckpointer(join(dir, 'no-such-folder', 'store.sqlite'), {
      holdWrites: () => () => undefined,
      onFailure: (why) => reasons.push(why),
    });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/checkpoint thread failed: .*(unable to open|directory does not exist)/i);
  });
});
