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

/**
 * Gzips a finished answer: in one synchronous call where the runtime has `node:zlib` (a CompressionStream makes several
 * thread-pool round trips, each of which waits for a core on a busy server), else with the runtime's CompressionStream.
 */
export const gzipBytes = async (bytes: Uint8Array, zlib: SyncZlib | null = syncZlib): Promise<Uint8Array<ArrayBuffer>> => {
  // Casts: zlib's Buffer and a view of the caller's bytes may sit on a SharedArrayBuffer by type only; both own an ArrayBuffer.
  if (zlib) return zlib.gzipSync(bytes) as Uint8Array<ArrayBuffer>;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/** Adds a request header's name to Vary (once; a `*` already covers it). */
export const addVary = (headers: Headers, name: string): void => {
  const current = headers.get('Vary');
  if (current === '*' || (current && new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(current))) return;
  headers.set('Vary', current ? `${current}, ${name}` : name);
};
