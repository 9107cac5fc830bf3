import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRequest } from '../../../composition/server/page-decision';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { ensureVarnish, VARNISHD_PATH } from '../../browser/support/ensure-varnish';

// The rule of docs/deployment.md ("Reading a request") on both sides of the CDN: deploy/varnish/storefront.vcl, run by
// Varnish as shipped (only its backend pointed here), and the entry's own reading of a request (decideRequest: the
// page decision every answer of the entry is rendered from). The backend behind Varnish answers with the request it
// was sent, so each fuzzed request is decided twice: as the entry reads it directly, and as the entry reads what the
// VCL forwards under its key (the normalised address and the key's cookies; a passed request unchanged). A request
// through the CDN gets the page of that forwarded request, so the two decisions must be equal.

const SHOP = 'https://shop.example';
const config = serverConfigFrom({ SERVICE_BASE_URL: 'http://services.invalid', PUBLIC_ORIGIN: SHOP, SERVICE_ENTRY_TOKEN: 'secret' });

/** The entry's decision on a request, the fields an answer is built from. */
const decision = (address: string, cookie: string | undefined): string =>
  JSON.stringify(decideRequest(new Request(`${SHOP}${address}`, { headers: cookie === undefined ? {} : { Cookie: cookie } }), config));

let varnish: ChildProcess | undefined;
let echo: Server | undefined;
let workdir = '';
let varnishUrl = '';

/** The request as sent (no URL normalisation by a client library) through Varnish; what the backend was sent. */
const throughVarnish = (address: string, cookie: string | undefined): Promise<{ url: string; cookie: string | undefined }> =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(varnishUrl);
    const sent = httpRequest({ hostname, port, path: address, headers: cookie === undefined ? {} : { Cookie: cookie } }, (response) => {
      response.resume();
      response.on('end', () => {
        const seen = response.headers['x-seen'];
        if (response.statusCode !== 200 || typeof seen !== 'string') return fail(new Error(`${address}: ${response.statusCode}`));
        done(JSON.parse(decodeURIComponent(seen)) as { url: string; cookie: string | undefined });
      });
    });
    sent.on('error', fail);
    sent.end();
  });

beforeAll(async () => {
  ensureVarnish();
  echo = createServer((request, response) => {
    const seen = encodeURIComponent(JSON.stringify({ url: request.url, cookie: request.headers.cookie }));
    response.writeHead(200, { 'Cache-Control': 'no-store', 'X-Seen': seen, 'Content-Length': '0' });
    response.end();
  });
  await new Promise<void>((done) => echo?.listen(0, '127.0.0.1', done));
  const backendPort = (echo.address() as AddressInfo).port;
  workdir = mkdtempSync(join(tmpdir(), 'storefront-vcl-'));
  chmodSync(workdir, 0o755);
  // The shipped VCL with one entry instance: the echo server (storefront-entries.vcl, read from vcl_path).
  writeFileSync(join(workdir, 'storefront.vcl'), readFileSync('deploy/varnish/storefront.vcl', 'utf8'));
  writeFileSync(
    join(workdir, 'storefront-entries.vcl'),
    `backend entry_1 {\n  .host = "127.0.0.1";\n  .port = "${backendPort}";\n  .probe = storefront_health;\n}\n` +
      `sub storefront_entries {\n  storefront.add_backend(entry_1);\n}\n`,
  );
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => done(free));
    });
  });
  varnishUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    VARNISHD_PATH,
    [
      '-F',
      '-n',
      join(workdir, 'varnish'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      join(workdir, 'storefront.vcl'),
      '-p',
      `vcl_path=${workdir}`,
      '-s',
      'malloc,16m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  varnish = child;
  await new Promise<void>((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Child launched OK')) done();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`varnishd exited (${code}):\n${output}`)));
  });
  // Varnish prints nothing once its listener is up: the first request is sent again until it connects.
  const until = Date.now() + 30_000;
  while (
    !(await throughVarnish('/', undefined).then(
      () => true,
      (error: unknown) => (Date.now() > until ? Promise.reject(error) : false),
    ))
  )
    await new Promise((wake) => setTimeout(wake, 100));
}, 60_000);

