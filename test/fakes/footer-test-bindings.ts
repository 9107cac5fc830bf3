import * as E from 'fp-ts/Either';
import type { Container } from '../../composition/container';
import type { CountryCode } from '../../core/country/country';
import type { CustomerData, NewsletterStatus } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import { storefrontAddresses } from '../../core/footer/country-switcher';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import type { HttpFailure } from '../../core/shared/http-failure';
import { FakeCustomerDataGateway } from './fake-customer-data-gateway';
import { FakeFooterGateway } from './fake-footer-gateway';
import { aCmsFooter } from './footer-content.mother';
import { resolveFake } from './resolve-fake';

/** The footer fakes a test container holds. */
export interface FooterFakes {
  readonly gateway: FakeFooterGateway;
  /** The psdata service of the test container (set its answer to change what a later reading gets). */
  readonly customer: FakeCustomerDataGateway;
}

/** Options of the footer fakes. */
export interface FooterFakeOptions {
  /** What the content call answers (default: the mother's complete German footer). */
  readonly answer?: E.Either<HttpFailure, CmsFooterContent> | ((country: CountryCode) => E.Either<HttpFailure, CmsFooterContent>);
  /** Footer content (and the newsletter status the server read for the visitor) as if the server had sent it with the page. */
  readonly preloaded?: { readonly cms: CmsFooterContent | undefined; readonly newsletterStatus?: NewsletterStatus };
  /** The visitor's customer data (default: anonymous, no newsletter status). */
  readonly customer?: CustomerData;
}

/** Binds fakes for the footer ports and the page's footer facts; rebinding replaces them. */
export const bindFooterFakes = (container: Container, options: FooterFakeOptions = {}): FooterFakes => {
  const fakes: FooterFakes = {
    gateway: new FakeFooterGateway(options.answer ?? E.right(aCmsFooter())),
    customer: resolveFake(container, CUSTOMER_TOKENS.gateway, FakeCustomerDataGateway),
  };
  for (const token of Object.values(FOOTER_TOKENS)) if (container.isBound(token)) container.unbind(token);
  container.bind(FOOTER_TOKENS.gateway).toConstantValue(fakes.gateway);
  container.bind(FOOTER_TOKENS.addresses).toConstantValue(storefrontAddresses('http://storefront.test'));
  // Content the server sent with the page (undefined: none sent, the footer loads it).
  container.bind(FOOTER_TOKENS.preloaded).toConstantValue(options.preloaded);
  fakes.customer.answer = options.customer ?? { loggedIn: false, newsletterStatus: 'NONE' };
  return fakes;
};
