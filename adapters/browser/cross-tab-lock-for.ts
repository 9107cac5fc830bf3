import type { CrossTabLock } from '../../core/session/cross-tab-lock.port';
import { BroadcastChannelLock } from './broadcast-channel-lock';
import { WebLocksLock, type LockRequester } from './web-locks-lock';

/** What the choice needs of the window. */
export interface LockEnvironment {
  readonly locks?: LockRequester | undefined;
  readonly BroadcastChannel?: (new (name: string) => BroadcastChannel) | undefined;
}

/** The channel the fallback lock talks on. */
export const LOCK_CHANNEL = 'storefront.cross-tab-lock';

/** Web Locks where the browser has them; otherwise the BroadcastChannel fallback; otherwise a lock for this tab only. */
export const crossTabLockFor = (env: LockEnvironment): CrossTabLock => {
  if (env.locks && typeof env.locks.request === 'function') return new WebLocksLock(env.locks);
  if (env.BroadcastChannel) return new BroadcastChannelLock(new env.BroadcastChannel(LOCK_CHANNEL));
  // No other tab can be told: a lock over a bus nobody else hears still orders this tab's own tasks.
  return new BroadcastChannelLock({ postMessage: () => undefined, addEventListener: () => undefined }, { claimWindowMs: 0 });
};