afterAll(async () => {
  const child = varnish;
  if (child && child.exitCode === null) {
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
  await new Promise<void>((done) => (echo ? echo.close(() => done()) : done()));
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** A character as a browser, a hand-written link or a script may spell it: plain, or escaped in either hex case. */
const spelledChar = (char: string): fc.Arbitrary<string> => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return fc.constantFrom(char, `%${hex.toUpperCase()}`, `%${hex.toLowerCase()}`);
};

/** A value spelled in many ways: its letters in any case, any of them escaped, padded with spaces (`+` in a query), tabs. */
const spelled = (values: readonly string[], form: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...values),
      fc.boolean(),
      fc.constantFrom('', form ? '+' : ' ', '%20', '%09', '%C2%A0'),
      fc.constantFrom('', form ? '+' : ' ', '%20', '%2B', '%E0', '%ZZ'),
    )
    .chain(([value, upper, before, after]) =>
      fc
        .tuple(...[...(upper ? value.toUpperCase() : value)].map((char) => (/[\w-]/.test(char) ? spelledChar(char) : fc.constant(char))))
        .map((chars) => `${before}${chars.join('')}${after}`),
    );

const PARAMETER_VALUES = ['en', 'tr-tr', 'de_AT', 'xx', 'no_header', 'no_footer,NO_HEADER', 'true', '1'];
const parameter = fc.tuple(
  fc.constantFrom(
    'locale',
    'locale',
    'layout',
    'newsletter-form-hidden',
    'newsletter-form-hidden',
    'utm_source',
    'debug',
    '%6Cocale',
    'LOCALE',
  ),
  fc.oneof(spelled(PARAMETER_VALUES, true), fc.constantFrom('', 'true', 'tr-tr')),
  fc.constantFrom('=', '=', '=', ''),
);

const COOKIE_VALUES = ['tablet', 'smartphone', 'Desktop', 'tv', 'new', 'old', '4711'];
const space = fc.constantFrom('', '', ' ', '  ', '\t');
const cookie = fc.tuple(
  fc.constantFrom('platform', 'platform', 'xc-app', 'affiliateNumber', '_ga', 'Platform', 'LoginToken'),
  fc.oneof(spelled(COOKIE_VALUES, false), fc.constantFrom('', 'tablet', 'new')),
  space,
  space,
  fc.constantFrom('=', '=', '=', ''),
);

const request = fc.record({
  path: fc.constantFrom('/', '/hu/', '/tr/subscribenewsletter', '/cz/contact'),
  parameters: fc.array(parameter, { maxLength: 4 }),
  cookies: fc.array(cookie, { maxLength: 4 }),
  separator: fc.constantFrom('; ', ';', ' ; '),
});

type Fuzzed = typeof request extends fc.Arbitrary<infer R> ? R : never;

/** A request as it goes on the wire: its address and Cookie header. */
const wire = ({ path, parameters, cookies, separator }: Fuzzed) => {
  const query = parameters.map(([name, value, equals]) => `${name}${equals}${equals ? value : ''}`).join('&');
  const header = cookies
    .map(([name, value, before, after, equals]) => `${name}${before}${equals}${after}${equals ? value : ''}`)
    .join(separator);
  return { address: `${path}${query ? `?${query}` : ''}`, cookie: cookies.length > 0 ? header : undefined };
};

/** The spellings the issue found the CDN and the entry reading apart, each also in the fuzz. */
const CRAFTED = [
  { address: '/hu/', cookie: 'platform=%74ablet' },
  { address: '/hu/', cookie: 'xc-app=%6Eew' },
  { address: '/hu/', cookie: 'platform =tablet' },
  { address: '/hu/', cookie: 'platform=tablet; platform=smartphone' },
  { address: '/hu/', cookie: 'platform=; platform=smartphone' },
  { address: '/hu/', cookie: 'affiliateNumber=' },
  { address: '/hu/', cookie: 'LoginToken =x' },
  { address: '/hu/?locale&locale=tr-tr', cookie: undefined },
  { address: '/hu/?locale=&locale=tr-tr', cookie: undefined },
  { address: '/hu/?locale=%E0&locale=tr-tr', cookie: undefined },
  { address: '/pl/subscribenewsletter?newsletter-form-hidden=+true', cookie: undefined },
  { address: '/pl/subscribenewsletter?newsletter-form-hidden=true%20', cookie: undefined },
];

describe('the CDN and the entry read a request by one rule (docs/deployment.md, "Reading a request")', () => {
  it('decides 1,500 fuzzed spellings of parameters and cookies through Varnish as the entry decides them directly', async () => {
    const samples = [...CRAFTED, ...fc.sample(request, { numRuns: 1_550, seed: 39 }).map(wire)];
    const disagreements: string[] = [];
    // A few at a time: Varnish and the backend answer at once, so this is bounded by the decisions computed here.
    for (let start = 0; start < samples.length; start += 25) {
      await Promise.all(
        samples.slice(start, start + 25).map(async ({ address, cookie: header }) => {
          const forwarded = await throughVarnish(address, header);
          const direct = decision(address, header);
          const viaCdn = decision(forwarded.url, forwarded.cookie);
          if (direct !== viaCdn) disagreements.push(`${address} [${header ?? ''}] → ${forwarded.url} [${forwarded.cookie ?? ''}]`);
        }),
      );
    }
    expect(samples.length).toBeGreaterThanOrEqual(1_500);
    expect(disagreements.slice(0, 20), `${disagreements.length} of ${samples.length} disagree`).toEqual([]);
  }, 120_000);
});
