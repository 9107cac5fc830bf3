import * as TE from 'fp-ts/TaskEither';
import { DEFAULT_COUNTRY, type CountryCode } from '../../../core/country/country';
import { storefrontBasePath } from '../../../core/country/storefront-address';
import { ANONYMOUS_VISITOR } from '../../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../../core/customer/customer.tokens';
import type { Logger } from '../../../core/shared/logger.port';
import { NO_PREFILL } from '../../../core/newsletter/newsletter-prefill';
import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import type { Resolver } from '../../../ui/app/injection';
import { plainContainer } from '../../binding';
import { bindNewsletterState } from './state-binding';

/**
 * The newsletter record as the embeddable widget reads it, in a container of its own: the record's page state as a
 * page without server state, and the widget's ports. The sign-up is the caller's: the record's `bindSignUp`, bound with
 * the first send (composition/widget/widget-send.ts). A token left unbound fails the widget's tests, never a partner's page.
 */
export const widgetContainer = (
  { country }: { readonly country: CountryCode },
  { subscribe, logger, shopOrigin }: { subscribe: SubscribeToNewsletter; logger: Logger; shopOrigin: string },
): Resolver => {
  const container = plainContainer();
  bindNewsletterState(container);
  container.bind(NEWSLETTER_TOKENS.subscribe).toConstantValue(subscribe);
  // The shop's login cookies are not the host page's: nothing to prefill.
  container.bind(NEWSLETTER_TOKENS.prefill).toConstantValue(() => TE.right(NO_PREFILL));
  container.bind(SHARED_TOKENS.logger).toConstantValue(logger);
  // The widget's links and fallback form are the shop's sign-up page's.
  container.bind(SHARED_TOKENS.pageContext).toConstantValue({
    platform: null,
    layoutDirectives: null,
    newsletterFormHidden: null,
    checkout: null,
    path: NEWSLETTER_ROUTES.subscribe,
    basePath: storefrontBasePath(country, DEFAULT_COUNTRY),
    query: {},
    origin: shopOrigin,
    reducedFooter: false,
    status: 'ok',
  });
  // No customer session on another site's page: the version never changes.
  container.bind(CUSTOMER_TOKENS.customerData).toConstantValue({
    load: () => TE.right(ANONYMOUS_VISITOR),
    version: () => 0,
    subscribe: () => () => undefined,
  });
  return container;
};
