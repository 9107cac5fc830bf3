import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeFooterContentJson, type FooterDecodeError } from '../../../core/footer/decode-footer-content';
import { footerContentOf, loadFooterContent } from '../../../core/footer/load-footer.use-case';
import type { HttpFailure } from '../../../core/shared/http-failure';
import { FakeFooterGateway } from '../../fakes/fake-footer-gateway';
import { aCmsFooter, aCmsFooterJson } from '../../fakes/footer-content.mother';
import { RecordingLogger } from '../../fakes/recording-logger';

const run = async (gateway: FakeFooterGateway) => {
  const logger = new RecordingLogger();
  const result = await loadFooterContent({ gateway, logger })('AT')();
  if (E.isLeft(result)) throw new Error('loadFooterContent never fails');
  return { content: footerContentOf(result.right, logger), logger };
};

describe('loading the footer content', () => {
  it("asks for the storefront's content and hands out checked content", async () => {
    const gateway = new FakeFooterGateway(E.right(aCmsFooter()));
    const { content, logger } = await run(gateway);
    expect(gateway.requested).toEqual(['AT']);
    expect(content?.teaserGroups).toHaveLength(4);
    expect(logger.lines).toEqual([]);
  });

  it('treats 404 as no content, without an error', async () => {
    const { content, logger } = await run(new FakeFooterGateway(E.left({ kind: 'STATUS', status: 404 })));
    expect(content).toBeUndefined();
    expect(logger.lines.map((line) => line.level)).toEqual(['info']);
  });

  it.each<HttpFailure>([
    { kind: 'TIMEOUT', message: 'timeout of 15000ms exceeded' },
    { kind: 'NETWORK', message: 'Network Error' },
    { kind: 'STATUS', status: 503 },
    { kind: 'STATUS', status: 400, type: 'urn:promotion:bad_request' },
    { kind: 'DECODE', message: 'contentJSON BAD_JSON: Unexpected end' },
  ])('logs a $kind failure and yields no content', async (error) => {
    const { content, logger } = await run(new FakeFooterGateway(E.left(error)));
    expect(content).toBeUndefined();
    expect(logger.lines).toEqual([expect.objectContaining({ level: 'error', detail: error })]);
  });

  it('yields content or a logged "no content" for any contentJSON text', PROPERTY, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.constant(JSON.stringify(aCmsFooterJson()))), async (text) => {
        const decoded = E.mapLeft((error: FooterDecodeError): HttpFailure => ({ kind: 'DECODE', message: error.message }))(
          decodeFooterContentJson(text),
        );
        const { content, logger } = await run(new FakeFooterGateway(decoded));
        if (content === undefined) expect(logger.lines.some((line) => line.level === 'error')).toBe(true);
        else expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
