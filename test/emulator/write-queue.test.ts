// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from '../../emulator/store/store';
import { MAX_HELD_MS, WriteQueue } from '../../emulator/store/write-queue';

const busy = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* a write's CPU */
  }
};

describe('emulator write queue', () => {
  let store: Store;
  beforeEach(async () => {
    store = await Store.open(null);
    store.migrate('t.v1', 'CREATE TABLE t (n INTEGER NOT NULL)');
  });
  afterEach(() => {
    store.close();
  });
  const stored = () => store.all('SELECT n FROM t ORDER BY n').map((row) => Number(row.n));

  it('runs queued writes in order and answers each once its turn committed', async () => {
    const writes = new WriteQueue(store);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        writes.run(() => {
          store.run('INSERT INTO t (n) VALUES (?)', [n]);
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30]);
    expect(stored()).toEqual([1, 2, 3]);
  });

  it('rolls back a failing write alone and rejects only its caller', async () => {
    const writes = new WriteQueue(store);
    const outcomes = await Promise.allSettled([
      writes.run(() => store.run('INSERT INTO t (n) VALUES (1)')),
      writes.run(() => {
        store.run('INSERT INTO t (n) VALUES (2)');
        throw new Error('invalid');
      }),
      writes.run(() => store.run('INSERT INTO t (n) VALUES (3)')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored()).toEqual([1, 3]);
  });

  it('runs at most a few milliseconds of writes per turn, so other work gets the event loop in between', async () => {
    const writes = new WriteQueue(store, { turnMs: 4 });
    let ran = 0;
    const all = Array.from({ length: 30 }, () =>
      writes.run(() => {
        busy(1);
        ran += 1;
      }),
    );
    const afterFirstTurn = await new Promise<number>((resolve) => {
      setImmediate(() => resolve(ran));
    });
    expect(afterFirstTurn).toBeGreaterThanOrEqual(1);
    expect(afterFirstTurn).toBeLessThan(12);
    await Promise.all(all);
    expect(ran).toBe(30);
  });

  it('holds its turns while a page renders, and goes on after the release (or after the hold expires)', async () => {
    const writes = new WriteQueue(store);
    const release = writes.hold();
    let done = false;
    const write = writes.run(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await write;
    expect(done).toBe(true);
    writes.hold(30);
    const late = writes.run(() => 'ran');
    await expect(late).resolves.toBe('ran');
  });

  it('lets a write through after MAX_HELD_MS even while pages keep holding the turns', async () => {
    const writes = new WriteQueue(store);
    const started = performance.now();
    // Overlapping holds, as from a stream of pages: there is never a moment without one.
    const renewing = setInterval(() => {
      writes.hold(50);
    }, 10);
    writes.hold(50);
    try {
      await writes.run(() => store.run('INSERT INTO t (n) VALUES (1)'));
    } finally {
      clearInterval(renewing);
    }
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(MAX_HELD_MS - 5);
    expect(waited).toBeLessThan(MAX_HELD_MS + 500);
    expect(stored()).toEqual([1]);
  });
});
