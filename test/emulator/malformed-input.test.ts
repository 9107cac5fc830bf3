// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { BAD_BODIES, BAD_SEGMENTS, HEADER_VARIANTS, OTHER_METHODS, rawRequests, type CorpusRequest } from './support/malformed-corpus';
import { abandon, send, sendRaw, type RawAnswer } from './support/raw-http';
import { allTextsShown } from './support/legal-texts-shown';

// Pages come from a stand-in (no build needed); STOREFRONT_DIST=dist runs the same corpus against the built storefront.
const distDir = process.env.STOREFRONT_DIST;
const STAND_IN_PAGE = (): Response =>
  new Response('<!doctype html><title>page</title>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const INTERNAL_TEXT =
  /RangeError|TypeError|SyntaxError|ReferenceError|Maximum call stack|URI malformed|\bat [\w.<>]+ \(|\/work\/|node:internal|ECONN|undefined is not/;
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Runs tasks with at most `width` in flight. */
const pool = async <T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
};

/** What is wrong with one answer, or undefined: a 5xx, a reset, no answer, an error that is not `{ type, detail }`, internal text. */
const problemWith = (request: { method: string; path?: string }, answer: RawAnswer, allowNoAnswer = false): string | undefined => {
  if (answer.reset) return 'connection reset';
  if (answer.status === 0) return allowNoAnswer ? undefined : `no answer (${answer.failure ?? 'closed'})`;
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (INTERNAL_TEXT.test(answer.body)) return `internal text in the answer: ${answer.body.slice(0, 200)}`;
  const path = request.path?.split('?')[0];
  const endpoint = path === undefined || path.startsWith('/service/') || path === '/emulator' || path.startsWith('/emulator/');
  if (answer.status >= 400 && endpoint && request.method !== 'HEAD' && answer.contentType.startsWith('application/json')) {
    const body = JSON.parse(answer.body) as { type?: unknown; detail?: unknown };
    if (typeof body.type !== 'string' || typeof body.detail !== 'string')
      return `error answer without type and detail: ${answer.body.slice(0, 200)}`;
  } else if (
    answer.status >= 400 &&
    endpoint &&
    request.method !== 'HEAD' &&
    !(answer.status === 401 && answer.contentType.startsWith('text/html'))
  ) {
    return `error answer that is not JSON (${answer.contentType}): ${answer.body.slice(0, 200)}`;
  }
  return undefined;
};

describe('emulator under malformed input', () => {
  let emulator: RunningEmulator;
  const errors = vi.fn();
  let realError: typeof console.error;
  const tokens = { confirmation: '', preferences: '', staffCookie: '', loginCookie: '' };

  const json = { 'Content-Type': 'application/json' };
  /** Signs an address up and confirms it; its preferences token. */
  const subscribe = async (email: string): Promise<string> => {
    await fetch(`${emulator.url}/service/newsletter/api/internal/newsletter-subscribers`, {
      method: 'POST',
      headers: { ...json, 'X-Site': 'DE' },
      body: JSON.stringify({ email, consents: [], origin: 'onsite', originAddition: 'corpus', legalTextsShown: allTextsShown('DE') }),
    });
    const [mail] = (await (await fetch(`${emulator.url}/emulator/api/outbox?recipient=${email}`)).json()) as Array<{ link: string }>;
    tokens.confirmation = new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
    const confirmed = await fetch(`${emulator.url}/service/newsletter/api/internal/newsletter-subscribers/${tokens.confirmation}/doi`, {
      method: 'PUT',
    });
    return ((await confirmed.json()) as { preferencesToken?: string }).preferencesToken ?? '';
  };

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null, ...(distDir ? { distDir } : { pages: STAND_IN_PAGE }) });
    // Real tokens and cookies, so requests also reach the code behind the token and session checks.
    tokens.preferences = await subscribe('corpus@example.org');
    const staff = await fetch(`${emulator.url}/emulator/api/staff/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'staff', password: 'preview123' }),
    });
    tokens.staffCookie = staff.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const login = await fetch(`${emulator.url}/service/login/api/v1/login`, {
      method: 'POST',
      headers: { ...json, 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'Kaffee123!' }),
    });
    tokens.loginCookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    realError = console.error;
    console.error = errors;
  });
  afterAll(async () => {
    console.error = realError;
    await emulator.close();
  });

  /** The corpus: every endpoint with broken path parameters, other methods, bad bodies and odd headers; pages and files too. */
  const corpus = (): CorpusRequest[] => {
    const deep = {
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'X-Site': 'DE',
      Cookie: `${tokens.staffCookie}; ${tokens.loginCookie}`,
    };
    const requests: CorpusRequest[] = [];
    for (const { method, path } of emulator.endpoints) {
      const endpoint = `${method} ${path}`;
      const withParams = (value: string) => path.replace(/:\w+/g, value);
      const concrete = withParams(
        path.includes('/doi')
          ? tokens.confirmation
          : path.includes(':file')
            ? 'visa.svg'
            : path.includes(':id')
              ? 'SHOP_FOOTER'
              : tokens.preferences,
      );
      const segments = path.includes(':') ? BAD_SEGMENTS.map(withParams) : [];
      for (const bad of [...segments, `${concrete}/%E0%A4%A`, `${concrete}%00%ff`, `${concrete}?%E0%A4%A=%zz`]) {
        requests.push({ label: `${endpoint}: broken address`, endpoint, method, path: bad, headers: deep });
      }
      for (const other of OTHER_METHODS)
        if (other !== method) requests.push({ label: `${other} on ${endpoint}`, endpoint, method: other, path: concrete });
      for (const variant of HEADER_VARIANTS)
        requests.push({ label: `${endpoint}: ${variant.label}`, endpoint, method, path: concrete, headers: variant.headers });
      const bodies = BODY_METHODS.has(method) ? BAD_BODIES : BAD_BODIES.slice(0, 3);
      for (const body of bodies) {
        requests.push({
          label: `${endpoint}: ${body.label}`,
          endpoint,
          method,
          path: concrete,
          headers: { ...deep, ...(body.type ? { 'Content-Type': body.type } : {}) },
          body: body.body,
          chunked: body.chunked,
        });
      }
    }
    const pages = [
      '/',
      '/%E0%A4%A',
      '/at/%00%ff',
      '/subscribenewsletter?token=%E0%A4%A',
      '/newsletter/confirm?token=%zz',
      `/${'x'.repeat(5000)}`,
      '/assets/%E0%A4%A.js',
      '/assets/..%2F..%2Fpackage.json',
      '/server/entry.js',
      '/.vite/manifest.json',
      '/index.html',
      '/favicon.svg',
    ];
    for (const path of pages) {
      requests.push({ label: `page ${path.slice(0, 40)}`, method: 'GET', path, headers: { Accept: 'text/html' } });
      requests.push({ label: `page ${path.slice(0, 40)} (not HTML)`, method: 'GET', path });
      requests.push({
        label: `form post to ${path.slice(0, 40)}`,
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: BAD_BODIES[0]?.body,
      });
    }
    for (const path of ['/service/unknown/%E0%A4%A', '/emulator/api/%00%ff', '/emulator/%zz', '/service/', '/emulator/api/']) {
      requests.push(
        { label: `unknown ${path}`, method: 'GET', path },
        { label: `unknown ${path} (POST)`, method: 'POST', path, headers: { 'Content-Type': 'application/json' }, body: '[[[[' },
      );
    }
    return requests;
  };

  it('answers every endpoint under 1,000+ malformed requests below 500, as JSON { type, detail }, without resets or internal text', async () => {
    const requests = corpus();
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const covered = new Set(requests.map((request) => request.endpoint));
    for (const endpoint of emulator.endpoints) expect(covered).toContain(`${endpoint.method} ${endpoint.path}`);
    const answers = await pool(requests, 8, (request) => send(emulator.url, request.method, request.path, request));
    const failures = requests.flatMap((request, index) => {
      const wrong = problemWith(request, answers[index] as RawAnswer);
      return wrong ? [`${request.label} (${request.method} ${request.path.slice(0, 80)}): ${wrong}`] : [];
    });
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status === 413).length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  }, 180_000);

  it('answers raw malformed request lines and headers with 4xx JSON and no resets', async () => {
    const host = new URL(emulator.url).host;
    const cases = rawRequests(host);
    const answers = await pool(cases, 4, (item) => sendRaw(emulator.url, item.bytes, { halfClose: item.halfClose }));
    const failures = cases.flatMap((item, index) => {
      // A page target (GET /%%%%) gets the storefront's page; everything else must answer JSON.
      const target = /^[A-Z]+ (\/\S*) HTTP/.exec(item.bytes.toString('latin1'))?.[1];
      const wrong = problemWith({ method: 'GET', ...(target ? { path: target } : {}) }, answers[index] as RawAnswer, item.unanswered);
      return wrong ? [`${item.label}: ${wrong}`] : [];
    });
    expect(failures).toEqual([]);
    expect(answers.find((_, index) => cases[index]?.label === 'absolute target with a broken IPv6 host')?.status).toBe(400);
    expect(answers.find((_, index) => cases[index]?.label === '20 kB header')?.status).toBe(431);
    expect(errors).not.toHaveBeenCalled();
  }, 60_000);

  it('answers the issue’s findings precisely: 400 for broken percent-encoding and deep JSON, 413 for a large body', async () => {
    const promotion = await send(emulator.url, 'GET', '/service/promotion/api/promotion/%E0%A4%A');
    expect([promotion.status, JSON.parse(promotion.body)]).toEqual([
      400,
      { type: 'urn:emulator:malformed_uri', detail: expect.any(String) },
    ]);
    const subscriber = await send(emulator.url, 'GET', '/service/newsletter/api/internal/newsletter-subscribers/%00%ff');
    expect(subscriber.status).toBe(400);
    const nested = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const preferencesToken = await subscribe('deep@example.org');
    for (const method of ['POST', 'PUT']) {
      const path =
        method === 'POST'
          ? '/service/newsletter/api/internal/newsletter-subscribers'
          : `/service/newsletter/api/internal/newsletter-subscribers/${preferencesToken}`;
      const deep = await send(emulator.url, method, path, {
        headers: { 'Content-Type': 'application/json', 'X-Site': 'DE' },
        body: nested,
      });
      expect([deep.status, (JSON.parse(deep.body) as { type: string }).type]).toEqual([400, 'urn:emulator:json_too_deep']);
    }
    for (const chunked of [false, true]) {
      const large = await send(emulator.url, 'POST', '/service/newsletter/api/internal/newsletter-subscribers', {
        headers: { 'Content-Type': 'application/json', 'X-Site': 'DE' },
        body: `"${'x'.repeat(300_000)}"`,
        chunked,
      });
      expect([large.status, large.reset, (JSON.parse(large.body) as { type: string }).type]).toEqual([
        413,
        false,
        'urn:emulator:payload_too_large',
      ]);
    }
    const line = await sendRaw(emulator.url, `GET http://[::1 HTTP/1.1\r\nHost: ${new URL(emulator.url).host}\r\n\r\n`);
    expect([line.status, line.contentType]).toEqual([400, 'application/json; charset=utf-8']);
  });

  it('lets clients that leave mid-request go without logging an error', async () => {
    const host = new URL(emulator.url).host;
    const post = (length: number) =>
      `POST /service/newsletter/api/internal/newsletter-subscribers HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nX-Site: DE\r\nContent-Length: ${length}\r\n\r\n`;
    // This file's fetch calls may keep connections alive: the leavers are what comes on top of them.
    const kept = await emulator.openConnections();
    await Promise.all([
      abandon(emulator.url, 'GET /emulator/api/clo'),
      abandon(emulator.url, `GET /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\nX-Half: `),
      abandon(emulator.url, `${post(5000)}{"email":"gone@example.org",`),
      abandon(
        emulator.url,
        `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"days":`,
      ),
      abandon(emulator.url, `${post(200_000)}${'['.repeat(1000)}`),
      abandon(emulator.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n\r\n`),
    ]);
    // Once the server has let every one of them go, the emulator still answers, and logged nothing as an error.
    await vi.waitFor(async () => expect(await emulator.openConnections()).toBeLessThanOrEqual(kept), { interval: 5 });
    expect((await send(emulator.url, 'GET', '/emulator/api/clock')).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });
});
