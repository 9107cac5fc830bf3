import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { ANONYMOUS_VISITOR, type CustomerData } from '../../../core/customer/customer-data';
import type { LoadCustomerData } from '../../../core/customer/shared-customer-data.use-case';
import { decodeFooterContentJson, type FooterDecodeError } from '../../../core/footer/decode-footer-content';
import { loadFooter, type FooterRequest } from '../../../core/footer/load-footer.use-case';
import type { HttpFailure } from '../../../core/shared/http-failure';
import { FakeAssignmentGateway, FakeFooterGateway } from '../../fakes/fake-footer-gateway';
import { aCmsFooter, aCmsFooterJson } from '../../fakes/footer-content.mother';
import { RecordingLogger } from '../../fakes/recording-logger';

const visitor =
  (data: CustomerData = { loggedIn: false, newsletterStatus: 'NONE' }): LoadCustomerData =>
  () =>
    TE.right(data);

const run = async (
  gateway: FakeFooterGateway,
  options: { customer?: LoadCustomerData; assignment?: FakeAssignmentGateway; preloaded?: FooterRequest['preloaded'] } = {},
) => {
  const logger = new RecordingLogger();
  const assignment = options.assignment ?? new FakeAssignmentGateway();
  const result = await loadFooter({ gateway, assignment, customerData: options.customer ?? visitor(), logger })({
    country: 'AT',
    preloaded: options.preloaded,
  })();
  if (E.isLeft(result)) throw new Error('loadFooter never fails');
  return { data: result.right, logger, assignment };
};

describe('loading the footer', () => {
  it("asks for the storefront's content and hands out checked content with the newsletter status", async () => {
    const gateway = new FakeFooterGateway(E.right(aCmsFooter()));
    const { data, logger } = await run(gateway, { customer: visitor({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }) });
    expect(gateway.requested).toEqual(['AT']);
    expect(data.content?.teaserGroups).toHaveLength(4);
    expect(data.newsletterStatus).toBe('SUBSCRIBED');
    expect(logger.lines).toEqual([]);
  });

  it('calls the A/B test assignment once and ignores its failure', async () => {
    const assignment = new FakeAssignmentGateway(true);
    const { data, logger } = await run(new FakeFooterGateway(E.right(aCmsFooter())), { assignment });
    expect(data.content).toBeDefined();
    // The call is never awaited: its failure shows when it has been answered, as one debug line.
    await vi.waitFor(() => expect(logger.lines.map((line) => line.level)).toEqual(['debug']));
    expect(assignment.calls).toBe(1);
  });

  it('treats 404 as no content, without an error', async () => {
    const { data, logger } = await run(new FakeFooterGateway(E.left({ kind: 'STATUS', status: 404 })));
    expect(data.content).toBeUndefined();
    expect(logger.lines.map((line) => line.level)).toEqual(['info']);
  });

  it.each<HttpFailure>([
    { kind: 'TIMEOUT', message: 'timeout of 15000ms exceeded' },
    { kind: 'NETWORK', message: 'Network Error' },
    { kind: 'STATUS', status: 503 },
    { kind: 'STATUS', status: 400, type: 'urn:promotion:bad_request' },
    { kind: 'DECODE', message: 'contentJSON BAD_JSON: Unexpected end' },
  ])('logs a $kind failure and yields no content', async (error) => {
    const { data, logger } = await run(new FakeFooterGateway(E.left(error)));
    expect(data.content).toBeUndefined();
    expect(logger.lines).toEqual([expect.objectContaining({ level: 'error', detail: error })]);
  });

  it('treats a failing customer-data loader as an anonymous visitor', async () => {
    const { data } = await run(new FakeFooterGateway(E.right(aCmsFooter())), { customer: () => () => Promise.reject(new Error('boom')) });
    expect(data.newsletterStatus).toBe('NONE');
  });

  it('asks nothing until it runs, then the content and the customer data together', async () => {
    const gateway = new FakeFooterGateway(E.right(aCmsFooter()));
    const assignment = new FakeAssignmentGateway();
    let readings = 0;
    const task = loadFooter({
      gateway,
      assignment,
      customerData: () => () => {
        readings += 1;
        return Promise.resolve(E.right(ANONYMOUS_VISITOR));
      },
      logger: new RecordingLogger(),
    })({ country: 'DE' });
    expect([gateway.requested.length, assignment.calls, readings]).toEqual([0, 0, 0]);
    await task();
    expect([gateway.requested, assignment.calls, readings]).toEqual([['DE'], 1, 1]);
  });

  it('uses the content the server sent and never asks for it again', async () => {
    const gateway = new FakeFooterGateway(E.right(aCmsFooter()));
    const { data } = await run(gateway, { preloaded: { cms: undefined } });
    expect(gateway.requested).toEqual([]);
    expect(data.content).toBeUndefined();
  });

  it('yields content or a logged "no content" for any contentJSON text', PROPERTY, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.constant(JSON.stringify(aCmsFooterJson()))), async (text) => {
        const decoded = E.mapLeft((error: FooterDecodeError): HttpFailure => ({ kind: 'DECODE', message: error.message }))(
          decodeFooterContentJson(text),
        );
        const { data, logger } = await run(new FakeFooterGateway(decoded));
        if (data.content === undefined) expect(logger.lines.some((line) => line.level === 'error')).toBe(true);
        else expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
