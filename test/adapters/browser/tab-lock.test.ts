import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { crossTabLockFor } from '../../../adapters/browser/cross-tab-lock-for';
import { TabLock } from '../../../adapters/browser/tab-lock';
import { WebLocksLock } from '../../../adapters/browser/web-locks-lock';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the lock for a browser without Web Locks (this tab only)', () => {
  it('runs the tasks of one name one after another, each to its end', async () => {
    const lock = new TabLock();
    let inside = 0;
    let most = 0;
    const task = (index: number) => async () => {
      inside += 1;
      most = Math.max(most, inside);
      await pause(5);
      inside -= 1;
      return index;
    };
    const results = await Promise.all([0, 1, 2].map((index) => lock.withLock('renew', task(index))()));
    expect(results).toEqual([E.right(0), E.right(1), E.right(2)]);
    expect(most).toBe(1);
  });

  it('frees the lock when a task fails, and reports the failure', async () => {
    const lock = new TabLock();
    const failing = await lock.withLock('x', () => Promise.reject(new Error('boom')))();
    expect(failing).toEqual(E.left({ kind: 'LOCK_UNAVAILABLE', message: 'boom' }));
    expect(await lock.withLock('x', async () => 'next')()).toEqual(E.right('next'));
  });

  it('is chosen only where the browser has no Web Locks', () => {
    expect(crossTabLockFor({ locks: { request: async () => undefined } as never })).toBeInstanceOf(WebLocksLock);
    expect(crossTabLockFor({})).toBeInstanceOf(TabLock);
  });
});
