import type { Context, MiddlewareHandler } from 'hono';
import { acceptsGzip, addVary, gzipBytes } from '../../adapters/server/page-compression';
import { knownBody } from '../../adapters/server/page-cache';
import { etagMatches, strongEtag } from '../../adapters/server/page-etag';

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
  const known = knownBody(response);
  if ((method !== 'GET' && method !== 'HEAD' && method !== 'POST') || response.status !== 200 || (!known && !response.body)) return;
  const headers = new Headers(response.headers);
  const bytes = known ?? new Uint8Array(await response.arrayBuffer());
  if (method !== 'POST' && !headers.has('ETag')) headers.set('ETag', await strongEtag(bytes));
  const etag = headers.get('ETag');
  if (etag && etagMatches(c.req.header('If-None-Match'), etag)) {
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
