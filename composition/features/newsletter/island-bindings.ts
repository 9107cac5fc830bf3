import { HttpNewsletterGateway } from '../../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../../adapters/http/newsletter-api-client';
import type { CountryCode } from '../../../core/country/country';
import { loadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { subscribeToNewsletter } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/** The newsletter service (the sign-up's, the confirmation's and the preferences'), over the HTTP client, the services' origin and the page's address. */
const bindNewsletterService = (container: Binder, country: CountryCode): void => {
  bindFactory(
    container,
    NEWSLETTER_TOKENS.gateway,
    [SHARED_TOKENS.httpClient, SHARED_TOKENS.serviceOrigin, SHARED_TOKENS.pageAddress],
    // No page of the storefront or of a partner is a single-page app (spec 7.1's private path is the adapter's option).
    (http, origin, originalAddress) =>
      new HttpNewsletterGateway(new NewsletterApiClient(http, { origin, singlePageApp: false, site: country, originalAddress })),
  );
};

/** Binds the sign-up's use cases to whatever gateway, tracking, cookies and logger are bound (tests bind fakes). */
export const bindNewsletterUseCases = (container: Binder, country: CountryCode): void => {
  bindSubscribe(container, country);
  bindPrefill(container, country);
};

const bindSubscribe = (container: Binder, country: CountryCode): void =>
  bindFactory(container, NEWSLETTER_TOKENS.subscribe, [NEWSLETTER_TOKENS.gateway, SHARED_TOKENS.tracking], (gateway, tracking) =>
    subscribeToNewsletter({ gateway, tracking, country }),
  );

/** The signed-in customer's prefill. */
const bindPrefill = (container: Binder, country: CountryCode): void =>
  bindFactory(
    container,
    NEWSLETTER_TOKENS.prefill,
    [NEWSLETTER_TOKENS.gateway, SHARED_TOKENS.cookies, SHARED_TOKENS.logger, SHARED_TOKENS.clock, SESSION_TOKENS.skew],
    // Server time as the refresh policy reads the token: the clock plus the login service's skew.
    (gateway, cookies, logger, clock, skew) =>
      loadNewsletterPrefill({ gateway, cookies, logger, country, serverNow: () => clock.now() + skew.skewMs() }),
  );

/** The sign-up alone, over its ports: the widget's container binds it with its first send (composition/widget/widget-send.ts). */
export const bindSignUp = (binder: Binder, country: CountryCode): void => {
  bindNewsletterService(binder, country);
  bindSubscribe(binder, country);
};

/** The parts the islands list (the service: the sign-up's and the preferences'); the server binds both, as the default. */
export const newsletterService: FeatureBindings = (binder, { country }) => bindNewsletterService(binder, country);
export const signUpUseCases: FeatureBindings = (binder, { country }) => bindNewsletterUseCases(binder, country);
export default ((binder, options) =>
  [newsletterService, signUpUseCases].forEach((bind) => bind(binder, options))) satisfies FeatureBindings;
