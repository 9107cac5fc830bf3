import type { Context, MiddlewareHandler } from 'hono';
import { acceptsGzip, gzipBytes } from '../../adapters/server/page-compression';
import { strongEtag } from '../../adapters/server/page-etag';
import type { Clock } from '../../core/shared/clock.port';
import type { ServerConfig } from './server-config';

/** Strict CSP for pages: scripts from 'self' only, no eval (the page state is JSON data); the one inline script, the early event contract, is added by its hash (storefront-app.ts). */
export const PAGE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const REFUSALS = { 400: 'Bad request.', 404: 'Not found.', 405: 'Method not allowed.', 413: 'The form is too large.' } as const;

/** A refusal of bad input: a status and a generic body, nothing of the request or the server's internals in it. */
export const refusal = (status: keyof typeof REFUSALS, extra: Record<string, string> = {}): Response =>
  new Response(REFUSALS[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

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
export const createPageCache = (config: ServerConfig, clock: Clock) => {
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
    enabled: config.serverPageCacheMs > 0,
    async get(key: string, render: () => Promise<Response>): Promise<Response> {
      const entry = kept.get(key);
      if (entry && entry.expires <= clock.now()) kept.delete(key);
      const page = entry && entry.expires > clock.now() ? entry.page : await renderOnce(key, render);
      return answerWith(page.body, { status: page.status, headers: [...page.headers] });
    },
  };
};

/**
 * HTTP validation and encoding, one mechanism each, for every answer the entry makes: a strong ETag (SHA-1 of the bytes)
 * on a complete 200 answer, 304 for a matching If-None-Match, and gzip when the client accepts it (in one synchronous
 * call where the runtime has node:zlib, else a CompressionStream). A CDN in front revalidates and compresses with the
 * same headers.
 */
export const httpPolicy = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  const method = c.req.method;
  // A body the entry holds is taken as it is: reading `body` would make Node's lightweight answer a full one first.
  const known = knownBodies.get(response);
  if ((method !== 'GET' && method !== 'HEAD' && method !== 'POST') || response.status !== 200 || (!known && !response.body)) return;
  const headers = new Headers(response.headers);
  const bytes = known ?? new Uint8Array(await response.arrayBuffer());
  if (method !== 'POST' && !headers.has('ETag')) headers.set('ETag', await strongEtag(bytes));
  const etag = headers.get('ETag');
  if (etag && matches(c.req.header('If-None-Match'), etag)) {
    for (const name of ['Content-Type', 'Content-Length']) headers.delete(name);
    replace(c, new Response(null, { status: 304, headers }));
    return;
  }
  const compressible = /^(text\/|application\/(xml|json))/i.test(headers.get('Content-Type') ?? '') && bytes.byteLength >= 1024;
  if (compressible) addVary(headers, 'Accept-Encoding');
  if (!compressible || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    replace(c, new Response(bytes, { status: 200, headers }));
    return;
  }
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  // Workers runtimes (workerd) compress a body themselves when its Content-Encoding names a coding, unless the answer
  // says its body is encoded already; other runtimes ignore the extra field.
  const encoded: ResponseInit & { readonly encodeBody: 'manual' } = { status: 200, headers, encodeBody: 'manual' };
  replace(c, new Response(await gzipBytes(bytes), encoded));
};

/** Replaces the answer whole: Hono's setter would lay the old answer's headers (Vary, ETag) over the new one's. */
const replace = (c: Context, response: Response): void => {
  c.res = undefined;
  c.res = response;
};

/** If-None-Match against an ETag, weak comparison (RFC 9110 13.1.2): `*`, or any listed tag with the same opaque value. */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
};

const addVary = (headers: Headers, name: string): void => {
  const current = headers.get('Vary');
  if (current === '*' || (current && new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(current))) return;
  headers.set('Vary', current ? `${current}, ${name}` : name);
};
