// @vitest-environment node
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crossSiteRefusal, hostRefusal, sameOriginRefusal, servedHosts } from '../../emulator/http';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

/** One raw request, so the Host header can be anything (fetch always sends the real one). */
const raw = (
  url: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('emulator control API guards', () => {
  let emulator: RunningEmulator;
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });
  const port = () => new URL(emulator.url).port;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('refuses control calls whose Host the emulator does not serve (DNS rebinding), with 421 JSON', async () => {
    const rebound = await raw(emulator.url, '/emulator/api/outbox', 'GET', { Host: `attacker.example:${port()}` });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ type: 'urn:emulator:host_not_served' });
    expect((await raw(emulator.url, '/emulator/api/clock', 'GET', { Host: `127.0.0.1:${Number(port()) + 1}` })).status).toBe(421);
    for (const host of servedHosts(emulator.url))
      expect((await raw(emulator.url, '/emulator/api/outbox', 'GET', { Host: host })).status).toBe(200);
  });

  it('refuses a cross-site form post to the staff sign-in and the switches, and accepts the control page’s own', async () => {
    const host = { Host: `127.0.0.1:${port()}` };
    const forged = await raw(
      emulator.url,
      '/emulator/api/staff/login',
      'POST',
      { ...host, ...form, Origin: 'https://evil.example' },
      'username=staff&password=preview123',
    );
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toMatchObject({ type: 'urn:emulator:cross_origin' });
    const outage = await raw(
      emulator.url,
      '/emulator/api/newsletter/outage',
      'POST',
      { ...host, ...form, 'Sec-Fetch-Site': 'cross-site' },
      'enabled=true',
    );
    expect(outage.status).toBe(403);
    expect(
      (
        await raw(
          emulator.url,
          '/emulator/api/clock/advance',
          'POST',
          { ...host, 'Content-Type': 'application/json', Origin: 'null' },
          '{"days":1}',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await raw(
          emulator.url,
          '/emulator/api/login/settings',
          'POST',
          { ...host, ...form, 'Sec-Fetch-Site': 'same-site' },
          'loginFailure=on',
        )
      ).status,
    ).toBe(403);
    const settings = await (await fetch(`${emulator.url}/emulator/api/login/settings`)).json();
    expect(settings).toMatchObject({ loginFailure: false });
    const own = await raw(
      emulator.url,
      '/emulator/api/newsletter/outage',
      'POST',
      { ...host, ...form, Origin: emulator.url, 'Sec-Fetch-Site': 'same-origin' },
      'enabled=true',
    );
    expect(own.status).toBe(303);
    const staff = await raw(
      emulator.url,
      '/emulator/api/staff/login',
      'POST',
      { ...host, ...form, Origin: `http://localhost:${port()}`, 'Sec-Fetch-Site': 'same-origin' },
      'username=staff&password=preview123',
    );
    expect(staff.status).toBe(303);
  });

  it('decides from headers alone, so any HTTP layer can use the guards', () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    const origin = 'http://127.0.0.1:5173';
    expect(hostRefusal(headers({ host: '[::1]:5173' }), origin)).toBeUndefined();
    expect(hostRefusal(headers({ host: 'localhost:5174' }), origin)?.status).toBe(421);
    expect(hostRefusal(headers({}), origin)?.status).toBe(421);
    expect(sameOriginRefusal('GET', headers({ host: 'localhost:5173', origin: 'https://evil.example' }), origin)).toBeUndefined();
    expect(sameOriginRefusal('POST', headers({ host: 'localhost:5173' }), origin)).toBeUndefined();
    expect(sameOriginRefusal('DELETE', headers({ host: 'localhost:5173', 'sec-fetch-site': 'cross-site' }), origin)?.status).toBe(403);
    expect(crossSiteRefusal(headers({ origin: 'http://localhost:3000' }), 'x')).toBeUndefined();
    expect(crossSiteRefusal(headers({ origin: 'http://127.0.0.1.evil.example' }), 'x')?.status).toBe(403);
  });
});

describe('the emulator’s headers around the storefront’s pages', () => {
  it('keeps a page’s own Referrer-Policy (a token page sends none) and adds it where a page has none', async () => {
    const pages = (request: Request) =>
      new Response('<!doctype html><title>x</title>', {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          ...(new URL(request.url).pathname.includes('confirm') ? { 'Referrer-Policy': 'no-referrer' } : {}),
        },
      });
    const emulator = await startEmulator({ port: 0, dbPath: null, pages });
    try {
      const page = (path: string) => fetch(`${emulator.url}${path}`, { headers: { Accept: 'text/html' } });
      expect((await page('/newsletter/confirm?token=t')).headers.get('referrer-policy')).toBe('no-referrer');
      expect((await page('/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await emulator.close();
    }
  });
});
