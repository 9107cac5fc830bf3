// @vitest-environment node
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { LazyHttpClient } from '../../../adapters/http/lazy-http-client';
import type { HttpClient, HttpRequest } from '../../../core/shared/http-client.port';

const GET: HttpRequest = { method: 'GET', url: '/service/x' };

/** A transport that answers 200 with the request's url. */
const echo = (): HttpClient => ({ send: (request) => TE.right({ status: 200, body: request.url, headers: {} }) });

describe('an HTTP client loaded with its first request', () => {
  it('loads nothing until a request is sent, then loads once for every request', async () => {
    let loads = 0;
    const transport = echo();
    const client = new LazyHttpClient(async () => {
      loads += 1;
      return transport;
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([client.send(GET)(), client.send({ ...GET, url: '/service/y' })()]);
    expect(first).toEqual(E.right({ status: 200, body: '/service/x', headers: {} }));
    expect(second).toEqual(E.right({ status: 200, body: '/service/y', headers: {} }));
    expect(loads).toBe(1);
  });

  it('answers NETWORK when its transport cannot be loaded, and tries again with the next request', async () => {
    let loads = 0;
    const client = new LazyHttpClient(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return echo();
    });
    expect(await client.send(GET)()).toEqual(E.left({ kind: 'NETWORK', message: 'chunk failed' }));
    expect(E.isRight(await client.send(GET)())).toBe(true);
    expect(loads).toBe(2);
  });
});
