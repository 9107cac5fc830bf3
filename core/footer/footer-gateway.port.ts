import type { TaskEither } from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import type { FooterDecodeError } from './decode-footer-content';
import type { CmsFooterContent } from './footer-content.codec';

/** Why no footer content came back. NOT_FOUND is the service's way of saying "no content" (404). */
export type FooterGatewayError =
  | { readonly kind: 'NOT_FOUND' }
  | { readonly kind: 'NETWORK'; readonly message: string }
  | { readonly kind: 'STATUS'; readonly status: number }
  | { readonly kind: 'ENVELOPE'; readonly message: string }
  | FooterDecodeError;

/** Loads the SHOP_FOOTER content of one storefront (spec 7.2), decoded but with URLs still unchecked. */
export interface FooterGateway {
  load(country: CountryCode): TaskEither<FooterGatewayError, CmsFooterContent>;
}
