import type { TaskEither } from 'fp-ts/TaskEither';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import type { CountryCode } from '../../core/country/country';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import type { HttpFailure } from '../../core/shared/http-failure';
import { BROWSER_SERVICE_TIMEOUT_MS } from '../../core/shared/http-client.port';
import { newsletterGateway } from '../features/newsletter/gateway';

/** The sign-up's use case, loaded with the call (newsletter-widget-app.tsx). */
export { subscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';

/**
 * The widget's sign-up call: its HTTP code (Fetch adapter, API client, gateway), loaded with the first send and not
 * with the React that wakes on the first interaction (newsletter-widget-app.tsx).
 */
export const widgetSignUpCall = (
  country: CountryCode,
  shopOrigin: string,
): ((payload: SubscriptionPayload) => TaskEither<HttpFailure, void>) => {
  const http = new FetchHttpClient({ baseURL: shopOrigin, defaultTimeoutMs: BROWSER_SERVICE_TIMEOUT_MS, credentials: 'omit' });
  // The consent proof records the page the visitor signed up on: the host page, without its query and fragment.
  const gateway = newsletterGateway(http, { origin: shopOrigin, country, originalAddress: `${location.origin}${location.pathname}` });
  return (payload) => gateway.subscribe(payload);
};
