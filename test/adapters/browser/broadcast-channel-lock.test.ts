// @vitest-environment node
import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastChannelLock } from '../../../adapters/browser/broadcast-channel-lock';
import { crossTabLockFor } from '../../../adapters/browser/cross-tab-lock-for';
import { WebLocksLock } from '../../../adapters/browser/web-locks-lock';

const channels: BroadcastChannel[] = [];
const aTab = () => {
  const channel = new BroadcastChannel(`test-lock-${process.pid}`);
  channels.push(channel);
  return new BroadcastChannelLock(channel, { claimWindowMs: 25 });
};
afterEach(() => { channels.splice(0).forEach((channel) => channel.close()); });

const pause = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

describe('BroadcastChannel fallback lock', () => {
  it('lets only one of several tabs hold the lock at a time, and every task runs', async () => {
    const tabs = [aTab(), aTab(), aTab()];
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(tabs.map((lock, index) => lock.withLock('renew', async () => {
      inside += 1;
      most = Math.max(most, inside);
      await pause(30);
      order.push(index);
      inside -= 1;
      return index;
    })()));
    expect(results).toEqual([E.right(0), E.right(1), E.right(2)]);
    expect(most).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2]);
  });

  it('queues the tasks of one tab', async () => {
    const lock = aTab();
    let inside = 0;
    let most = 0;
    const task = async () => { inside += 1; most = Math.max(most, inside); await pause(5); inside -= 1; };
    await Promise.all([lock.withLock('x', task)(), lock.withLock('x', task)()]);
    expect(most).toBe(1);
  });

  it('gives the lock free when the holding tab ends its task with an error', async () => {
    const [first, second] = [aTab(), aTab()];
    const failing = first.withLock('x', () => Promise.reject(new Error('boom')))();
    expect(E.isLeft(await failing)).toBe(true);
    expect(await second.withLock('x', async () => 'ran')()).toEqual(E.right('ran'));
  });
});

describe('choosing the cross-tab lock', () => {
  it('uses Web Locks where they exist, else the BroadcastChannel fallback, else a lock of this tab alone', async () => {
    const locks = { request: (_name: string, _options: unknown, callback: () => Promise<unknown>) => callback() } as never;
    expect(crossTabLockFor({ locks, BroadcastChannel })).toBeInstanceOf(WebLocksLock);
    const fallback = crossTabLockFor({ locks: undefined, BroadcastChannel });
    expect(fallback).toBeInstanceOf(BroadcastChannelLock);
    expect(await crossTabLockFor({}).withLock('x', async () => 1)()).toEqual(E.right(1));
    (fallback as unknown as { bus: BroadcastChannel }).bus.close();
  });
});

describe('Web Locks lock', () => {
  it('runs the task inside an exclusive request of that name and hands back its result', async () => {
    const requests: Array<[string, unknown]> = [];
    const locks = { request: async (name: string, options: unknown, callback: () => Promise<unknown>) => { requests.push([name, options]); return callback(); } };
    expect(await new WebLocksLock(locks as never).withLock('renew', async () => 'done')()).toEqual(E.right('done'));
    expect(requests).toEqual([['renew', { mode: 'exclusive' }]]);
  });

  it('turns a failing request into LOCK_UNAVAILABLE', async () => {
    const locks = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    expect(await new WebLocksLock(locks as never).withLock('renew', async () => 'done')()).toEqual(E.left({ kind: 'LOCK_UNAVAILABLE', message: 'denied' }));
  });
});
