import type { Clock } from '../../core/shared/clock.port';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 22, 10, 0, 0)) {}
  now(): number {
    return this.current;
  }
  /** Moves time forward. */
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
