import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { ActivityMonitor } from '../../core/session/activity-monitor.port';
import type { CrossTabLock, LockUnavailable } from '../../core/session/cross-tab-lock.port';
import type { LookMonitor } from '../../core/session/look-monitor.port';
import type { PageVisibility } from '../../core/session/page-visibility.port';
import type { Credentials, ServiceReply, SessionGateway } from '../../core/session/session-gateway.port';
import { isSuccessStatus } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import type { Timer } from '../../core/session/timer.port';
import type { FakeClock } from './fake-clock';

/** Lets every pending promise callback run (several rounds, for chained awaits). */
export const flushPromises = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** One-shot timers driven by a FakeClock: advance() moves time and fires what falls due, in order. */
export class FakeTimer implements Timer {
  private tasks: Array<{ at: number; task: () => void; id: number }> = [];
  private nextId = 0;
  constructor(private readonly clock: FakeClock) {}
  after(delayMs: number, task: () => void): () => void {
    const id = (this.nextId += 1);
    this.tasks.push({ at: this.clock.now() + delayMs, task, id });
    return () => {
      this.tasks = this.tasks.filter((entry) => entry.id !== id);
    };
  }
  /** How many timers are waiting. */
  pending(): number {
    return this.tasks.length;
  }
  /** Delays of the waiting timers from now. */
  delays(): number[] {
    return this.tasks.map((entry) => entry.at - this.clock.now());
  }
  /** Moves time forward by ms, firing each timer at its moment and letting its async work settle. */
  async advance(ms: number): Promise<void> {
    const end = this.clock.now() + ms;
    for (;;) {
      const due = [...this.tasks].sort((a, b) => a.at - b.at)[0];
      if (!due || due.at > end) break;
      this.tasks = this.tasks.filter((entry) => entry.id !== due.id);
      this.clock.set(Math.max(this.clock.now(), due.at));
      due.task();
      await flushPromises();
    }
    this.clock.set(end);
    await flushPromises();
  }
}

/** Activity the test makes happen. */
export class FakeActivity implements ActivityMonitor {
  private readonly listeners = new Set<() => void>();
  onActivity(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  /** The user clicks, types, scrolls or touches. */
  act(): void {
    this.listeners.forEach((listener) => listener());
  }
  /** Listeners still attached. */
  listenerCount(): number {
    return this.listeners.size;
  }
}

/** Visibility the test switches. */
export class FakeVisibility implements PageVisibility {
  private readonly listeners = new Set<(visible: boolean) => void>();
  constructor(private visible = true) {}
  isVisible(): boolean {
    return this.visible;
  }
  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  /** Shows or hides the tab. */
  set(visible: boolean): void {
    this.visible = visible;
    this.listeners.forEach((listener) => listener(visible));
  }
}

/** Looks the test makes (look()); in a DOM test the DOM's own looks come through `from` (the browser adapter). */
export class FakeLooks implements LookMonitor {
  private readonly listeners = new Set<() => void>();
  constructor(private readonly from?: LookMonitor) {}
  onLook(listener: () => void): () => void {
    this.listeners.add(listener);
    const removeFrom = this.from?.onLook(listener);
    return () => {
      this.listeners.delete(listener);
      removeFrom?.();
    };
  }
  /** The shopper looks at the page again. */
  look(): void {
    this.listeners.forEach((listener) => listener());
  }
}

/** An in-memory exclusive lock: share one instance between fake tabs to play one browser. */
export class MemoryLock implements CrossTabLock {
  private readonly chains = new Map<string, Promise<unknown>>();
  unavailable = false;
  acquisitions = 0;
  withLock<A>(name: string, task: Task<A>): TE.TaskEither<LockUnavailable, A> {
    return async () => {
      if (this.unavailable) return E.left({ kind: 'LOCK_UNAVAILABLE', message: 'no locks in this test' });
      const previous = this.chains.get(name) ?? Promise.resolve();
      const run = previous.then(async () => {
        this.acquisitions += 1;
        return task();
      });
      this.chains.set(
        name,
        run.catch(() => undefined),
      );
      return E.right(await run);
    };
  }
}

/** What the service answers: any status (a non-2xx one reaches the core as a STATUS failure, as requestJson makes it), or a failure. */
type Reply = ServiceReply | HttpFailure;
type CallName = 'logIn' | 'renewLoginToken' | 'fetchLongTermToken' | 'logOut';

/** A login service that answers what the test says and records every call; `effects` play the server's Set-Cookie. */
export class FakeSessionGateway implements SessionGateway {
  readonly calls: Array<{ name: CallName; credentials?: Credentials }> = [];
  readonly replies: Record<CallName, Reply> = {
    logIn: { status: 200 },
    renewLoginToken: { status: 201 },
    fetchLongTermToken: { status: 200 },
    logOut: { status: 200 },
  };
  readonly effects: Partial<Record<CallName, () => void>> = {};
  logIn(credentials: Credentials) {
    return this.answer('logIn', credentials);
  }
  renewLoginToken() {
    return this.answer('renewLoginToken');
  }
  fetchLongTermToken() {
    return this.answer('fetchLongTermToken');
  }
  logOut() {
    return this.answer('logOut');
  }
  /** How many times a call was made. */
  count(name: CallName): number {
    return this.calls.filter((call) => call.name === name).length;
  }
  private answer(name: CallName, credentials?: Credentials): TE.TaskEither<HttpFailure, ServiceReply> {
    return async () => {
      this.calls.push(credentials ? { name, credentials } : { name });
      await Promise.resolve();
      const reply = this.replies[name];
      if ('kind' in reply) return E.left(reply);
      this.effects[name]?.();
      return isSuccessStatus(reply.status) ? E.right(reply) : E.left({ kind: 'STATUS', status: reply.status });
    };
  }
}

/** A token cookie value as the login service writes it: base64url JSON payload, a dot, a secret. */
export const aTokenCookie = (payload: Record<string, unknown>, secret = 'S3cr3tS3cr3tS3cr3tS3cr3t'): string =>
  `${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}.${secret}`;

/** A LoginToken whose renew time and expiry lie the given seconds from nowMs. */
export const aLoginToken = (nowMs: number, renInSeconds: number, expInSeconds: number, lid: string | undefined = 'lid-1'): string =>
  aTokenCookie({ ren: nowMs / 1000 + renInSeconds, exp: nowMs / 1000 + expInSeconds, ...(lid === undefined ? {} : { lid }) });
