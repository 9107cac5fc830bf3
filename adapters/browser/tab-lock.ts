import * as TE from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { CrossTabLock, LockUnavailable } from '../../core/session/cross-tab-lock.port';

/**
 * A lock for this tab only, for a browser without Web Locks (none of the supported ones: README): tasks of one name
 * run one after another; other tabs cannot be told, so each tab may renew once.
 */
export class TabLock implements CrossTabLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  withLock<A>(name: string, task: Task<A>): TE.TaskEither<LockUnavailable, A> {
    return () => {
      const previous = this.tails.get(name) ?? Promise.resolve();
      const run = previous.then(
        () => task(),
        () => task(),
      );
      const tail = run.catch(() => undefined);
      this.tails.set(name, tail);
      void tail.then(() => {
        if (this.tails.get(name) === tail) this.tails.delete(name);
      });
      return TE.tryCatch(
        () => run,
        (error): LockUnavailable => ({ kind: 'LOCK_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) }),
      )();
    };
  }
}
