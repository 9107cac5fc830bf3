import type { TaskEither } from 'fp-ts/TaskEither';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { HttpNewsletterGateway } from '../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../adapters/http/newsletter-api-client';
import type { CountryCode } from '../../core/country/country';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import type { HttpFailure } from '../../core/shared/http-failure';

/**
 * The widget's sign-up call: its HTTP code (Fetch adapter, API client, gateway), loaded with the first send and not
 * with the React that wakes on the first interaction (newsletter-widget-app.tsx).
 */
export const widgetSignUpCall = (
  country: CountryCode,
  shopOrigin: string,
): ((payload: SubscriptionPayload) => TaskEither<HttpFailure, void>) => {
  const http = new FetchHttpClient({ baseURL: shopOrigin, defaultTimeoutMs: 15_000, credentials: 'omit' });
  const gateway = new HttpNewsletterGateway(
    new NewsletterApiClient(http, {
      origin: shopOrigin,
      singlePageApp: false,
      site: country,
      // The consent proof records the page the visitor signed up on: the host page, without its query and fragment.
      originalAddress: `${location.origin}${location.pathname}`,
    }),
  );
  return (payload) => gateway.subscribe(payload);
};
