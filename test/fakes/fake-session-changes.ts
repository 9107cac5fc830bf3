import type { Subscribe } from '../../core/customer/shared-customer-data.use-case';

/** The customer session's changes as a test drives them: `change()` is a login or logout; counts who listens. */
export class FakeSessionChanges {
  private readonly listeners = new Set<() => void>();
  readonly subscribe: Subscribe = (listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  /** A login or logout: every listener hears of it. */
  change(): void {
    this.listeners.forEach((listener) => listener());
  }
  /** How many listen now. */
  get listening(): number {
    return this.listeners.size;
  }
}
