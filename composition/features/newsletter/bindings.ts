import type { CountryCode } from '../../../core/country/country';
import { loadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { subscribeToNewsletter } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, type Binder } from '../../container';
import type { FeatureBindings } from '../../feature-record';
import { bindPreferences } from '../preferences/bindings';
import { newsletterGateway } from './gateway';

/** Binds the newsletter service (the sign-up's, the confirmation's and the preferences'); tracking comes from the environment. */
export const bindNewsletter = (container: Binder, country: CountryCode): void => {
  bindNewsletterService(container, country);
  bindNewsletterUseCases(container, country);
};

/** The newsletter service alone. */
const bindNewsletterService = (container: Binder, country: CountryCode): void => {
  bindFactory(
    container,
    NEWSLETTER_TOKENS.gateway,
    [SHARED_TOKENS.httpClient, SHARED_TOKENS.serviceOrigin, SHARED_TOKENS.pageContext],
    (http, origin, page) => newsletterGateway(http, { origin, country, originalAddress: `${page.origin}${page.basePath}${page.path}` }),
  );
};

/** Binds the newsletter use cases to whatever gateway, tracking, cookies and logger are bound (tests bind fakes). */
export const bindNewsletterUseCases = (container: Binder, country: CountryCode): void => {
  bindSignUpUseCases(container, country);
  bindPreferences(container, country);
};

/** The sign-up's use cases: the subscription and the signed-in customer's prefill. */
const bindSignUpUseCases = (container: Binder, country: CountryCode): void => {
  bindFactory(container, NEWSLETTER_TOKENS.subscribe, [NEWSLETTER_TOKENS.gateway, SHARED_TOKENS.tracking], (gateway, tracking) =>
    subscribeToNewsletter({ gateway, tracking, country }),
  );
  bindFactory(
    container,
    NEWSLETTER_TOKENS.prefill,
    [NEWSLETTER_TOKENS.gateway, SHARED_TOKENS.cookies, SHARED_TOKENS.logger, SHARED_TOKENS.clock, SESSION_TOKENS.skew],
    // Server time as the refresh policy reads the token: the clock plus the login service's skew.
    (gateway, cookies, logger, clock, skew) =>
      loadNewsletterPrefill({ gateway, cookies, logger, country, serverNow: () => clock.now() + skew.skewMs() }),
  );
};

/** The record's bindings: the service and the sign-up's use cases (the confirmation's and the preferences' are their records'). */
export default ((binder, { country }) => {
  bindNewsletterService(binder, country);
  bindSignUpUseCases(binder, country);
}) satisfies FeatureBindings;
