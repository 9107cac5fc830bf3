// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipBytes } from '../../../adapters/server/page-compression';

const HTML = new TextEncoder().encode(
  `<!doctype html><html lang="de-DE"><body>${'<p>Kaffee, Mode und mehr</p>'.repeat(200)}</body></html>`,
);

describe('gzipping a finished answer', () => {
  it('compresses in one synchronous call of the runtime’s zlib', async () => {
    const calls: number[] = [];
    const zlib = {
      gzipSync: (bytes: Uint8Array) => {
        calls.push(bytes.byteLength);
        return gzipSync(bytes);
      },
    };
    const gzipped = await gzipBytes(HTML, zlib);
    expect(calls).toEqual([HTML.byteLength]);
    expect(Buffer.from(gunzipSync(gzipped))).toEqual(Buffer.from(HTML));
  });

  it('uses the runtime’s CompressionStream where there is no zlib (edge runtimes)', async () => {
    const gzipped = await gzipBytes(HTML, null);
    expect(gzipped.byteLength).toBeLessThan(HTML.byteLength / 10);
    expect(Buffer.from(gunzipSync(gzipped))).toEqual(Buffer.from(HTML));
  });
});

describe('Accept-Encoding', () => {
  it('accepts gzip by name or by *, with a quality above 0', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5', '*', 'x-gzip', 'identity, *;q=0.1']) {
      expect(acceptsGzip(header)).toBe(true);
    }
    for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0', 'gzip; q=0.0, br', '*;q=0', 'gzip;q=0, *;q=1']) {
      expect(acceptsGzip(header)).toBe(false);
    }
  });
});
