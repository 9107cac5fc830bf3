/**
 * A record with one entry per key, each value made from its key: the typed form of `Object.fromEntries`, which
 * TypeScript types as `{ [k: string]: V }` whatever the keys. The one place that widening is narrowed back.
 */
export const keyedRecord = <K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> =>
  // Every key of K is in `keys`, so every key has its entry.
  Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
