import axios, { AxiosError } from 'axios';
import * as E from 'fp-ts/Either';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AxiosHttpClient, createAxiosInstance, transportFailure } from '../../../adapters/http/axios-http-client';

const failingWith = (error: Error) => new AxiosHttpClient(axios.create({ adapter: () => Promise.reject(error) }));
const get = { method: 'GET', url: '/x' } as const;

describe('axios HTTP client', () => {
  it('reports a time-out of the fetch adapter (ETIMEDOUT) as TIMEOUT', async () => {
    expect(await failingWith(new AxiosError('timeout of 1000ms exceeded', AxiosError.ETIMEDOUT)).send(get)()).toEqual(
      E.left({ kind: 'TIMEOUT', message: 'timeout of 1000ms exceeded' }),
    );
  });

  it('reports a time-out of the XHR adapter (ECONNABORTED "timeout …") as TIMEOUT, an abort as NETWORK', () => {
    expect(transportFailure(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED)).kind).toBe('TIMEOUT');
    expect(transportFailure(new AxiosError('Request aborted', AxiosError.ECONNABORTED)).kind).toBe('NETWORK');
  });

  it('reports any other failure as NETWORK', async () => {
    expect(await failingWith(new AxiosError('Network Error', AxiosError.ERR_NETWORK)).send(get)()).toEqual(
      E.left({ kind: 'NETWORK', message: 'Network Error' }),
    );
    expect(transportFailure('boom')).toEqual({ kind: 'NETWORK', message: 'boom' });
  });

  it('hands over every status as an answer, with lower-case headers', async () => {
    const http = new AxiosHttpClient(
      axios.create({
        validateStatus: () => true,
        adapter: (config) =>
          Promise.resolve({ data: '{"type":"urn:x"}', status: 503, statusText: '', headers: { 'Retry-After': '5' }, config }),
      }),
    );
    expect(await http.send(get)()).toEqual(E.right({ status: 503, body: { type: 'urn:x' }, headers: { 'retry-after': '5' } }));
  });
});

describe('axios HTTP client on a server: the cookies a service sets', () => {
  const serving = async (cookies: readonly string[]) => {
    const server = createServer((_req, res) => {
      res.setHeader('Set-Cookie', [...cookies]);
      res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(done)) };
  };
  const relayed = async (cookies: readonly string[]) => {
    const service = await serving(cookies);
    const seen: string[] = [];
    const http = new AxiosHttpClient(createAxiosInstance({ baseURL: service.url, defaultTimeoutMs: 2000 }), {
      onSetCookie: (set) => seen.push(...set),
    });
    await http.send({ method: 'POST', url: '/newsletter-subscribers', body: {} })();
    await service.close();
    return seen;
  };

  it('hands on a single cookie (axios gives it as a string)', async () => {
    expect(await relayed(['NewsletterSubscriber=abc; Path=/; SameSite=Lax'])).toEqual(['NewsletterSubscriber=abc; Path=/; SameSite=Lax']);
  });

  it('hands on several cookies', async () => {
    expect(await relayed(['LoginToken=a; Path=/', 'LoginSession=b; Path=/; HttpOnly'])).toEqual([
      'LoginToken=a; Path=/',
      'LoginSession=b; Path=/; HttpOnly',
    ]);
  });
});

describe('axios HTTP client on a server: the budget of each call', () => {
  const budgets = (limits: ConstructorParameters<typeof AxiosHttpClient>[1]) => {
    const seen: Array<number | undefined> = [];
    const http = new AxiosHttpClient(
      axios.create({
        timeout: 1000,
        adapter: (config) => {
          seen.push(config.timeout);
          return Promise.resolve({ data: '{}', status: 200, statusText: '', headers: {}, config });
        },
      }),
      limits,
    );
    return { http, seen };
  };

  it('gives a read (GET) the page budget and a call that acts the longer action budget, each capping what a call asks', async () => {
    const { http, seen } = budgets({ maxTimeoutMs: 1000, actionTimeoutMs: 10_000 });
    await http.send({ method: 'GET', url: '/footer', timeoutMs: 15_000 })();
    await http.send({ method: 'POST', url: '/login', body: {} })();
    await http.send({ method: 'PUT', url: '/doi', timeoutMs: 15_000 })();
    await http.send({ method: 'DELETE', url: '/subscriber', timeoutMs: 2000 })();
    expect(seen).toEqual([1000, 10_000, 10_000, 2000]);
  });

  it('without an action budget (the browser), leaves every call to its own time-out or the instance’s', async () => {
    const { http, seen } = budgets({});
    await http.send({ method: 'POST', url: '/login', body: {} })();
    await http.send({ method: 'GET', url: '/footer', timeoutMs: 15_000 })();
    expect(seen).toEqual([1000, 15_000]);
  });
});
