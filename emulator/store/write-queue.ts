import type { Store } from './store';

interface Waiting {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** How long one turn of queued writes may hold the event loop (ms) before reads and pages get their turn. */
export const WRITE_TURN_MS = 4;

/**
 * The store work of state-changing requests (sign-ups and the like), run in short turns between the event loop's
 * rounds of I/O instead of inside them, so a page or a read never waits behind a crowd of writes (issue 13: GET / p99
 * 120–630 ms with 50 sign-ups in flight).
 *
 * Node's event loop (libuv ≥ 1.45) accepts one new connection per round. If each round also completed several
 * sign-ups, clients that reconnect for their next sign-up would arrive faster than they are accepted and queue in the
 * kernel's accept queue, and a new visitor's connection would wait behind all of them (one round each). So a turn
 * that completed n writes is followed by n + 1 rounds without one: connections are accepted faster than writes
 * complete, the backlog waits here instead, and reads and pages pass it.
 *
 * A turn runs queued work for at most WRITE_TURN_MS, each piece in its own savepoint (a throwing one is rolled back
 * alone), all in one transaction committed once before any of them is answered: an acknowledged write still survives
 * kill -9, and n writes cost one commit.
 */
export class WriteQueue {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  private holds = 0;

  constructor(private readonly store: Store, private readonly turnMs = WRITE_TURN_MS) {}

  /** Runs `work` (synchronous) in a coming turn; resolves with its result once the turn has committed. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Holds the turns while a page renders (pages first): the CPU the writes would take goes to the page, and the
   * clients waiting for their writes wait a little longer. Returns the release; a hold ends by itself after
   * `maxMs`, so a page that never finishes cannot stop the writes.
   */
  hold(maxMs = 250): () => void {
    this.holds += 1;
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      this.holds -= 1;
      if (this.holds === 0 && this.waiting.length > 0) this.schedule();
    };
    const timer = setTimeout(release, maxMs);
    timer.unref();
    return release;
  }

  /** Runs the next turn after `rounds` rounds of the event loop (setImmediate: after that round's I/O). */
  private schedule(rounds = 1): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = (left: number): void => { setImmediate(left <= 1 ? this.turn : () => wait(left - 1)); };
    wait(rounds);
  }

  private readonly turn = (): void => {
    this.scheduled = false;
    if (this.holds > 0) return; // the release schedules the next turn
    const started = performance.now();
    const done: Array<{ waiting: Waiting; ok: boolean; value: unknown }> = [];
    try {
      this.store.transaction(() => {
        while (this.waiting.length > 0 && (done.length === 0 || performance.now() - started < this.turnMs)) {
          const waiting = this.waiting.shift() as Waiting;
          try { done.push({ waiting, ok: true, value: this.store.transaction(waiting.work) }); }
          catch (error) { done.push({ waiting, ok: false, value: error }); }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of this turn was stored.
      for (const { waiting } of done) waiting.reject(error);
      done.splice(0);
    }
    for (const { waiting, ok, value } of done) (ok ? waiting.resolve : waiting.reject)(value);
    if (this.waiting.length > 0) this.schedule(done.length + 1);
  };
}
