import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdnStack, type CdnStack } from '../../browser/support/behind-cdn';

// Errors stay the entry's through the CDN (docs/deployment.md, "Errors through the CDN"): the shop as the behind-cdn
// journeys run it (Varnish with deploy/varnish/storefront.vcl in front of the built entry on Node, the emulator as the
// services) answers a client's odd or oversized body with the entry's 4xx, never a 503, and every error answer, Varnish's
// own included, carries the shop's security headers.

let stack: CdnStack;

beforeAll(async () => {
  stack = await startCdnStack('dist');
}, 90_000);

afterAll(async () => {
  await stack?.close();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

/** Sends bytes as written on a new connection; the answer's status and headers once the server has answered and closed. */
const raw = (address: string, bytes: string): Promise<RawAnswer> =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(address);
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    // A server that answers before it has read the whole body may close while this is still writing.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? Number.NaN);
      if (Number.isNaN(status)) return fail(new Error(`No answer to ${bytes.slice(0, 120)}…`));
      done({
        status,
        headers: Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        ),
      });
    });
    socket.write(bytes);
  });

const form = (origin: string, framing: string, body: string) =>
  `POST /subscribenewsletter HTTP/1.1\r\nHost: shop.example\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n${framing}\r\n\r\n${body}`;

/** The security headers every answer of the shop carries (composition/server/security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

describe('errors through the CDN stay the entry’s', () => {
  it('answers 320 oversized form posts 413 as the entry does, never a 503, each with the security headers', async () => {
    const origin = stack.url;
    const sizes = Array.from({ length: 320 }, (_, index) => 16 * 1024 + 1 + index * 997);
    const answers: RawAnswer[] = [];
    for (let start = 0; start < sizes.length; start += 16) {
      answers.push(
        ...(await Promise.all(
          sizes.slice(start, start + 16).map((size) => {
            const body = `email=${'a'.repeat(size - 6)}`;
            return raw(stack.url, form(origin, `Content-Length: ${body.length}`, body));
          }),
        )),
      );
    }
    expect(answers.filter(({ status }) => status !== 413).map(({ status }) => status)).toEqual([]);
    for (const answer of answers) expect(Object.keys(answer.headers)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
    // The entry's own answer to the same post.
    const body = `email=${'a'.repeat(20_000)}`;
    expect((await raw(stack.entryUrl, form(origin, `Content-Length: ${body.length}`, body))).status).toBe(413);
  }, 120_000);

  it('answers a chunked form with a chunk extension and one with an oversized chunk as the entry does', async () => {
    const origin = stack.url;
    const email = `email=chunk-${Date.now()}%40example.com`;
    const extension = form(origin, 'Transfer-Encoding: chunked', `${email.length.toString(16)}\r\n${email}\r\n0;ext=1\r\n\r\n`);
    const oversized = form(origin, 'Transfer-Encoding: chunked', `FFFFFFFFFF\r\n${'a'.repeat(40_000)}`);
    for (const [name, request] of [
      ['a chunk extension', extension],
      ['an oversized chunk', oversized],
    ] as const) {
      const [direct, through] = [await raw(stack.entryUrl, request), await raw(stack.url, request)];
      expect(through.status, name).toBe(direct.status);
      expect(through.status, name).toBeLessThan(500);
      expect(Object.keys(through.headers), name).toEqual(expect.arrayContaining(SECURITY_HEADERS));
    }
  }, 60_000);

  it('gives Varnish’s own error answer (a backend that does not answer) the security headers, never kept', async () => {
    await stack.emulator.close();
    const answer = await raw(stack.url, 'GET /service/footer-images/x.png HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(503);
    expect(Object.keys(answer.headers)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
    expect(answer.headers['cache-control']).toBe('no-store');
  }, 60_000);
});
