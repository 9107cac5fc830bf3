import { DomEventTracking } from '../../adapters/browser/dom-event-tracking';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import type { CountryCode } from '../../core/country/country';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { BROWSER_SERVICE_TIMEOUT_MS } from '../../core/shared/http-client.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { plainContainer } from '../binding';
import { bindSignUp } from '../features/newsletter/island-bindings';

/**
 * The widget's sign-up: the newsletter record's own binding over the widget's ports, loaded with the first send and not
 * with the React that wakes on the first interaction (newsletter-widget-app.tsx).
 */
export const widgetSignUp = (country: CountryCode, shopOrigin: string, host: EventTarget): SubscribeToNewsletter => {
  const container = plainContainer();
  container
    .bind(SHARED_TOKENS.httpClient)
    .toConstantValue(new FetchHttpClient({ baseURL: shopOrigin, defaultTimeoutMs: BROWSER_SERVICE_TIMEOUT_MS, credentials: 'omit' }));
  container.bind(SHARED_TOKENS.serviceOrigin).toConstantValue(shopOrigin);
  // The consent proof records the page the visitor signed up on: the host page, without its query and fragment.
  container.bind(SHARED_TOKENS.pageAddress).toConstantValue(`${location.origin}${location.pathname}`);
  // The host page hears of a sign-up as a DOM event from the widget's element (docs/newsletter.md).
  container.bind(SHARED_TOKENS.tracking).toConstantValue(new DomEventTracking(host));
  bindSignUp(container, country);
  return container.get(NEWSLETTER_TOKENS.subscribe);
};
