import { siteLocation } from '../shared/site-location';
import type { CountryCode } from '../country/country';
import { storefrontOf, type Storefront } from '../country/storefront';
import { splitStorefrontPath, storefrontBasePath, storefrontOfCountryParameter, storefrontPagePath } from '../country/storefront-address';
import { isReducedMode } from '../footer/footer-visibility';
import { parseLocale } from '../country/locale';
import { NEWSLETTER_ROUTES } from '../newsletter/newsletter-routes';
import { COOKIE_NAMES } from '../shared/cookie-names';
import { layoutVisibility } from '../layout/layout-directives';
import { parsePlatform, PLATFORM_COOKIE_VALUES } from '../layout/platform';
import type { PageContext } from '../layout/page-context';

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
 * can neither change the markup nor split a cache (docs/deployment.md). `country` is read too, and answered by a redirect.
 */
export const PAGE_QUERY_PARAMETERS = ['locale', 'layout', 'newsletter-form-hidden', 'debug', 'token'] as const;

/** Pages that read `?token=` (a subscriber's token): on every other page the parameter is nothing. */
const TOKEN_PATHS: readonly string[] = [NEWSLETTER_ROUTES.confirm, NEWSLETTER_ROUTES.preferences];

/** Cookies of staff (spec 6): only their pages read `?debug=1` (the browser's debug log). */
const STAFF_COOKIES: readonly string[] = [COOKIE_NAMES.staffAuthToken, COOKIE_NAMES.adminAuthToken, COOKIE_NAMES.staffAuthPresent];

/** The canonical layout value a page shows: "no_header", "no_footer", both (comma-separated), or none. */
const canonicalLayout = (raw: string): string | undefined => {
  const { header, footer } = layoutVisibility(raw);
  const hidden = [...(header ? [] : ['no_header']), ...(footer ? [] : ['no_footer'])];
  return hidden.length > 0 ? hidden.join(',') : undefined;
};

/**
 * The parameters a page reads, each normalised to a value the page can show (an unknown value is no value): `locale`
 * one of the twelve locales, `layout` its canonical directives, `newsletter-form-hidden` only `true`, `debug` only `1`
 * and only for staff, `token` only on the pages that read it. Two addresses a page shows alike give the same query,
 * so no address makes a cache key (server or CDN) that a shopper's own address could not.
 */
export const pageParameters = (
  query: Readonly<Record<string, string>>,
  path: string,
  cookies: ReadonlyArray<readonly [string, string]>,
): Record<string, string> => {
  const read: Record<string, string | undefined> = {
    locale: parseLocale(query.locale),
    layout: query.layout === undefined ? undefined : canonicalLayout(query.layout),
    'newsletter-form-hidden': query['newsletter-form-hidden'] === 'true' ? 'true' : undefined,
    debug: query.debug === '1' && cookies.some(([name]) => STAFF_COOKIES.includes(name.trim())) ? '1' : undefined,
    token: TOKEN_PATHS.includes(path) && query.token !== undefined ? query.token : undefined,
  };
  return Object.fromEntries(PAGE_QUERY_PARAMETERS.flatMap((name) => (read[name] === undefined ? [] : [[name, read[name]] as const])));
};

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
    const wanted = storefrontOfCountryParameter(countryParam, defaultCountry);
    return { kind: 'redirect', location: siteLocation(storefrontPagePath(wanted, defaultCountry, canonical), others) };
  }
  const country = prefixed ?? defaultCountry;
  // "/AT/", "/at", "/de/contact" (the default storefront's prefix) and "/at/contact/" name a page that has one address.
  const address = storefrontPagePath(country, defaultCountry, canonical);
  if (address !== request.pathname) return { kind: 'redirect', location: siteLocation(address, others) };
  const query = pageParameters(others, path, request.cookies);
  const platformCookie = request.cookies.find(([name]) => name === COOKIE_NAMES.platform)?.[1];
  const platform = platformCookie === undefined ? undefined : parsePlatform(platformCookie);
  return {
    kind: 'page',
    storefront: storefrontOf(country, query.locale),
    page: {
      // The platform's cookie value ("desktop" is "classic"): the markup shows three platforms, so there are three values.
      platform: platform === undefined ? null : PLATFORM_COOKIE_VALUES[platform],
      // Its canonical value (what the page shows): an unknown directive is none.
      layoutDirectives: request.layoutDirectives === undefined ? null : (canonicalLayout(request.layoutDirectives.slice(0, 200)) ?? null),
      newsletterFormHidden: query['newsletter-form-hidden'] ?? null,
      checkout: /^\/checkout(\/|$)/.test(path) ? 'true' : null,
      path,
      basePath: storefrontBasePath(country, defaultCountry),
      query,
      origin: request.origin,
      reducedFooter: isReducedMode(request.cookies),
    },
  };
};

/**
 * The query's parameters, by the rule a request is read with on every layer (docs/deployment.md, "Reading a
 * request"; the CDN configuration applies the same). A parameter counts only under its name as sent (letters, digits,
 * "_" and "-"): a CDN keys on the name it sees, so "%6Cocale=en" must not be read as `locale` (the entry would render
 * a page the CDN keeps under another page's key). A parameter with an empty value (`?locale=` or `?locale`) is not
 * there: it counts for nothing and hides nothing. Of several of one name the first counts. Values are decoded as a
 * form decodes them ("+" is a space, then escapes as UTF-8; one that is not UTF-8 is empty, a value no page reads),
 * and the spaces at either end are dropped.
 */
export const readQuery = (search: string): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const raw = at < 0 ? '' : pair.slice(at + 1);
    if (!/^[\w-]+$/.test(name) || raw === '' || query[name] !== undefined) continue;
    try {
      query[name] = decodeURIComponent(raw.replace(/\+/g, ' ')).trim();
    } catch {
      // Broken percent-encoding: the parameter is there with no value a page reads (a later one of the same name is
      // not read: only the first counts).
      query[name] = '';
    }
  }
  return query;
};

/** The path, percent-decoded; undefined when its encoding is broken. */
export const decodePath = (pathname: string): string | undefined => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
};
