import { HttpNewsletterGateway } from '../../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../../adapters/http/newsletter-api-client';
import type { CountryCode } from '../../../core/country/country';
import type { HttpClient } from '../../../core/shared/http-client.port';

/**
 * The newsletter service over an HTTP client, the same wiring for the storefront's container (bindings.ts) and the
 * embeddable widget, which leaves the container out for its size (composition/widget/widget-send.ts).
 */
export const newsletterGateway = (
  http: HttpClient,
  { origin, country, originalAddress }: { readonly origin: string; readonly country: CountryCode; readonly originalAddress: string },
): HttpNewsletterGateway =>
  // No page of the storefront or of a partner is a single-page app (spec 7.1's private path is the adapter's option).
  new HttpNewsletterGateway(new NewsletterApiClient(http, { origin, singlePageApp: false, site: country, originalAddress }));
