import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { CmsFooterContentCodec, type CmsFooterContent } from './footer-content.codec';

/** Why a contentJSON string did not yield footer content. */
export type FooterDecodeError =
  { readonly kind: 'BAD_JSON'; readonly message: string } | { readonly kind: 'DECODE'; readonly message: string };

/** Parses and decodes the promotion service's contentJSON string; never throws, whatever the text. */
export const decodeFooterContentJson = (contentJSON: string): E.Either<FooterDecodeError, CmsFooterContent> => {
  const parsed = E.tryCatch(
    (): unknown => JSON.parse(contentJSON),
    (error): FooterDecodeError => ({ kind: 'BAD_JSON', message: error instanceof Error ? error.message : 'not JSON' }),
  );
  if (E.isLeft(parsed)) return parsed;
  const decoded = CmsFooterContentCodec.decode(parsed.right);
  if (E.isRight(decoded)) return E.right(decoded.right);
  // Keep the log line readable: the first few paths say enough about what the CMS got wrong.
  return E.left({ kind: 'DECODE', message: PathReporter.report(decoded).slice(0, 5).join('; ') });
};

/** contentJSON as a codec: a JSON string of CMS footer content, read by decodeFooterContentJson (its reason in the message). */
export const FooterContentJsonCodec = new t.Type<CmsFooterContent, string, unknown>(
  'FooterContentJson',
  (value): value is CmsFooterContent => CmsFooterContentCodec.is(value),
  (value, context) => {
    if (typeof value !== 'string') return t.failure(value, context, 'contentJSON is not a string');
    const decoded = decodeFooterContentJson(value);
    return E.isRight(decoded)
      ? t.success(decoded.right)
      : t.failure(value, context, `contentJSON ${decoded.left.kind}: ${decoded.left.message}`);
  },
  (content) => JSON.stringify(CmsFooterContentCodec.encode(content)),
);

/** The promotion service's SHOP_FOOTER answer (spec 7.2): the content as a JSON string, parsed and decoded. */
export const PromotionFooterCodec = t.type({ contentJSON: FooterContentJsonCodec });
