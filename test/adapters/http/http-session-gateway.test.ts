import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { HttpSessionGateway } from '../../../adapters/http/http-session-gateway';
import type { HttpClient, HttpRequest, HttpResponse } from '../../../core/shared/http-client.port';

const recording = (response: HttpResponse | 'fail') => {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    send: (request) => { requests.push(request); return response === 'fail' ? TE.left({ kind: 'NETWORK', message: 'offline' }) : TE.right(response); },
  };
  return { http, requests };
};

describe('login service over HTTP (spec 7.4)', () => {
  it('posts the credentials as JSON to the login path', async () => {
    const { http, requests } = recording({ status: 200, body: null, headers: {} });
    expect(await new HttpSessionGateway(http).logIn({ email: 'a@b.de', password: 'pw' })()).toEqual(E.right({ status: 200 }));
    expect(requests).toEqual([{ method: 'POST', url: '/service/login/api/v1/login', body: { email: 'a@b.de', password: 'pw' } }]);
  });

  it('renews with POST and an empty JSON body, fetches the long-term token with GET, logs out with POST', async () => {
    const { http, requests } = recording({ status: 201, body: null, headers: {} });
    const gateway = new HttpSessionGateway(http);
    await gateway.renewLoginToken()();
    await gateway.fetchLongTermToken()();
    await gateway.logOut()();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/service/login/api/v1/logintoken/renew', {}],
      ['GET', '/service/login/api/v1/longtermtoken', undefined],
      ['POST', '/service/login/api/v1/logout', {}],
    ]);
  });

  it('passes on the server time of the Date header', async () => {
    const { http } = recording({ status: 200, body: null, headers: { date: 'Sun, 22 Nov 2026 10:00:00 GMT' } });
    expect(await new HttpSessionGateway(http).renewLoginToken()()).toEqual(E.right({ status: 200, serverTimeMs: Date.UTC(2026, 10, 22, 10) }));
  });

  it('turns a network failure into NO_ANSWER', async () => {
    const { http } = recording('fail');
    expect(await new HttpSessionGateway(http).logIn({ email: 'a@b.de', password: 'pw' })()).toEqual(E.left({ kind: 'NO_ANSWER', message: 'offline' }));
  });
});
