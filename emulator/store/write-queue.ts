import type { Store } from './store';

interface Waiting {
  readonly work: () => unknown;
  /** When it was queued (performance.now()). */
  readonly queuedAt: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * How long one turn of queued writes may hold the event loop (ms) before reads and pages get their turn. Short: a
 * turn answers its writes at once, their clients come back at once on new connections, and Node takes those in one per
 * round, so a page's connection waits behind a whole turn's worth of them (4 ms turns: GET / p99 38–62 ms under 50
 * sign-ups; 1 ms turns, in the same runs: 34–46 ms, for about a quarter fewer sign-ups per second).
 */
export const WRITE_TURN_MS = 1;
/** Rounds a turn waits at most for the accept queue to empty, so a stream of new connections cannot stop the writes. */
const MAX_ROUNDS_WAITED = 64;
/** How long pages may hold back a queued write at most (ms), so a stream of pages cannot stop the writes either. */
export const MAX_HELD_MS = 200;

/** Options of a write queue. */
export interface WriteQueueOptions {
  readonly turnMs?: number;
  /** Whether a connection was accepted since the last call (the HTTP server's accept queue was not empty). */
  readonly connectionsWaiting?: () => boolean;
}

/**
 * The store work of state-changing requests (sign-ups and the like), run in short turns between the event loop's
 * rounds of I/O instead of inside them, so a page or a read never waits behind a crowd of writes (issue 13: GET / p99
 * 120–630 ms with 50 sign-ups in flight).
 *
 * Node's event loop (libuv ≥ 1.45) accepts one new connection per round. If rounds kept completing sign-ups while
 * connections wait to be accepted, the clients reconnecting for their next sign-up would queue in the kernel's accept
 * queue, and a new visitor's connection would wait behind all of them, one round each. So a turn waits for a round
 * in which no connection was accepted (the accept queue is empty; `connectionsWaiting` tells), at most
 * MAX_ROUNDS_WAITED rounds: connections are taken in before more writes complete, the backlog waits here instead,
 * and reads and pages pass it.
 *
 * A turn runs queued work for at most WRITE_TURN_MS, each piece in its own savepoint (a throwing one is rolled back
 * alone), all in one transaction committed once before any of them is answered: an acknowledged write still survives
 * kill -9, and n writes cost one commit.
 */
export class WriteQueue {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  private holds = 0;

  private readonly turnMs: number;
  private readonly connectionsWaiting: () => boolean;

  constructor(
    private readonly store: Store,
    options: WriteQueueOptions = {},
  ) {
    this.turnMs = options.turnMs ?? WRITE_TURN_MS;
    this.connectionsWaiting = options.connectionsWaiting ?? (() => false);
  }

  /** Runs `work` (synchronous) in a coming turn; resolves with its result once the turn has committed. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, queuedAt: performance.now(), resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Holds the turns while a page renders (pages first): the CPU the writes would take goes to the page, and the
   * clients waiting for their writes wait a little longer. Returns the release; a hold ends by itself after
   * `maxMs`, and a write held back for MAX_HELD_MS runs anyway, so pages that never finish, or never stop coming,
   * cannot stop the writes.
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

  /** Runs the next turn in a coming round of the event loop (setImmediate: after that round's I/O) with no new connection. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    let rounds = 0;
    const wait = (): void => {
      rounds += 1;
      if (this.connectionsWaiting() && rounds < MAX_ROUNDS_WAITED) setImmediate(wait);
      else this.turn();
    };
    setImmediate(wait);
  }

  private readonly turn = (): void => {
    this.scheduled = false;
    const oldest = this.waiting[0];
    if (!oldest) return;
    if (this.holds > 0) {
      // The release schedules the next turn; a write held back too long gets one anyway.
      const overdueIn = oldest.queuedAt + MAX_HELD_MS - performance.now();
      if (overdueIn > 0) {
        setTimeout(() => {
          this.schedule();
        }, overdueIn).unref();
        return;
      }
    }
    const started = performance.now();
    const done: Array<{ waiting: Waiting; ok: boolean; value: unknown }> = [];
    try {
      this.store.transaction(() => {
        while (this.waiting.length > 0 && (done.length === 0 || performance.now() - started < this.turnMs)) {
          const waiting = this.waiting.shift() as Waiting;
          try {
            done.push({ waiting, ok: true, value: this.store.transaction(waiting.work) });
          } catch (error) {
            done.push({ waiting, ok: false, value: error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of this turn was stored.
      for (const { waiting } of done) waiting.reject(error);
      done.splice(0);
    }
    for (const { waiting, ok, value } of done) (ok ? waiting.resolve : waiting.reject)(value);
    if (this.waiting.length > 0) this.schedule();
  };
}
