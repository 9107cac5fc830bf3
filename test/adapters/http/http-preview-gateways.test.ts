import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HttpAbTestGateway } from '../../../adapters/http/http-abtest-gateway';
import { HttpPreviewSessionGateway } from '../../../adapters/http/http-preview-session-gateway';
import { HttpPreviewTokenGateway } from '../../../adapters/http/http-preview-token-gateway';
import { FakeHttpClient, offline, reply } from '../../fakes/fake-http-client';

describe('staff session adapter', () => {
  it('GETs checkauth without cache and decodes the answer', async () => {
    const http = new FakeHttpClient(() => reply(200, { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null }));
    expect(await new HttpPreviewSessionGateway(http).checkAuth()()).toEqual(
      E.right({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null }),
    );
    expect(http.requests).toEqual([{ method: 'GET', url: '/service/preview/api/auth/checkauth', noCache: true }]);
  });

  it.each([
    ['a 401', reply(401, { status: 'UNAUTHORIZED' }), 'STATUS'],
    ['an unreadable body', reply(200, '<html>'), 'DECODE'],
    ['no answer', offline, 'NETWORK'],
  ])('fails checkauth on %s with %s', async (_name, answer, kind) => {
    const result = await new HttpPreviewSessionGateway(new FakeHttpClient(() => answer)).checkAuth()();
    expect(E.isLeft(result) && result.left.kind).toBe(kind);
  });

  it('GETs renew and logout, whose bodies are unused', async () => {
    const http = new FakeHttpClient(() => reply(200, null));
    const gateway = new HttpPreviewSessionGateway(http);
    expect(await gateway.renew()()).toEqual(E.right(undefined));
    expect(await gateway.logout()()).toEqual(E.right(undefined));
    expect(http.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /service/preview/api/auth/login/renew',
      'GET /service/preview/api/auth/logout',
    ]);
    expect(E.isLeft(await new HttpPreviewSessionGateway(new FakeHttpClient(() => reply(500, null))).logout()())).toBe(true);
  });
});

describe('preview token adapter', () => {
  it('POSTs previewDateTime with the encoded test and group in the address', async () => {
    const http = new FakeHttpClient(() => reply(200, { status: 'SUCCESS' }));
    const result = await new HttpPreviewTokenGateway(http).requestToken({
      selection: { testName: 'a&b', groupName: 'snow white' },
      previewDateTime: '2026-12-24T09:00:00.000Z',
    })();
    expect(result).toEqual(E.right('SUCCESS'));
    expect(http.requests).toEqual([
      {
        method: 'POST',
        url: '/service/preview/api/token?test=a%26b&group=snow%20white',
        body: { previewDateTime: '2026-12-24T09:00:00.000Z' },
      },
    ]);
  });

  it('reads the status of a 2xx answer; any other HTTP status, an unknown status or no answer fails (spec 7)', async () => {
    const request = { selection: { testName: '', groupName: '' }, previewDateTime: '2026-12-24T09:00:00.000Z' };
    expect(
      await new HttpPreviewTokenGateway(new FakeHttpClient(() => reply(200, { status: 'BAD_REQUEST' }))).requestToken(request)(),
    ).toEqual(E.right('BAD_REQUEST'));
    for (const [answer, failure] of [
      [reply(400, { status: 'BAD_REQUEST', type: 'x' }), { kind: 'STATUS', status: 400, type: 'x' }],
      [reply(500, { status: 'SUCCESS' }), { kind: 'STATUS', status: 500 }],
      [reply(502, '<html>'), { kind: 'STATUS', status: 502 }],
      [reply(200, { status: 'MAYBE' }), { kind: 'DECODE' }],
      [offline, { kind: 'NETWORK' }],
    ] as const) {
      expect(await new HttpPreviewTokenGateway(new FakeHttpClient(() => answer)).requestToken(request)()).toMatchObject(E.left(failure));
    }
  });
});

describe('A/B test adapter', () => {
  it('GETs the tests at an encoded instant', async () => {
    const http = new FakeHttpClient(() => reply(200, [{ name: 'christmas-teaser', groups: [{ name: 'classic' }, { name: 'snow' }] }]));
    expect(await new HttpAbTestGateway(http).testsAt('2026-12-24T09:00:00+01:00')()).toEqual(
      E.right([{ name: 'christmas-teaser', groups: ['classic', 'snow'] }]),
    );
    expect(http.requests[0]?.url).toBe('/service/abtestfrontend/api/v1/gettestsat?time=2026-12-24T09%3A00%3A00%2B01%3A00');
  });

  it('fails on a non-2xx status or a body of the wrong shape', async () => {
    for (const answer of [reply(500, []), reply(200, { tests: [] }), offline]) {
      expect(E.isLeft(await new HttpAbTestGateway(new FakeHttpClient(() => answer)).testsAt('2026-12-24T09:00:00Z')())).toBe(true);
    }
  });

  it('reads the assignments', async () => {
    const http = new FakeHttpClient(() => reply(200, { time: 'x', assignments: [{ testName: 'a', groupName: 'b', source: 'PREVIEW' }] }));
    expect(await new HttpAbTestGateway(http).assignments()()).toEqual(E.right([{ testName: 'a', groupName: 'b', source: 'PREVIEW' }]));
    expect(http.requests).toEqual([{ method: 'GET', url: '/service/abtestfrontend/api/v1/getassignment', noCache: true }]);
  });

  it('fails getassignment on a non-2xx status (the footer only logs it)', async () => {
    const result = await new HttpAbTestGateway(new FakeHttpClient(() => reply(503, null))).assignments()();
    expect(result).toEqual(E.left({ kind: 'STATUS', status: 503 }));
  });
});
