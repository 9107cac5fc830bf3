import type { TaskEither } from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import type { HttpFailure } from '../shared/http-failure';
import type { CmsFooterContent } from './footer-content.codec';

/** The promotion service's way of saying "no content" (spec 7.2). */
export const NO_FOOTER_CONTENT_STATUS = 404;

/** Loads the SHOP_FOOTER content of one storefront (spec 7.2), decoded but with URLs still unchecked. */
export interface FooterGateway {
  load(country: CountryCode): TaskEither<HttpFailure, CmsFooterContent>;
}
