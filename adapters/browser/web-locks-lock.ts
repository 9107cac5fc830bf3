import * as TE from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { CrossTabLock, LockUnavailable } from '../../core/session/cross-tab-lock.port';

/** What this adapter needs of navigator.locks. */
export type LockRequester = Pick<LockManager, 'request'>;

/** The cross-tab lock over the Web Locks API (as auth0-spa-js guards its token refresh): exclusive, queued per name. */
export class WebLocksLock implements CrossTabLock {
  constructor(private readonly locks: LockRequester) {}
  withLock<A>(name: string, task: Task<A>): TE.TaskEither<LockUnavailable, A> {
    return TE.tryCatch(
      // Cast: LockManager.request is typed Promise<any>; it resolves to what the callback returned, an A.
      () => this.locks.request(name, { mode: 'exclusive' }, () => task()) as Promise<A>,
      (error): LockUnavailable => ({ kind: 'LOCK_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) }),
    );
  }
}
