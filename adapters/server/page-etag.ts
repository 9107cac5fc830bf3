/** The part of `node:crypto` a page's validator needs. */
interface SyncHashing {
  createHash(algorithm: 'sha1'): { update(bytes: Uint8Array): { digest(encoding: 'hex'): string } };
}

/**
 * The runtime's synchronous SHA-1, where it has one: Node (20.16+), Bun and Deno expose `node:crypto` through
 * `process.getBuiltinModule`, so the bundle imports no Node built-in and still runs where there is none.
 */
const syncHashing = ((): SyncHashing | undefined => {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    const crypto = runtime?.getBuiltinModule?.('node:crypto') as Partial<SyncHashing> | undefined;
    return typeof crypto?.createHash === 'function' ? (crypto as SyncHashing) : undefined;
  } catch {
    return undefined;
  }
})();

const hex = (digest: ArrayBuffer): string => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A page's strong validator: the SHA-1 of its bytes, quoted (RFC 9110 8.8.3). Computed in one synchronous call where the
 * runtime allows: Web Crypto's digest is asynchronous, a round trip through a thread pool that, on a busy machine,
 * waits for a core (GET / p99 24 → 17 ms with two cores busy), and Hono's etag middleware makes one per 4 kB chunk.
 * Elsewhere (edge runtimes) Web Crypto, once per page.
 */
export const strongEtag = async (bytes: Uint8Array<ArrayBuffer>, hashing: SyncHashing | undefined = syncHashing): Promise<string> =>
  `"${hashing ? hashing.createHash('sha1').update(bytes).digest('hex') : hex(await crypto.subtle.digest('SHA-1', bytes))}"`;
