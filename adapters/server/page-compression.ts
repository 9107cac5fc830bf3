import { runtimeBuiltin } from './runtime-builtin';

/** The part of `node:zlib` a page's compression needs. */
export interface SyncZlib {
  gzipSync(bytes: Uint8Array): Uint8Array;
}

/** The runtime's synchronous gzip, where it has one (runtime-builtin.ts). */
const syncZlib = runtimeBuiltin<SyncZlib>('node:zlib', (zlib) => typeof zlib.gzipSync === 'function') ?? null;

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a quality above 0). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean => {
  let gzip: number | undefined;
  let any: number | undefined;
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip' || name === 'x-gzip') gzip = Number.isFinite(quality) ? quality : 0;
    if (name === '*') any = Number.isFinite(quality) ? quality : 0;
  }
  return (gzip ?? any ?? 0) > 0;
};

const addVary = (headers: Headers, name: string): void => {
  const current = headers.get('Vary');
  if (current === '*' || (current && new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(current))) return;
  headers.set('Vary', current ? `${current}, ${name}` : name);
};

/**
 * A finished HTML page, gzipped in one synchronous call where the runtime has `node:zlib` and the client accepts gzip
 * (as Hono's compress middleware would do it: `Vary: Accept-Encoding`, no Content-Length, the ETag made weak). Hono's
 * compress pipes the page through a CompressionStream instead: several thread-pool round trips, each of which waits
 * for a core on a busy server. Anything else is returned as it is, for Hono's compress to handle.
 */
export const gzipPage = async (
  request: { readonly method: string; readonly acceptEncoding: string | undefined },
  response: Response,
  zlib: SyncZlib | null = syncZlib,
): Promise<Response> => {
  const { headers } = response;
  if (
    !zlib ||
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 206 ||
    headers.has('Content-Encoding') ||
    !/^text\/html\b/i.test(headers.get('Content-Type') ?? '') ||
    /\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')
  ) {
    return response;
  }
  const encoded = new Headers(headers);
  addVary(encoded, 'Accept-Encoding');
  if (!acceptsGzip(request.acceptEncoding)) return new Response(response.body, { status: response.status, headers: encoded });
  const body = zlib.gzipSync(new Uint8Array(await response.arrayBuffer()));
  encoded.set('Content-Encoding', 'gzip');
  encoded.delete('Content-Length');
  const etag = encoded.get('ETag');
  if (etag && !etag.startsWith('W/')) encoded.set('ETag', `W/${etag}`);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers: encoded });
};
