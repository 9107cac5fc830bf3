import type { Context, MiddlewareHandler } from 'hono';
import { acceptsGzip, gzipBytes } from '../../adapters/server/page-compression';
import { strongEtag } from '../../adapters/server/page-etag';
import { TtlCache } from '../../adapters/server/ttl-cache';
import type { Clock } from '../../core/shared/clock.port';
import { LAYOUT_DIRECTIVES_HEADER } from './page-decision';
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

/** Who may keep an answer: every visitor's (a CDN may share it), one visitor's, or nobody (it may be wrong soon). */
export type Audience = 'shared' | 'personal' | 'uncertain';

/** Cache-Control per audience. Shared pages: a CDN keeps them PAGE_CACHE_SECONDS and serves stale while it revalidates. */
export const cacheControl = (audience: Audience, config: ServerConfig): string =>
  audience === 'shared'
    ? `public, max-age=0, s-maxage=${config.pageCacheSeconds}, stale-while-revalidate=${config.pageCacheSeconds * 5}`
    : 'private, no-store';

/** What a page's markup depends on besides its address (storefront, page and parameters are in the path and query). */
export const PAGE_VARY = `Cookie, ${LAYOUT_DIRECTIVES_HEADER}`;

/** A refusal of bad input: a status and a generic body, nothing of the request or the server's internals in it. */
export const refusal = (status: 400 | 404 | 405 | 413, extra: Record<string, string> = {}): Response =>
  new Response(REFUSALS[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

const REFUSALS = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The form is too large.',
} as const;

/** A rendered anonymous page, as the page cache keeps it. */
interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Uint8Array<ArrayBuffer>;
}

/** The bytes of answers whose body the entry holds already (kept pages): httpPolicy takes them instead of reading the body again. */
const knownBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** An answer with a body the entry holds as bytes (a rendered or kept page). */
export const answerWith = (body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response => {
  const response = new Response(body, init);
  knownBodies.set(response, body);
  return response;
};

/**
 * The server's page cache: an anonymous page rendered once per key for SERVER_PAGE_CACHE_SECONDS (default 10), so a
 * burst of requests for one page costs one render, on every runtime and with or without a CDN in front. Only answers
 * marked shared (`public`) are kept; the key comes from pageCacheKey (what the markup depends on).
 */
export const createPageCache = (config: ServerConfig, clock: Clock) => {
  const cache = new TtlCache<CachedPage>(clock, () => config.serverPageCacheMs, 500);
  return {
    enabled: config.serverPageCacheMs > 0,
    async get(key: string, render: () => Promise<Response>): Promise<Response> {
      const page = await cache
        .get(key, async () => {
          const response = await render();
          const body = new Uint8Array(await response.arrayBuffer());
          // The ETag is computed once per kept page, not once per answer (httpPolicy keeps a tag it finds).
          const etag: Array<[string, string]> = response.status === 200 ? [['ETag', await strongEtag(body)]] : [];
          const rendered = { status: response.status, headers: [...response.headers, ...etag], body };
          // An answer not for everyone goes to who asked and is not kept (the cache forgets a rejected load at once).
          if (!/\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')) throw new NotShared(rendered);
          return rendered;
        })
        .catch((error: unknown) => {
          if (error instanceof NotShared) return error.page;
          throw error;
        });
      return answerWith(page.body, { status: page.status, headers: [...page.headers] });
    },
  };
};

class NotShared extends Error {
  constructor(readonly page: CachedPage) {
    super('not shared');
  }
}

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
  if (!/^(text\/|application\/(xml|json))/i.test(headers.get('Content-Type') ?? '') || bytes.byteLength < 1024) {
    replace(c, new Response(bytes, { status: 200, headers }));
    return;
  }
  addVary(headers, 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) {
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
