import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HttpSessionGateway } from '../../../adapters/http/http-session-gateway';
import { FakeHttpClient, offline, reply, timedOut } from '../../fakes/fake-http-client';

describe('login service over HTTP (spec 7.4)', () => {
  it('posts the credentials as JSON to the login path', async () => {
    const http = new FakeHttpClient([reply(200, null)]);
    expect(await new HttpSessionGateway(http).logIn({ email: 'a@b.de', password: 'pw' })()).toEqual(E.right({ status: 200 }));
    expect(http.requests).toEqual([{ method: 'POST', url: '/service/login/api/v1/login', body: { email: 'a@b.de', password: 'pw' } }]);
  });

  it('renews with POST and an empty JSON body, fetches the long-term token with GET, logs out with POST', async () => {
    const http = new FakeHttpClient(() => reply(201, null));
    const gateway = new HttpSessionGateway(http);
    await gateway.renewLoginToken()();
    await gateway.fetchLongTermToken()();
    await gateway.logOut()();
    expect(http.requests.map((r) => [r.method, r.url, r.body, r.timeoutMs])).toEqual([
      ['POST', '/service/login/api/v1/logintoken/renew', {}, 10_000],
      ['GET', '/service/login/api/v1/longtermtoken', undefined, 10_000],
      ['POST', '/service/login/api/v1/logout', {}, undefined],
    ]);
  });

  it('passes on the status of a 2xx reply (201 renewed, 200 not yet due) and the server time of its Date header', async () => {
    const http = new FakeHttpClient([reply(200, null, { date: 'Sun, 22 Nov 2026 10:00:00 GMT' }), reply(201, '')]);
    const gateway = new HttpSessionGateway(http);
    expect(await gateway.renewLoginToken()()).toEqual(E.right({ status: 200, serverTimeMs: Date.UTC(2026, 10, 22, 10) }));
    expect(await gateway.renewLoginToken()()).toEqual(E.right({ status: 201 }));
  });

  it('reports any other status as STATUS with its problem type, and no answer as NETWORK or TIMEOUT', async () => {
    const http = new FakeHttpClient([reply(429, { type: 'urn:login:too_many_attempts' }), reply(401, null), offline, timedOut]);
    const gateway = new HttpSessionGateway(http);
    const credentials = { email: 'a@b.de', password: 'pw' };
    expect(await gateway.logIn(credentials)()).toEqual(E.left({ kind: 'STATUS', status: 429, type: 'urn:login:too_many_attempts' }));
    expect(await gateway.logIn(credentials)()).toEqual(E.left({ kind: 'STATUS', status: 401 }));
    expect(await gateway.logIn(credentials)()).toEqual(E.left({ kind: 'NETWORK', message: 'offline' }));
    expect(await gateway.renewLoginToken()()).toMatchObject(E.left({ kind: 'TIMEOUT' }));
  });
});
