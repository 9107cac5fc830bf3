import type { Clock } from '../../core/shared/clock.port';

/**
 * A per-key cache with a time to live, a size bound and request coalescing: while a value loads, every caller for
 * the same key waits for that one load. The server keeps footer content (one promotion call per storefront for a
 * burst of page requests) and anonymous pages in it. `ttlFor` lets a failure be kept for less time than content; a
 * load that rejects is forgotten at once. Past `maxEntries`, the oldest entry goes first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { readonly value: Promise<V>; expires: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlFor: (value: V) => number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached value for `key`, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    this.entries.delete(key);
    const entry = { value: load(), expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    entry.value.then(
      (value) => {
        entry.expires = this.clock.now() + this.ttlFor(value);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }
}
