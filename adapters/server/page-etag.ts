import { runtimeBuiltin } from './runtime-builtin';

/** The part of `node:crypto` a page's validator needs. */
export interface SyncHashing {
  createHash(algorithm: 'sha1'): { update(bytes: Uint8Array): { digest(encoding: 'hex'): string } };
}

/** The runtime's synchronous SHA-1, where it has one (runtime-builtin.ts). */
const syncHashing = runtimeBuiltin<SyncHashing>('node:crypto', (crypto) => typeof crypto.createHash === 'function') ?? null;

const hex = (digest: ArrayBuffer): string => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A page's strong validator: the SHA-1 of its bytes, quoted (RFC 9110 8.8.3). Computed in one synchronous call where the
 * runtime allows: Web Crypto's digest is asynchronous, a round trip through a thread pool that, on a busy machine,
 * waits for a core (GET / p99 24 → 17 ms with two cores busy).
 * Elsewhere (edge runtimes) Web Crypto, once per page.
 */
export const strongEtag = async (bytes: Uint8Array<ArrayBuffer>, hashing: SyncHashing | null = syncHashing): Promise<string> =>
  `"${hashing ? hashing.createHash('sha1').update(bytes).digest('hex') : hex(await crypto.subtle.digest('SHA-1', bytes))}"`;

/** If-None-Match against an ETag, weak comparison (RFC 9110 13.1.2): `*`, or any listed tag with the same opaque value. */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
};
