import type { Clock } from '../../core/shared/clock.port';

/** The server's clock. */
export class ServerClock implements Clock {
  now(): number {
    return Date.now();
  }
}
