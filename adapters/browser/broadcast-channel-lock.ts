import * as TE from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { CrossTabLock, LockUnavailable } from '../../core/session/cross-tab-lock.port';

/** What this adapter needs of a BroadcastChannel. */
export type MessageBus = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;

/** Tuning and seams for tests. */
export interface BroadcastLockOptions {
  /** How long a claimant listens for rival claims before it takes the lock. */
  readonly claimWindowMs?: number;
  /** A holder not heard of for this long (a closed tab) no longer blocks anyone. */
  readonly staleAfterMs?: number;
  readonly newId?: () => string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

interface LockMessage { readonly type: 'claim' | 'held' | 'released'; readonly name: string; readonly id: string }

const isLockMessage = (data: unknown): data is LockMessage => {
  const m = data as Partial<LockMessage> | null;
  return typeof m === 'object' && m !== null && (m.type === 'claim' || m.type === 'held' || m.type === 'released')
    && typeof m.name === 'string' && typeof m.id === 'string';
};

/**
 * The fallback cross-tab lock where the Web Locks API is missing: tabs announce a claim on a BroadcastChannel, listen
 * for rival claims for a short window (the lowest id wins), and announce when they hold and release the lock.
 * Best effort, not a consensus protocol: the caller re-reads the cookie under the lock, so a rare overlap is harmless.
 */
export class BroadcastChannelLock implements CrossTabLock {
  private readonly holders = new Map<string, { id: string; seenAt: number }>();
  private readonly rivals = new Map<string, Set<string>>();
  private readonly mine = new Map<string, string>();
  private readonly waiters = new Set<() => void>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly claimWindowMs: number;
  private readonly staleAfterMs: number;
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly bus: MessageBus, options: BroadcastLockOptions = {}) {
    this.claimWindowMs = options.claimWindowMs ?? 60;
    this.staleAfterMs = options.staleAfterMs ?? 20_000;
    this.newId = options.newId ?? (() => `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`);
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => { setTimeout(resolve, ms); }));
    bus.addEventListener('message', (event) => this.receive((event as MessageEvent).data));
  }

  withLock<A>(name: string, task: Task<A>): TE.TaskEither<LockUnavailable, A> {
    return TE.tryCatch(
      () => this.inTabQueue(name, () => this.acquireAndRun(name, task)),
      (error): LockUnavailable => ({ kind: 'LOCK_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  /** Tasks of one tab run one after another without asking the others twice. */
  private inTabQueue<A>(name: string, run: () => Promise<A>): Promise<A> {
    const previous = this.queues.get(name) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(name, next.catch(() => undefined));
    return next;
  }

  private async acquireAndRun<A>(name: string, task: Task<A>): Promise<A> {
    const id = await this.acquire(name);
    try { return await task(); } finally {
      this.mine.delete(name);
      this.bus.postMessage({ type: 'released', name, id } satisfies LockMessage);
    }
  }

  private async acquire(name: string): Promise<string> {
    for (;;) {
      await this.whileHeldByOthers(name);
      const id = this.newId();
      const seen = new Set<string>();
      this.rivals.set(name, seen);
      this.bus.postMessage({ type: 'claim', name, id } satisfies LockMessage);
      await this.sleep(this.claimWindowMs);
      this.rivals.delete(name);
      if (!this.heldByOthers(name) && ![...seen].some((rival) => rival < id)) {
        this.mine.set(name, id);
        this.bus.postMessage({ type: 'held', name, id } satisfies LockMessage);
        return id;
      }
      await this.sleep(this.claimWindowMs * (0.5 + Math.random()));
    }
  }

  private heldByOthers(name: string): boolean {
    const holder = this.holders.get(name);
    if (holder && this.now() - holder.seenAt > this.staleAfterMs) this.holders.delete(name);
    return this.holders.has(name);
  }

  private async whileHeldByOthers(name: string): Promise<void> {
    while (this.heldByOthers(name)) {
      await Promise.race([new Promise<void>((resolve) => this.waiters.add(resolve)), this.sleep(this.staleAfterMs)]);
    }
  }

  private receive(data: unknown): void {
    if (!isLockMessage(data)) return;
    if (data.type === 'claim') {
      this.rivals.get(data.name)?.add(data.id);
      const held = this.mine.get(data.name);
      if (held) this.bus.postMessage({ type: 'held', name: data.name, id: held } satisfies LockMessage);
    } else if (data.type === 'held') {
      this.holders.set(data.name, { id: data.id, seenAt: this.now() });
    } else if (this.holders.get(data.name)?.id === data.id) {
      this.holders.delete(data.name);
      const woken = [...this.waiters];
      this.waiters.clear();
      woken.forEach((wake) => wake());
    }
  }
}
