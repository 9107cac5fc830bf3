// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';

/**
 * The attack corpus of the server entry (issue 21): the built dist/server/entry.js run alone on Node as README's deploy
 * recipe shows, against services that record every call and a second origin that must never be called. Every answer
 * below 500, every Location on the shop and printable, no call anywhere but SERVICE_BASE_URL, and a clean visitor
 * still gets the footer content and the content pages after the attacks.
 */
const SHOP = 'https://shop.example';

interface Recorder {
  readonly url: string;
  readonly port: number;
  readonly calls: Array<{ method: string; path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

const listen = async (answer: (path: string, headers: IncomingHttpHeaders, reply: (status: number, body?: string) => void) => void) => {
  const calls: Recorder['calls'] = [];
  const server: Server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () =>
      answer(req.url ?? '', req.headers, (status, body = '{}') => res.writeHead(status, { 'Content-Type': 'application/json' }).end(body)),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};

/** The shop's services: footer content per storefront, and what the pages' other calls need. Large headers get 431. */
const startServices = () =>
  listen((path, headers, reply) => {
    if ((headers.cookie ?? '').length > 8000) return reply(431);
    if (path.startsWith('/service/promotion/')) {
      const slug = COUNTRIES[String(headers['x-storefront'] ?? 'DE') as keyof typeof COUNTRIES]?.slug ?? 'de';
      return reply(200, JSON.stringify({ contentJSON: readFileSync(`emulator/content/footer/${slug}.json`, 'utf8') }));
    }
    if (path.includes('/newsletter-subscribers')) return reply(201, '{"status":"SUCCESS"}');
    return reply(404);
  });

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly rawHeaders: string[];
  readonly body: string;
}

describe('the server entry under attack (the built bundle, run alone)', () => {
  let services: Recorder;
  let elsewhere: Recorder;
  let entry: ChildProcess;
  let port = 0;
  const answers: Array<{ label: string; answer: Answer }> = [];

  const send = (label: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) =>
    new Promise<Answer>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
          setHost: !options.headers?.Host,
        },
        (res) => {
          let body = '';
          res.setEncoding('latin1');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => {
            const answer = { status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body };
            answers.push({ label, answer });
            done(answer);
          });
        },
      );
      req.on('error', fail);
      req.end(options.body);
    });

  /** A request written byte for byte (what an HTTP client library refuses to send). */
  const sendRaw = (label: string, head: string) =>
    new Promise<Answer>((done) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('close', () => {
        const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
        const headers: IncomingHttpHeaders = {};
        for (const line of lines) {
          const index = line.indexOf(':');
          if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
        }
        const answer = { status, headers, rawHeaders: lines, body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') };
        answers.push({ label, answer });
        done(answer);
      });
      socket.on('error', () => socket.destroy());
      socket.end(`${head}Connection: close\r\n\r\n`, 'latin1');
    });

  /** A clean visitor after an attack: each storefront's home has its footer content, and a content page is a page. */
  const cleanVisitorIsServed = async () => {
    for (const code of ['DE', 'PL', 'TR'] as const) {
      const prefix = code === 'DE' ? '' : `/${COUNTRIES[code].slug}`;
      const home = await send('clean home', { path: `${prefix}/` });
      expect(home.status).toBe(200);
      expect(home.body).toContain('footer-teaser');
      expect(home.body).not.toContain('evil.example');
    }
    const content = await send('clean content page', { path: '/hilfe' });
    expect(content.status).toBe(200);
  };

  beforeAll(async () => {
    services = await startServices();
    elsewhere = await listen((_path, _headers, reply) => reply(200, JSON.stringify({ contentJSON: '{"legalLinks":[]}' })));
    entry = spawn(process.execPath, [resolve('test/runtime/node-serve.mjs')], {
      env: { ...process.env, SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP, SERVICE_TIMEOUT_MS: '2000', LOG_DEBUG: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((done, fail) => {
      let text = '';
      entry.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const found = /PORT (\d+)/.exec(text);
        if (found) done(Number(found[1]));
      });
      entry.stderr?.on('data', () => undefined);
      entry.on('exit', (code) => fail(new Error(`The entry exited (${code}): ${text}`)));
    });
  });
  afterAll(async () => {
    entry.kill('SIGTERM');
    await services.close();
    await elsewhere.close();
  });

  it('refuses to start without SERVICE_BASE_URL and PUBLIC_ORIGIN, naming them', async () => {
    const child = spawn(process.execPath, [resolve('test/runtime/node-serve.mjs')], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).not.toBe(0);
    expect(text).toMatch(/SERVICE_BASE_URL .* and PUBLIC_ORIGIN/);
  });

  it('poisons nothing with a cold cache: large cookies and hostile hosts first, then a clean visitor', async () => {
    const evilHost = `127.0.0.1:${elsewhere.port}`;
    for (const code of COUNTRY_CODES) {
      const prefix = code === 'DE' ? '' : `/${COUNTRIES[code].slug}`;
      await send('large cookie', { path: `${prefix}/`, headers: { Cookie: `junk=${'x'.repeat(16 * 1024)}` } });
      await send('hostile host', { path: `${prefix}/hilfe`, headers: { Host: evilHost } });
      await send('absolute-form', { path: `http://${evilHost}${prefix}/`, headers: { Host: evilHost } });
      await send('forwarded host', { path: `${prefix}/`, headers: { 'X-Forwarded-Host': evilHost, Forwarded: `host=${evilHost}` } });
    }
    await cleanVisitorIsServed();
  });

  it('keeps every redirect on the shop, whatever the encoding', async () => {
    const hosts = [
      'evil.example',
      `127.0.0.1:${elsewhere.port}`,
      'evil.example@shop.example',
      'EVIL.example:443',
      '[::1]',
      '%65vil.example',
    ];
    const tricks = [
      '/',
      '//',
      '/\\',
      '/%2F',
      '/%2f%2f',
      '/%5C',
      '/%5c%5c',
      '/%252F',
      '/%25252F',
      '/%09/',
      '/%20/',
      '/.%2e/',
      '/%E3%80%82/',
      '/%EF%BC%8F',
    ];
    const queries = ['?country=de', '?country=at&utm_source=x', '?country=zz', '?country=pl&next=//evil.example'];
    for (const host of hosts)
      for (const trick of tricks)
        for (const query of queries) await send('redirect', { path: `${trick}${encodeURIComponent(host).replace(/%3A/g, ':')}/${query}` });
    for (const climb of ['../', '..%2f', '%2e%2e/', '..\\', '%2e%2e%5c', '.%2e/'])
      for (let depth = 1; depth <= 4; depth += 1)
        for (const target of ['etc/passwd', 'dist/server/entry.js', '.env', 'package.json'])
          await send('traversal', { path: `/${climb.repeat(depth)}${target}` });
    for (const payload of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "'-alert(1)-'",
      '</script><script>x</script>',
      '\u2028',
      '{{7*7}}',
    ])
      for (const name of ['locale', 'layout', 'newsletter-form-hidden', 'debug', 'token'])
        for (const path of ['/', '/at/', '/newsletter/preferences']) {
          const page = await send('reflected', { path: `${path}?${name}=${encodeURIComponent(payload)}` });
          expect(page.body, payload).not.toContain(payload.startsWith('<') || payload.startsWith('"') ? payload : '\u0000');
        }
    for (const code of COUNTRY_CODES) await send('country switch', { path: `/country-switch?country=${COUNTRIES[code].slug}` });
    await send('country switch', { path: '/country-switch?country=//evil.example' });
    await cleanVisitorIsServed();
  });

  it('answers control characters, broken encodings, odd methods and odd bodies below 500', async () => {
    const bytes = [
      '%00',
      '%01',
      '%07',
      '%0a',
      '%0d',
      '%0d%0a',
      '%1b',
      '%7f',
      '%C3%A4',
      '%C3',
      '%E0%A4%A',
      '%ZZ',
      '%',
      '%FF%FE',
      '%C0%AF',
      '%ED%A0%80',
    ];
    for (const byte of bytes)
      for (const shape of [
        `/x${byte}y/`,
        `/${byte}`,
        `/at/${byte}/`,
        `/x${byte}y/?country=at`,
        `/?q=${byte}`,
        `/hilfe${byte}`,
        `/pl/x${byte}`,
        `/tr/${byte}/hilfe`,
      ])
        await send('bytes', { path: shape });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH'])
      for (const path of ['/', '/at/', '/pl/', '/hilfe', '/subscribenewsletter', '/robots.txt', '/sitemap.xml', '/country-switch'])
        await send('method', { method, path, body: method === 'TRACE' || method === 'PUT' ? 'x=1' : undefined });
    const forms = [
      { type: 'application/x-www-form-urlencoded', body: '_form=newsletter-signup&email=a%40b.de&homepage=' },
      { type: 'application/x-www-form-urlencoded', body: '%%%&&&===' },
      { type: 'application/x-www-form-urlencoded', body: 'x'.repeat(40 * 1024) },
      { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken' },
      { type: 'application/json', body: '{"email":' },
      { type: 'text/plain', body: '\u0000\u0001' },
    ];
    for (const form of forms)
      for (const origin of [SHOP, 'https://evil.example', 'null', ''])
        for (const path of [
          '/subscribenewsletter',
          '/pl/subscribenewsletter',
          '/newsletter/preferences?token=x',
          '/newsletter/confirm?token=x',
          '/%2F%2Fevil.example/?country=de',
          '/x%01y/',
        ])
          await send('form', {
            method: 'POST',
            path,
            headers: { 'Content-Type': form.type, ...(origin ? { Origin: origin } : {}) },
            body: form.body,
          });
    const headerSets: Array<Record<string, string>> = [
      { 'X-Layout-Directives': '"><script>alert(1)</script>' },
      { 'X-Layout-Directives': 'header-hidden;'.repeat(500) },
      { 'Accept-Encoding': 'gzip;q=abc, *;q=-1' },
      { 'If-None-Match': '*' },
      { 'If-None-Match': '"x", W/"y", ,,' },
      { 'Accept-Language': 'x'.repeat(5000) },
      { Cookie: `platform=${'tablet'.repeat(100)}` },
      { Cookie: 'LoginToken=%E0%A4%A; NewsletterSubscriber=%%' },
    ];
    for (const headers of headerSets)
      for (const code of COUNTRY_CODES) await send('headers', { path: code === 'DE' ? '/' : `/${COUNTRIES[code].slug}/`, headers });
    for (const raw of [
      'GET /a\u0000b HTTP/1.1\r\nHost: shop.example\r\n',
      'GET /\u00e4/?country=at HTTP/1.1\r\nHost: shop.example\r\n',
      'GET / HTTP/1.1\r\nHost: shop.example\r\nCookie: a=b\u0001c; tracking=affiliateNumber\r\n',
      'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n',
      'GET //evil.example/ HTTP/1.1\r\nHost: shop.example\r\n',
      'GET / HTTP/1.1\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: shop.example\r\n',
      'GET / HTTP/1.1\r\nHost: shop.example\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n',
    ])
      await sendRaw('raw', raw);
    await cleanVisitorIsServed();
  });

  it('matches cookies by name and forwards no visitor header to the shared footer call', async () => {
    for (const cookie of ['tracking=affiliateNumber', 'x=app=new', 'affiliateNumberx=1', 'LoginTokenx=1', 'platform=smartphone"><script>'])
      for (const code of COUNTRY_CODES) {
        const prefix = code === 'DE' ? '' : `/${COUNTRIES[code].slug}`;
        const page = await send('cookie by name', { path: `${prefix}/`, headers: { Cookie: cookie } });
        expect(page.body, cookie).toContain('footer-newsletter');
      }
    const footerCalls = services.calls.filter((call) => call.path.startsWith('/service/promotion/'));
    expect(footerCalls.length).toBeGreaterThan(0);
    expect(footerCalls.filter((call) => call.headers.cookie !== undefined || call.headers['x-forwarded-for'] !== undefined)).toEqual([]);
  });

  it('in all of it: no 5xx, no Location off the shop or with raw bytes, no call anywhere but SERVICE_BASE_URL', () => {
    expect(answers.length).toBeGreaterThanOrEqual(1000);
    expect(
      answers.filter(({ answer }) => answer.status >= 500 || answer.status === 0).map(({ label, answer }) => `${label} ${answer.status}`),
    ).toEqual([]);
    const locations = answers.flatMap(({ answer }) => (typeof answer.headers.location === 'string' ? [answer.headers.location] : []));
    expect(locations.length).toBeGreaterThan(100);
    for (const location of locations) {
      expect(location, location).toMatch(/^[\x21-\x7e]+$/);
      expect(new URL(location, SHOP).origin, location).toBe(SHOP);
    }
    expect(answers.filter(({ answer }) => /Error:|at [\w.]+ \(|node_modules/.test(answer.body)).map(({ label }) => label)).toEqual([]);
    expect(elsewhere.calls).toEqual([]);
  });
});
