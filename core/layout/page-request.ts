import { siteLocation } from '../shared/site-location';
import { parseCountryCode, type CountryCode } from '../country/country';
import { storefrontOf, type Storefront } from '../country/storefront';
import { splitStorefrontPath, storefrontBasePath, storefrontPagePath } from '../country/storefront-address';
import { isReducedMode } from '../footer/footer-visibility';
import { COOKIE_NAMES } from '../shared/cookie-names';
import { parsePlatform } from './platform';
import type { PageContext } from './page-context';

/** The facts of one page request, as the server entry reads them (no framework types, so core stays portable). */
export interface PageRequest {
  readonly origin: string;
  readonly pathname: string;
  readonly query: Readonly<Record<string, string>>;
  readonly cookies: ReadonlyArray<readonly [string, string]>;
  /** The X-Layout-Directives request header, if any. */
  readonly layoutDirectives: string | undefined;
}

/**
 * The address parameters a page reads: the rest (utm_*, gclid, fbclid, anything unknown) never reaches the page, so it
 * can neither change the markup nor split a cache (README: caching). `country` is read too, and answered by a redirect.
 */
export const PAGE_QUERY_PARAMETERS = ['locale', 'layout', 'newsletter-form-hidden', 'debug', 'token'] as const;

const readParameters = (query: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(PAGE_QUERY_PARAMETERS.flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]] as const])));

/** What the serving layer decides for a request: the page context, or a redirect to the storefront's own address. */
export type PageDecision =
  | { readonly kind: 'page'; readonly page: Omit<PageContext, 'status'>; readonly storefront: Storefront }
  | { readonly kind: 'redirect'; readonly location: string };

/**
 * Reads a page request: the storefront (its typed country and UI language, decided here once) from the path prefix ("/at/…"), `?country=` (kept for bookmarked addresses:
 * answered with a redirect to the storefront's address), or the default; the platform cookie; reduced-footer
 * cookies; checkout paths; ?newsletter-form-hidden=true.
 */
export const decidePage = (request: PageRequest, defaultCountry: CountryCode): PageDecision => {
  const { country: prefixed, path } = splitStorefrontPath(request.pathname);
  const { country: countryParam, ...others } = request.query;
  // One address per page: "/components/" is "/components", "/at/contact/" is "/at/contact"; a home keeps its "/".
  const canonical = path.replace(/(.)\/+$/, '$1');
  if (countryParam !== undefined) {
    // An unknown ?country= falls back to the default storefront (spec 2.2), like the unprefixed address. The other
    // parameters go along (a campaign's utm_* stay in the address the shopper lands on).
    const wanted = parseCountryCode(countryParam) ?? defaultCountry;
    return { kind: 'redirect', location: siteLocation(storefrontPagePath(wanted, defaultCountry, canonical), others) };
  }
  const country = prefixed ?? defaultCountry;
  // "/AT/", "/at", "/de/contact" (the default storefront's prefix) and "/at/contact/" name a page that has one address.
  const address = storefrontPagePath(country, defaultCountry, canonical);
  if (address !== request.pathname) return { kind: 'redirect', location: siteLocation(address, others) };
  const query = readParameters(others);
  const platformCookie = request.cookies.find(([name]) => name === COOKIE_NAMES.platform)?.[1];
  return {
    kind: 'page',
    storefront: storefrontOf(country, query.locale),
    page: {
      platform: platformCookie !== undefined && parsePlatform(platformCookie) !== undefined ? platformCookie.trim().toLowerCase() : null,
      layoutDirectives: request.layoutDirectives?.slice(0, 200) ?? null,
      newsletterFormHidden: query['newsletter-form-hidden'] === 'true' ? 'true' : null,
      checkout: /^\/checkout(\/|$)/.test(path) ? 'true' : null,
      spa: null,
      path,
      basePath: storefrontBasePath(country, defaultCountry),
      query,
      origin: request.origin,
      reducedFooter: isReducedMode(request.cookies),
    },
  };
};
