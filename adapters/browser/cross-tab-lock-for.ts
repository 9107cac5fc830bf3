import type { CrossTabLock } from '../../core/session/cross-tab-lock.port';
import { TabLock } from './tab-lock';
import { WebLocksLock, type LockRequester } from './web-locks-lock';

/** What the choice needs of the window. */
export interface LockEnvironment {
  readonly locks?: LockRequester | undefined;
}

/**
 * Web Locks (in every supported browser since 2022: README), otherwise a lock for this tab only. The hand-made
 * BroadcastChannel protocol that stood in for Web Locks is gone: its claim windows raced under load.
 */
export const crossTabLockFor = (env: LockEnvironment): CrossTabLock =>
  env.locks && typeof env.locks.request === 'function' ? new WebLocksLock(env.locks) : new TabLock();
