import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { HttpAssignmentGateway } from '../../../adapters/http/http-assignment-gateway';
import { HttpFooterGateway } from '../../../adapters/http/http-footer-gateway';
import type { HttpClient, HttpNetworkError, HttpRequest, HttpResponse } from '../../../core/shared/http-client.port';
import { aCmsFooterJson } from '../../fakes/footer-content.mother';

/** An HttpClient that records requests and answers with what the test gives. */
const clientAnswering = (answer: E.Either<HttpNetworkError, Pick<HttpResponse, 'status' | 'body'>>) => {
  const requests: HttpRequest[] = [];
  const client: HttpClient = {
    send: (request) => { requests.push(request); return TE.fromEither(E.map((r: Pick<HttpResponse, 'status' | 'body'>) => ({ ...r, headers: {} }))(answer)); },
  };
  return { client, requests };
};

describe('HTTP footer gateway', () => {
  it('GETs SHOP_FOOTER with credentials, no referrer, a 15 s time-out and the storefront header', async () => {
    const { client, requests } = clientAnswering(E.right({ status: 200, body: { contentJSON: JSON.stringify(aCmsFooterJson()) } }));
    const result = await new HttpFooterGateway(client).load('CH_FR')();
    expect(E.isRight(result)).toBe(true);
    expect(requests).toEqual([{
      method: 'GET', url: '/service/promotion/api/promotion/SHOP_FOOTER', headers: { 'X-Storefront': 'CH_FR' },
      withCredentials: true, noReferrer: true, timeoutMs: 15000,
    }]);
  });

  it.each([
    ['a 404', E.right({ status: 404, body: { type: 'urn:promotion:not_found' } }), 'NOT_FOUND'],
    ['a 503', E.right({ status: 503, body: null }), 'STATUS'],
    ['a network failure', E.left({ kind: 'NETWORK' as const, message: 'timeout of 15000ms exceeded' }), 'NETWORK'],
    ['a body without contentJSON', E.right({ status: 200, body: 'not json' }), 'ENVELOPE'],
    ['contentJSON that is not JSON', E.right({ status: 200, body: { contentJSON: '{"teaser": ' } }), 'BAD_JSON'],
    ['contentJSON of the wrong shape', E.right({ status: 200, body: { contentJSON: '{"teaser": []}' } }), 'DECODE'],
  ])('maps %s to %s', async (_, answer, kind) => {
    const result = await new HttpFooterGateway(clientAnswering(answer).client).load('DE')();
    expect(E.isLeft(result) && result.left.kind).toBe(kind);
  });
});

describe('HTTP A/B assignment gateway', () => {
  it('GETs getassignment with credentials and reads nothing of the answer', async () => {
    const { client, requests } = clientAnswering(E.right({ status: 200, body: { anything: true } }));
    expect(await new HttpAssignmentGateway(client).requestAssignment()()).toEqual(E.right(undefined));
    expect(requests).toEqual([{ method: 'GET', url: '/service/abtestfrontend/api/v1/getassignment', withCredentials: true }]);
  });

  it('reports a non-2xx answer as FAILED', async () => {
    const result = await new HttpAssignmentGateway(clientAnswering(E.right({ status: 500, body: null })).client).requestAssignment()();
    expect(E.isLeft(result) && result.left.kind).toBe('FAILED');
  });
});
