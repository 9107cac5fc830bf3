import type { Task } from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';

/** The lock could not be taken (no lock mechanism, or it failed); the task did not run. */
export interface LockUnavailable {
  readonly kind: 'LOCK_UNAVAILABLE';
  readonly message: string;
}

/** A lock shared by every tab of the shop on this origin, so that only one tab at a time runs a task of that name. */
export interface CrossTabLock {
  /** Runs the task while holding the named lock; other tabs asking for it wait until the task has finished. */
  withLock<A>(name: string, task: Task<A>): TaskEither<LockUnavailable, A>;
}
