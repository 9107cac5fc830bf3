import type { Clock } from '../../core/shared/clock.port';

/**
 * A per-key cache with a time to live and request coalescing: while a value loads, every caller for the same key
 * waits for that one load. Used by the server for footer content, so a burst of page requests makes one call per
 * storefront. `ttlFor` lets a failure be kept for less time than content.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { readonly value: Promise<V>; expires: number }>();

  constructor(private readonly clock: Clock, private readonly ttlFor: (value: V) => number) {}

  /** The cached value for `key`, or the result of `load` (shared by concurrent callers). `load` must not reject. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    const entry = { value: load(), expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    void entry.value.then((value) => { entry.expires = this.clock.now() + this.ttlFor(value); });
    return entry.value;
  }
}
