// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipPage } from '../../../adapters/server/page-compression';

const HTML = `<!doctype html><html lang="de-DE"><body>${'<p>Kaffee, Mode und mehr</p>'.repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(HTML, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc"', Vary: 'Cookie, X-Layout-Directives', ...headers },
  });
const GET = (acceptEncoding: string | undefined) => ({ method: 'GET', acceptEncoding });

describe('gzipping a finished page', () => {
  it('gzips it for a browser that accepts gzip, as Hono’s compress would: Vary, weak ETag, no length', async () => {
    const answer = await gzipPage(GET('gzip, deflate, br, zstd'), page());
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(answer.headers.get('Vary')).toBe('Cookie, X-Layout-Directives, Accept-Encoding');
    expect(answer.headers.get('ETag')).toBe('W/"abc"');
    expect(answer.headers.get('Content-Length')).toBeNull();
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBeLessThan(HTML.length / 10);
    expect(gunzipSync(bytes).toString('utf8')).toBe(HTML);
  });

  it('compresses in one synchronous call of the runtime’s zlib', async () => {
    const calls: number[] = [];
    const zlib = {
      gzipSync: (bytes: Uint8Array) => {
        calls.push(bytes.byteLength);
        return gzipSync(bytes);
      },
    };
    await gzipPage(GET('gzip'), page(), zlib);
    expect(calls).toEqual([new TextEncoder().encode(HTML).byteLength]);
  });

  it('sends the page as it is, with Vary, to a client that does not accept gzip', async () => {
    for (const acceptEncoding of [undefined, '', 'identity', 'br', 'gzip;q=0', 'gzip; q=0.0, br', '*;q=0']) {
      const answer = await gzipPage(GET(acceptEncoding), page());
      expect(answer.headers.get('Content-Encoding')).toBeNull();
      expect(answer.headers.get('Vary')).toContain('Accept-Encoding');
      expect(await answer.text()).toBe(HTML);
    }
  });

  it('leaves alone what is not a finished page: HEAD, other types, no-transform, already encoded, or no zlib', async () => {
    const cases: Array<[Parameters<typeof gzipPage>[0], Response, Parameters<typeof gzipPage>[2]?]> = [
      [{ method: 'HEAD', acceptEncoding: 'gzip' }, page()],
      [GET('gzip'), new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } })],
      [GET('gzip'), page({ 'Cache-Control': 'private, no-transform' })],
      [GET('gzip'), page({ 'Content-Encoding': 'br' })],
      [GET('gzip'), page(), null],
    ];
    for (const [request, response, zlib] of cases) {
      expect(await (zlib === null ? gzipPage(request, response, null) : gzipPage(request, response))).toBe(response);
    }
  });

  it.each([
    ['gzip', true],
    ['GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0, *', false],
    ['deflate', false],
    ['gzip;q=nonsense', false],
  ])('reads Accept-Encoding %j as accepting gzip: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
