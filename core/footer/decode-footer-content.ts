import * as E from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { CmsFooterContentCodec, type CmsFooterContent } from './footer-content.codec';

/** Why a contentJSON string did not yield footer content. */
export type FooterDecodeError =
  | { readonly kind: 'BAD_JSON'; readonly message: string }
  | { readonly kind: 'DECODE'; readonly message: string };

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
