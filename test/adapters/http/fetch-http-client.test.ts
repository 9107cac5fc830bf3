import * as E from 'fp-ts/Either';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_TOKEN_HEADER, FetchHttpClient, timeoutOf } from '../../../adapters/http/fetch-http-client';

/** The Fetch client against a real HTTP server: what a widget's calls carry, and how answers and failures come back. */
describe('Fetch HTTP client', () => {
  let server: Server;
  let origin = '';
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
        if (req.url === '/text') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('not json');
        res.writeHead(req.url === '/missing' ? 404 : 201, { 'Content-Type': 'application/json', 'X-Answer': 'yes' });
        res.end(req.url === '/missing' ? '{"type":"urn:x:not_found"}' : '{"status":"WAITING_FOR_DOI"}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const client = (timeoutMs = 1_000) => new FetchHttpClient({ baseURL: origin, defaultTimeoutMs: timeoutMs, credentials: 'omit' });

  it('posts JSON to the base origin with the CSRF marker and the call’s headers, and parses the answer', async () => {
    const answer = await client().send({
      method: 'POST',
      url: '/service/x',
      body: { email: 'a@example.org' },
      headers: { 'X-Site': 'HU' },
    })();
    expect(answer).toEqual(
      E.right({ status: 201, body: { status: 'WAITING_FOR_DOI' }, headers: expect.objectContaining({ 'x-answer': 'yes' }) }),
    );
    const call = seen.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/service/x', body: '{"email":"a@example.org"}' });
    expect(call?.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-site': 'HU' });
  });

  it('hands over an error status as an answer, and a body that is no JSON as text', async () => {
    expect(await client().send({ method: 'GET', url: '/missing' })()).toEqual(
      E.right(expect.objectContaining({ status: 404, body: { type: 'urn:x:not_found' } })),
    );
    expect(await client().send({ method: 'GET', url: '/text' })()).toEqual(
      E.right(expect.objectContaining({ status: 200, body: 'not json' })),
    );
  });

  it('reports no answer within the time-out as TIMEOUT, and a refused connection as NETWORK', async () => {
    const slow = await client(200).send({ method: 'GET', url: '/slow' })();
    expect(E.isLeft(slow) && slow.left.kind).toBe('TIMEOUT');
    const refused = await new FetchHttpClient({ baseURL: 'http://127.0.0.1:9', defaultTimeoutMs: 1_000, credentials: 'omit' }).send({
      method: 'GET',
      url: '/x',
    })();
    expect(E.isLeft(refused) && refused.left.kind).toBe('NETWORK');
  });
});

/** The same client as a server uses it: the visitor's cookies and address passed on, what a service sets handed back. */
describe('Fetch HTTP client on a server', () => {
  let server: Server;
  let origin = '';
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/api/sets') res.setHeader('Set-Cookie', ['LoginToken=a; Path=/', 'LoginSession=b; Path=/; HttpOnly']);
      if (req.url === '/api/sets-one') res.setHeader('Set-Cookie', 'NewsletterSubscriber=abc; Path=/; SameSite=Lax');
      res.writeHead(req.url?.startsWith('/api/') ? 201 : 404, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const relayed = async (path: string) => {
    const set: string[] = [];
    const http = new FetchHttpClient({
      baseURL: `${origin}/api/`,
      defaultTimeoutMs: 2_000,
      forwardCookies: 'LoginToken=x',
      forwardClient: { address: '203.0.113.9', token: 'entry-secret' },
      onSetCookie: (cookies) => set.push(...cookies),
    });
    const answer = await http.send({ method: 'POST', url: path, body: {} })();
    return { answer, set };
  };

  it('calls under the services’ base address, with the visitor’s cookies, address and the entry token', async () => {
    const { answer } = await relayed('/sets');
    expect(E.isRight(answer) && answer.right.status).toBe(201);
    expect(seen.at(-1)).toMatchObject({
      cookie: 'LoginToken=x',
      'x-forwarded-for': '203.0.113.9',
      [ENTRY_TOKEN_HEADER.toLowerCase()]: 'entry-secret',
    });
  });

  it('hands on every cookie a service sets, one or several', async () => {
    expect((await relayed('/sets')).set).toEqual(['LoginToken=a; Path=/', 'LoginSession=b; Path=/; HttpOnly']);
    expect((await relayed('/sets-one')).set).toEqual(['NewsletterSubscriber=abc; Path=/; SameSite=Lax']);
  });

  it('gives a read (GET) the page budget and a call that acts the longer action budget, each capping what a call asks', () => {
    const server = { defaultTimeoutMs: 1000, maxTimeoutMs: 1000, actionTimeoutMs: 10_000 };
    expect(
      [
        { method: 'GET', timeoutMs: 15_000 },
        { method: 'POST' },
        { method: 'PUT', timeoutMs: 15_000 },
        { method: 'DELETE', timeoutMs: 2000 },
      ].map((request) => timeoutOf(request as Parameters<typeof timeoutOf>[0], server)),
    ).toEqual([1000, 10_000, 10_000, 2000]);
  });

  it('without limits (the browser), leaves every call to its own time-out or the client’s', () => {
    expect(timeoutOf({ method: 'POST' }, { defaultTimeoutMs: 1000 })).toBe(1000);
    expect(timeoutOf({ method: 'GET', timeoutMs: 15_000 }, { defaultTimeoutMs: 1000 })).toBe(15_000);
  });
});
