import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DataLayerTracking, type DataLayerHost } from '../../../adapters/browser/data-layer-tracking';
import { HttpNewsletterGateway } from '../../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient, type NewsletterClientConfiguration } from '../../../adapters/http/newsletter-api-client';
import { FakeHttpClient, reply, timedOut, type FakeAnswer } from '../../fakes/fake-http-client';

const ok = (body: unknown = {}, status = 200) => reply(status, body);
const offline: FakeAnswer = { kind: 'NETWORK', message: 'Network Error' };
const gatewayWith = (answers: FakeAnswer[], config: Partial<NewsletterClientConfiguration> = {}) => {
  const http = new FakeHttpClient(answers);
  const gateway = new HttpNewsletterGateway(
    new NewsletterApiClient(http, {
      origin: 'https://shop.test',
      singlePageApp: false,
      site: 'HU',
      originalAddress: 'https://shop.test/subscribenewsletter',
      ...config,
    }),
  );
  return { http, gateway };
};
const payload = { email: 'a@b.hu', consents: [], origin: 'onsite', originAddition: 'footer' };

describe('newsletter service client', () => {
  it('POSTs the payload to the internal path with credentials, the site header and X-Original-Address', async () => {
    const { http, gateway } = gatewayWith([ok({}, 201)]);
    expect(await gateway.subscribe(payload)()).toEqual(E.right(undefined));
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://shop.test/service/newsletter/api/internal/newsletter-subscribers',
      body: payload,
      withCredentials: true,
      headers: { 'X-Site': 'HU', 'X-Original-Address': 'https://shop.test/subscribenewsletter' },
    });
  });

  it('uses the private path on a single-page app, and always for base data with X-LoginToken', async () => {
    const spa = gatewayWith([ok()], { singlePageApp: true });
    await spa.gateway.confirm('tok/en')();
    expect(spa.http.requests[0]?.url).toBe('https://shop.test/service/newsletter/api/private/newsletter-subscribers/tok%2Fen/doi');
    const page = gatewayWith([ok({ email: 'anna@example.com', consents: ['DNE'] })]);
    expect(await page.gateway.customerBaseData('abc.def')()).toEqual(E.right({ email: 'anna@example.com', consents: ['DNE'] }));
    expect(page.http.requests[0]).toMatchObject({
      url: 'https://shop.test/service/newsletter/api/private/customers/base-data',
      headers: { 'X-LoginToken': 'abc.def' },
    });
    expect(page.http.requests[0]?.headers).not.toHaveProperty('X-Site');
  });

  it('reads the preferences token from the confirmation and DELETEs the subscriber to unsubscribe', async () => {
    const { http, gateway } = gatewayWith([
      ok({ status: 'SUBSCRIBED', preferencesToken: 'prefs' }),
      ok({ status: 'SUBSCRIBED' }),
      ok({ status: 'UNSUBSCRIBED' }),
    ]);
    expect(await gateway.confirm('once')()).toEqual(E.right({ preferencesToken: 'prefs' }));
    expect(await gateway.confirm('older-service')()).toEqual(E.right({}));
    expect(await gateway.unsubscribe('prefs/1')()).toEqual(E.right(undefined));
    expect(http.requests[2]).toMatchObject({
      method: 'DELETE',
      url: 'https://shop.test/service/newsletter/api/internal/newsletter-subscribers/prefs%2F1',
      headers: { 'X-Site': 'HU' },
    });
  });

  it('turns a non-2xx answer into a STATUS failure carrying the body’s problem type', async () => {
    const { gateway } = gatewayWith([ok({ type: 'urn:newsletter:email_invalid', detail: 'x' }, 400), ok('<html>', 502)]);
    expect(await gateway.subscribe(payload)()).toEqual(E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:email_invalid' }));
    expect(await gateway.subscribe(payload)()).toEqual(E.left({ kind: 'STATUS', status: 502 }));
  });

  it('gives the spec’s fetch error when no answer came and no middleware offered one, keeping NETWORK or TIMEOUT', async () => {
    const { gateway } = gatewayWith([offline, timedOut]);
    expect(await gateway.subscribe(payload)()).toEqual(
      E.left({
        kind: 'NETWORK',
        message: 'The request failed and the interceptors did not return an alternative response: Network Error',
      }),
    );
    expect(await gateway.subscribe(payload)()).toMatchObject(E.left({ kind: 'TIMEOUT' }));
  });

  it('fails like a request without answer when an auth callback or middleware throws', async () => {
    const { http, gateway } = gatewayWith([ok()], { accessToken: () => Promise.reject(new Error('no token')) });
    expect(await gateway.subscribe(payload)()).toEqual(
      E.left({
        kind: 'NETWORK',
        message: 'The request failed and the interceptors did not return an alternative response: no token',
      }),
    );
    expect(http.requests).toEqual([]);
  });

  it('runs middleware: pre rewrites, onError may rescue, post sees the answer', async () => {
    const seen: number[] = [];
    const { http, gateway } = gatewayWith([offline], {
      middleware: [
        { onError: () => undefined },
        {
          pre: (request) => ({ ...request, headers: { ...request.headers, 'X-Trace': '1' } }),
          onError: () => ok({}, 202),
          post: (_request, response) => {
            seen.push(response.status);
          },
        },
      ],
    });
    expect(await gateway.subscribe(payload)()).toEqual(E.right(undefined));
    expect(http.requests[0]?.headers).toMatchObject({ 'X-Trace': '1' });
    expect(seen).toEqual([202]);
  });

  it('adds basic auth, an API key and a bearer token when configured (the token wins)', async () => {
    const basic = gatewayWith([ok()], { username: 'shop', password: 'pässword', apiKey: () => 'k-1' });
    await basic.gateway.subscriber('t')();
    expect(basic.http.requests[0]?.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from('shop:pässword').toString('base64')}`,
      'X-Api-Key': 'k-1',
    });
    const bearer = gatewayWith([ok()], { username: 'shop', password: 'x', accessToken: async () => 'jwt' });
    await bearer.gateway.subscriber('t')();
    expect(bearer.http.requests[0]?.headers).toMatchObject({ Authorization: 'Bearer jwt' });
  });

  it('decodes subscriber bodies and reports a body of the wrong shape as a decode error', async () => {
    const { gateway } = gatewayWith([
      ok({ email: 'i@x.de', status: 'SUBSCRIBED', topics: ['COFFEE'] }),
      ok({ email: 'i@x.de', status: 'MAYBE', topics: [] }),
    ]);
    expect(await gateway.subscriber('t')()).toEqual(E.right({ email: 'i@x.de', status: 'SUBSCRIBED', topics: ['COFFEE'] }));
    const bad = await gateway.subscriber('t')();
    expect(E.isLeft(bad) && bad.left.kind).toBe('DECODE');
  });

  it('PUTs preference updates with the site header', async () => {
    const { http, gateway } = gatewayWith([ok()]);
    await gateway.update('t', { topics: ['SPORT'], firstName: 'Ida' })();
    expect(http.requests[0]).toMatchObject({
      method: 'PUT',
      url: 'https://shop.test/service/newsletter/api/internal/newsletter-subscribers/t',
      body: { topics: ['SPORT'], firstName: 'Ida' },
      headers: { 'X-Site': 'HU' },
    });
  });
});

describe('data-layer tracking', () => {
  it('pushes events onto the page’s dataLayer, creating it when missing', () => {
    const host: DataLayerHost = {};
    new DataLayerTracking(host).track({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' });
    expect(host.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' }]);
    const existing: DataLayerHost = { dataLayer: [{ gtm: 1 }] };
    new DataLayerTracking(existing).track({ event: 'x' });
    expect(existing.dataLayer).toHaveLength(2);
  });
});
