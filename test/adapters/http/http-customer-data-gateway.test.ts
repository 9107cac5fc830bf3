import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HttpCustomerDataGateway } from '../../../adapters/http/http-customer-data-gateway';
import { FakeHttpClient, offline, reply } from '../../fakes/fake-http-client';

describe('HTTP customer data gateway (psdata)', () => {
  it('GETs psdata without cache, with credentials, and decodes it', async () => {
    const http = new FakeHttpClient([reply(200, { loggedIn: true, newsletterStatus: 'SUBSCRIBED', more: 1 })]);
    expect(await new HttpCustomerDataGateway(http).load()()).toEqual(E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED', more: 1 }));
    expect(http.requests).toEqual([
      { method: 'GET', url: '/service/customerfrontenddata/api/v1/psdata', noCache: true, withCredentials: true },
    ]);
  });

  it.each([
    ['no answer', offline, 'NETWORK'],
    ['a 403 (no CSRF marker)', reply(403, { type: 'urn:csrf' }), 'STATUS'],
    ['an unknown status value', reply(200, { loggedIn: false, newsletterStatus: 'MAYBE' }), 'DECODE'],
  ])('fails on %s with %s', async (_name, answer, kind) => {
    const result = await new HttpCustomerDataGateway(new FakeHttpClient([answer])).load()();
    expect(E.isLeft(result) && result.left.kind).toBe(kind);
  });
});
