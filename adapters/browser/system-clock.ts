import type { Clock } from '../../core/shared/clock.port';

/** The real clock. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
