import type { Binder } from '../../container';
import { HttpNewsletterGateway } from '../../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../../adapters/http/newsletter-api-client';
import type { CountryCode } from '../../../core/country/country';
import { confirmSubscription } from '../../../core/newsletter/confirm-subscription.use-case';
import { loadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import type { NewsletterGateway } from '../../../core/newsletter/newsletter-gateway.port';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { subscribeToNewsletter } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { resolve } from '../../container';

/** Binds the newsletter gateway and use cases; tracking comes from the environment's bindings. */
export const bindNewsletter = (container: Binder, country: CountryCode): void => {
  container.bind<NewsletterGateway>(NEWSLETTER_TOKENS.gateway).toDynamicValue((context) => {
    const page = resolve(context, SHARED_TOKENS.pageContext);
    return new HttpNewsletterGateway(
      new NewsletterApiClient(resolve(context, SHARED_TOKENS.httpClient), {
        origin: resolve(context, SHARED_TOKENS.serviceOrigin),
        // Every page of the storefront is rendered by its server: none is a single-page app (spec 7.1's private path).
        singlePageApp: false,
        site: country,
        originalAddress: `${page.origin}${page.basePath}${page.path}`,
      }),
    );
  });
  bindNewsletterUseCases(container, country);
};

/** Binds the newsletter use cases to whatever gateway, tracking, cookies and logger are bound (tests bind fakes). */
export const bindNewsletterUseCases = (container: Binder, country: CountryCode): void => {
  const gateway = (context: { get<T>(token: symbol): T }) => resolve(context, NEWSLETTER_TOKENS.gateway);
  const logger = (context: { get<T>(token: symbol): T }) => resolve(context, SHARED_TOKENS.logger);
  container
    .bind(NEWSLETTER_TOKENS.subscribe)
    .toDynamicValue((context) =>
      subscribeToNewsletter({ gateway: gateway(context), tracking: resolve(context, SHARED_TOKENS.tracking), country }),
    );
  container.bind(NEWSLETTER_TOKENS.prefill).toDynamicValue((context) =>
    loadNewsletterPrefill({
      gateway: gateway(context),
      cookies: resolve(context, SHARED_TOKENS.cookies),
      logger: logger(context),
      country,
      // Server time as the refresh policy reads the token: the clock plus the login service's skew.
      serverNow: () => resolve(context, SHARED_TOKENS.clock).now() + resolve(context, SESSION_TOKENS.skew).skewMs(),
    }),
  );
  container
    .bind(NEWSLETTER_TOKENS.confirm)
    .toDynamicValue((context) => confirmSubscription({ gateway: gateway(context), logger: logger(context) }));
  container.bind(NEWSLETTER_TOKENS.loadSubscriber).toDynamicValue((context) => loadSubscriber({ gateway: gateway(context) }));
  container
    .bind(NEWSLETTER_TOKENS.saveSubscriberPreferences)
    .toDynamicValue((context) => saveSubscriberPreferences({ gateway: gateway(context), country }));
  container.bind(NEWSLETTER_TOKENS.unsubscribe).toDynamicValue((context) => unsubscribe({ gateway: gateway(context) }));
};
