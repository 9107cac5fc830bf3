import * as TE from 'fp-ts/TaskEither';
import { useEffect } from 'react';
import { DEFAULT_COUNTRY } from '../../core/country/country';
import { storefrontBasePath } from '../../core/country/storefront-address';
import { ANONYMOUS_VISITOR } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { Catalogue } from '../../core/i18n/catalogue';
import type { Logger } from '../../core/shared/logger.port';
import { NO_PREFILL } from '../../core/newsletter/newsletter-prefill';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import type { Token } from '../../core/shared/token';
import { ResolverProvider, type Resolver } from '../../ui/app/injection';
import { StorefrontProvider } from '../../ui/app/storefront-context';
import { NewsletterWidget } from '../../ui/newsletter/newsletter-widget';
import type { WidgetSettings } from './widget-settings';

/**
 * The widget's React tree, the same for its markup (rendered when the widget is built, composition/widget/
 * write-widget-markup.tsx) and for the React that wakes in it on the first interaction (newsletter-widget-app.tsx):
 * hydration needs both to be one tree. The form's further fields come with it (nothing lazy: they are in the markup).
 */

/** What the widget resolves besides its sign-up use case. */
interface Provided {
  readonly token: symbol;
  readonly value: unknown;
}
const provide = <T,>(token: Token<T>, value: T): Provided => ({ token, value });

/** Everything the newsletter island resolves, for one widget: the sign-up use case is the caller's. */
export const widgetResolver = (
  { country }: Pick<WidgetSettings, 'country'>,
  { subscribe, logger, shopOrigin }: { subscribe: SubscribeToNewsletter; logger: Logger; shopOrigin: string },
): Resolver => {
  const values = new Map(
    [
      provide(NEWSLETTER_TOKENS.subscribe, subscribe),
      // The shop's login cookies are not the host page's: nothing to prefill.
      provide(NEWSLETTER_TOKENS.prefill, () => TE.right(NO_PREFILL)),
      provide(NEWSLETTER_TOKENS.postResult, null),
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
    ].map(({ token, value }) => [token, value]),
  );
  return {
    get: <T,>(token: Token<T>): T => {
      if (!values.has(token)) throw new Error(`The newsletter widget provides no ${String(token)}.`);
      // provide() paired each token with a value of its type.
      return values.get(token) as T;
    },
  };
};

/** Calls `done` after the first commit: the tree is live and its handlers listen (no markup of its own). */
const Committed = ({ done }: { done: () => void }) => {
  useEffect(done, [done]);
  return null;
};
const NOTHING = () => undefined;

/**
 * The widget's tree. `shopOrigin` '' (the built markup) leaves the shop's addresses root-relative; `onCommit` is
 * called once the tree is live (in the markup's render, where no effect runs, it is never called).
 */
export const WidgetTree = ({
  settings,
  resolver,
  messages,
  shopOrigin,
  onCommit = NOTHING,
}: {
  settings: WidgetSettings;
  resolver: Resolver;
  messages: Catalogue;
  shopOrigin: string;
  onCommit?: () => void;
}) => (
  <ResolverProvider resolver={resolver}>
    <StorefrontProvider storefront={{ country: settings.country, locale: settings.locale }} messages={messages} shopOrigin={shopOrigin}>
      <NewsletterWidget origin={settings.origin} originAddition={settings.originAddition} headingLevel={settings.headingLevel} />
      <Committed done={onCommit} />
    </StorefrontProvider>
  </ResolverProvider>
);
