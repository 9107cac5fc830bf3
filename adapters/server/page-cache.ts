import type { Clock } from '../../core/shared/clock.port';
import { strongEtag } from './page-etag';

/** A rendered shared page, as the page cache keeps it. */
interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Uint8Array<ArrayBuffer>;
  /** How long the page cache keeps it (the caching policy's serverSeconds; 0: not kept). */
  readonly keepMs: number;
}

/** The bytes of answers whose body the entry holds already (kept pages): httpPolicy takes them instead of reading the body again. */
const knownBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();
/** The bytes of an answer made by `answerWith` (undefined for any other). */
export const knownBody = (response: Response): Uint8Array<ArrayBuffer> | undefined => knownBodies.get(response);
/** How long the page cache may keep a rendered answer (cache-policy.ts decided it; absent: not at all). */
const pageCacheMs = new WeakMap<Response, number>();

/** An answer with a body the entry holds as bytes (a rendered or kept page); `keepMs`: how long the page cache may keep it. */
export const answerWith = (body: Uint8Array<ArrayBuffer>, init: ResponseInit, keepMs = 0): Response => {
  const response = new Response(body, init);
  knownBodies.set(response, body);
  pageCacheMs.set(response, keepMs);
  return response;
};

/** How many pages the page cache keeps at most (the oldest kept goes first). */
const PAGE_CACHE_ENTRIES = 500;

/**
 * The server's page cache: a shared page rendered once per key for as long as the caching policy says
 * (SERVER_PAGE_CACHE_SECONDS for a whole page, never for a degraded one), so a burst of requests for one page costs one
 * render, on every runtime and with or without a CDN in front. The key is the policy's (cache-policy.ts: sharedPageKey);
 * concurrent requests for one key share one render, whether or not its answer is then kept. Only answers the policy
 * keeps take a place among the PAGE_CACHE_ENTRIES: a render it does not keep (a degraded page, a 404 of a made-up
 * path) never evicts a kept page, and a degraded render never replaces a whole one.
 */
export const createPageCache = (serverPageCacheMs: number, clock: Clock) => {
  const kept = new Map<string, { readonly page: CachedPage; readonly expires: number }>();
  const rendering = new Map<string, Promise<CachedPage>>();
  const renderOnce = (key: string, render: () => Promise<Response>): Promise<CachedPage> => {
    const pending = rendering.get(key);
    if (pending) return pending;
    const rendered = (async (): Promise<CachedPage> => {
      const response = await render();
      const body = new Uint8Array(await response.arrayBuffer());
      // The ETag is computed once per kept page, not once per answer (httpPolicy keeps a tag it finds).
      const etag: Array<[string, string]> = response.status === 200 ? [['ETag', await strongEtag(body)]] : [];
      return { status: response.status, headers: [...response.headers, ...etag], body, keepMs: pageCacheMs.get(response) ?? 0 };
    })();
    rendering.set(key, rendered);
    const settle = () => {
      if (rendering.get(key) === rendered) rendering.delete(key);
    };
    rendered.then((page) => {
      settle();
      if (page.keepMs <= 0) return;
      kept.delete(key);
      kept.set(key, { page, expires: clock.now() + page.keepMs });
      for (const oldest of kept.keys()) {
        if (kept.size <= PAGE_CACHE_ENTRIES) break;
        kept.delete(oldest);
      }
    }, settle);
    return rendered;
  };
  return {
    enabled: serverPageCacheMs > 0,
    async get(key: string, render: () => Promise<Response>): Promise<Response> {
      const entry = kept.get(key);
      if (entry && entry.expires <= clock.now()) kept.delete(key);
      const page = entry && entry.expires > clock.now() ? entry.page : await renderOnce(key, render);
      return answerWith(page.body, { status: page.status, headers: [...page.headers] });
    },
  };
};
