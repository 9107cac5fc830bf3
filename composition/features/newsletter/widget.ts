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
import type { Token } from '../../../core/shared/token';
import type { Resolver } from '../../../ui/app/injection';

/**
 * The newsletter island's wiring for the embeddable widget, which leaves the container out for its size: the tokens
 * the island resolves, provided by hand (a token it does not provide fails the widget's tests, never a partner's page).
 */

/** One token the widget provides, with a value of its type. */
const provide = <T>(token: Token<T>, value: T): readonly [symbol, unknown] => [token, value];

/** Everything the newsletter island resolves, for one widget: the sign-up use case is the caller's. */
export const widgetResolver = (
  { country }: { readonly country: CountryCode },
  { subscribe, logger, shopOrigin }: { subscribe: SubscribeToNewsletter; logger: Logger; shopOrigin: string },
): Resolver => {
  const values = new Map<symbol, unknown>([
    provide(NEWSLETTER_TOKENS.subscribe, subscribe),
    // The shop's login cookies are not the host page's: nothing to prefill.
    provide(NEWSLETTER_TOKENS.prefill, () => TE.right(NO_PREFILL)),
    provide(NEWSLETTER_TOKENS.postResult, null),
    provide(NEWSLETTER_TOKENS.pagePrefill, null),
    provide(SHARED_TOKENS.logger, logger),
    provide(SHARED_TOKENS.pageContext, {
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
    }),
    // No customer session on another site's page: the version never changes.
    provide(CUSTOMER_TOKENS.customerData, {
      load: () => TE.right(ANONYMOUS_VISITOR),
      version: () => 0,
      subscribe: () => () => undefined,
    }),
  ]);
  return {
    get: <T>(token: Token<T>): T => {
      if (!values.has(token)) throw new Error(`The newsletter widget provides no ${String(token)}.`);
      // provide() paired each token with a value of its type.
      return values.get(token) as T;
    },
  };
};
