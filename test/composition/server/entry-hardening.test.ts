// @vitest-environment node
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../adapters/server/request-logger';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices } from '../../fakes/fake-services';

/** Services with footer content and a sign-up that succeeds. */
const startServices = () =>
  startFakeServices(({ path }) => (path.includes('/newsletter-subscribers/') ? { status: 200, body: {} } : undefined));

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'https://shop.example';

describe('the entry’s headers and logs', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let app: ReturnType<typeof createStorefrontApp>;
  const logs: LogLine[] = [];
  const now = { ms: 1_000_000 };
  beforeAll(async () => {
    services = await startServices();
    app = createStorefrontApp({
      config: serverConfigFrom({ SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP, SERVICE_ENTRY_TOKEN: 'entry-secret' }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: (line) => logs.push(line),
      clock: { now: () => now.ms },
    });
  });
  afterAll(async () => {
    await services.close();
  });

  it('sends no referrer from the token pages, of any storefront, with or without a post', async () => {
    for (const path of ['/newsletter/confirm?token=t-1', '/newsletter/preferences?token=t-1', '/pl/newsletter/confirm?token=t-1']) {
      const answer = await app.fetch(new Request(`${SHOP}${path}`));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
    const posted = await app.fetch(
      new Request(`${SHOP}/newsletter/confirm?token=t-1`, {
        method: 'POST',
        body: 'x=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
      }),
    );
    expect(posted.headers.get('Referrer-Policy')).toBe('no-referrer');
    // Every other page keeps the origin for other sites and the full address for its own.
    expect((await app.fetch(new Request(`${SHOP}/subscribenewsletter`))).headers.get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('leaves the referrer policy to the header: no page of the shipped template loosens the token pages’ no-referrer', async () => {
    const shipped = createStorefrontApp({
      config: serverConfigFrom({ SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP, SERVICE_ENTRY_TOKEN: 'entry-secret' }),
      assets: { indexHtml: readFileSync('index.html', 'utf8'), localePreload: () => [] },
      logSink: () => undefined,
    });
    for (const path of ['/newsletter/confirm?token=t-1', '/pl/newsletter/preferences?token=t-1', '/']) {
      const answer = await shipped.fetch(new Request(`${SHOP}${path}`));
      expect(answer.status, path).toBe(200);
      // A <meta name="referrer"> would override the Referrer-Policy header (HTML's referrer policy: the last one set).
      expect(await answer.text(), path).not.toMatch(/<meta[^>]+name=["']?referrer/i);
    }
  });

  it('refuses every powerful feature, and says one thing about framing: never', async () => {
    const answer = await app.fetch(new Request(`${SHOP}/`));
    const permissions = answer.headers.get('Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(answer.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(answer.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it('writes one line per refusal class per interval, with the number it left out', async () => {
    const before = logs.length;
    for (let index = 0; index < 200; index += 1) await app.fetch(new Request(`${SHOP}/x${index}`, { method: 'PUT', body: 'x' }));
    for (let index = 0; index < 50; index += 1) await app.fetch(new Request(`${SHOP}/x%ZZ${index}`));
    const written = () => logs.slice(before).filter((line) => line.requestId === 'refused');
    expect(written().map((line) => line.message)).toEqual([
      'Refused a PUT request: method not allowed.',
      'Refused a GET request: broken percent-encoding in the path.',
    ]);
    now.ms += 61_000;
    await app.fetch(new Request(`${SHOP}/`, { method: 'DELETE' }));
    expect(written().at(-1)?.message).toBe(
      'Refused a DELETE request: method not allowed. 199 more for the same reason in the 61 s before.',
    );
  });

  it('logs a client that goes away in the middle of its form as that, not as a server error', async () => {
    const before = logs.length;
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((done) => server.once('listening', done));
    const { port } = server.address() as AddressInfo;
    const head = `POST /subscribenewsletter HTTP/1.1\r\nHost: shop.example\r\nOrigin: ${SHOP}\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
    for (const start of [`${head}Content-Length: 1000\r\n\r\nemail=a`, `${head}Transfer-Encoding: chunked\r\n\r\n5\r\nemail\r\n`]) {
      const received = new Promise<void>((done) => server.once('request', () => done()));
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(start);
      // The entry has the request and is reading its body; the client leaves.
      await received;
      const closed = new Promise((done) => socket.once('close', done));
      socket.destroy();
      await closed;
    }
    await expect.poll(() => logs.slice(before).filter((line) => /went away/.test(line.message)).length).toBeGreaterThan(0);
    expect(logs.slice(before).filter((line) => line.level === 'error')).toEqual([]);
    server.close();
  });
});

describe('a host per storefront (STOREFRONT_ADDRESSES)', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let app: ReturnType<typeof createStorefrontApp>;
  beforeAll(async () => {
    services = await startServices();
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        STOREFRONT_ADDRESSES: '{"at":"https://www.example.at/","ch_fr":"https://fr.example.ch/"}',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(async () => {
    await services.close();
  });
  const head = async (path: string) => {
    const page = await (await app.fetch(new Request(`${SHOP}${path}`))).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
    const alternates = Object.fromEntries(
      [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    return { canonical, alternates };
  };

  it('names the storefront’s own host in canonical, as its hreflang does', async () => {
    const at = await head('/at/');
    expect(at.canonical).toBe('https://www.example.at/');
    expect(at.alternates['de-AT']).toBe(at.canonical);
    expect((await head('/ch_fr/')).canonical).toBe(at.alternates['fr-CH']);
    expect((await head('/at/subscribenewsletter')).canonical).toBe('https://www.example.at/subscribenewsletter');
    // A storefront without a host of its own stays on PUBLIC_ORIGIN, in canonical and hreflang alike.
    const pl = await head('/pl/');
    expect(pl.canonical).toBe('https://shop.example/pl/');
    expect(pl.alternates['pl-PL']).toBe(pl.canonical);
  });

  it('sends ?country= to the storefront’s own host, the rest of the query kept', async () => {
    const location = async (path: string) => (await app.fetch(new Request(`${SHOP}${path}`))).headers.get('Location');
    expect(await location('/?country=at&utm_source=mail')).toBe('https://www.example.at/?utm_source=mail');
    expect(await location('/subscribenewsletter?country=ch_fr')).toBe('https://fr.example.ch/subscribenewsletter');
    expect(await location('/at/subscribenewsletter/')).toBe('https://www.example.at/subscribenewsletter');
    expect(await location('/?country=pl')).toBe('/pl/');
  });
});
