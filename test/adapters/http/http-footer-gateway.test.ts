import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HttpFooterGateway } from '../../../adapters/http/http-footer-gateway';
import { aCmsFooterJson } from '../../fakes/footer-content.mother';
import { FakeHttpClient, offline, reply, timedOut, type FakeAnswer } from '../../fakes/fake-http-client';

describe('HTTP footer gateway', () => {
  it('GETs SHOP_FOOTER with credentials, no referrer, a 15 s time-out and the storefront header', async () => {
    const http = new FakeHttpClient([reply(200, { contentJSON: JSON.stringify(aCmsFooterJson()) })]);
    const result = await new HttpFooterGateway(http).load('CH_FR')();
    expect(E.isRight(result)).toBe(true);
    expect(http.requests).toEqual([
      {
        method: 'GET',
        url: '/service/promotion/api/promotion/SHOP_FOOTER',
        headers: { 'X-Storefront': 'CH_FR' },
        withCredentials: true,
        noReferrer: true,
        timeoutMs: 15000,
      },
    ]);
  });

  it.each<[string, FakeAnswer, object]>([
    [
      'a 404 (no content)',
      reply(404, { type: 'urn:promotion:not_found' }),
      { kind: 'STATUS', status: 404, type: 'urn:promotion:not_found' },
    ],
    ['a 503', reply(503, null), { kind: 'STATUS', status: 503 }],
    ['a network failure', offline, { kind: 'NETWORK' }],
    ['a time-out', timedOut, { kind: 'TIMEOUT' }],
    ['a body without contentJSON', reply(200, 'not json'), { kind: 'DECODE' }],
    [
      'contentJSON that is not JSON',
      reply(200, { contentJSON: '{"teaser": ' }),
      { kind: 'DECODE', message: expect.stringContaining('BAD_JSON') },
    ],
    [
      'contentJSON of the wrong shape',
      reply(200, { contentJSON: '{"teaser": []}' }),
      { kind: 'DECODE', message: expect.stringContaining('teaser') },
    ],
  ])('fails on %s', async (_, answer, failure) => {
    expect(await new HttpFooterGateway(new FakeHttpClient([answer])).load('DE')()).toMatchObject(E.left(failure));
  });
});
