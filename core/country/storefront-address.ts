import { COUNTRIES, COUNTRY_CODES, parseCountryCode, type CountryCode } from './country';

/**
 * Storefront addresses on one host: the default storefront lives at "/", every other one under its slug
 * ("/at/…", "/ch_fr/…"), so that site-relative links keep the storefront. A shop with a host per storefront
 * configures STOREFRONT_ADDRESSES instead and every prefix is empty.
 */
export const storefrontBasePath = (country: CountryCode, defaultCountry: CountryCode): string =>
  country === defaultCountry ? '' : `/${COUNTRIES[country].slug}`;

/**
 * The one address of a page of a storefront, from its inner path: "/at/" for the Austrian home, "/at/contact" for its
 * contact page, "/" and "/contact" for the default storefront's. Any other spelling (case, a missing or extra slash,
 * the default storefront's prefix) redirects here.
 */
export const storefrontPagePath = (country: CountryCode, defaultCountry: CountryCode, path: string): string =>
  `${storefrontBasePath(country, defaultCountry)}${path === '' ? '/' : path}`;

/**
 * The storefront a `?country=` asks for: a bookmarked address (`/?country=hu`) and the country form without JavaScript
 * (GET /country-switch) read it by this one rule; an unknown or missing one is the default storefront (spec 2.2).
 */
export const storefrontOfCountryParameter = (raw: string | undefined, defaultCountry: CountryCode): CountryCode =>
  parseCountryCode(raw) ?? defaultCountry;

/** Splits "/at/contact" into the storefront (AT) and its inner path ("/contact"); undefined country when unprefixed. */
export const splitStorefrontPath = (pathname: string): { readonly country: CountryCode | undefined; readonly path: string } => {
  const match = /^\/([a-z_]+)(?=\/|$)(.*)$/i.exec(pathname);
  const country = match ? parseCountryCode(match[1]) : undefined;
  if (!match || country === undefined) return { country: undefined, path: pathname || '/' };
  return { country, path: match[2] || '/' };
};

/**
 * Paths no storefront renders a page at, shared by all of them: the services' APIs (`/service/<name>/api/…`), files
 * (anything with an extension but .html, e.g. `/service/footer-images/logos/x.svg`), the emulator and the assets.
 * Every other site-relative path is a page of a storefront, `/service/storefinder/` included (README: addresses).
 */
export const isSharedPath = (path: string): boolean =>
  /^\/(service\/[^/?#]+\/api|emulator|assets)(\/|$|[?#])/.test(path) || /\.(?!html(?:$|[?#]))[a-z0-9]+(?:$|[?#])/i.test(path);

/** Puts a site-relative href under the storefront's prefix ("/contact" -> "/at/contact"); other hrefs stay. */
export const inStorefront = <H extends string>(basePath: string, href: H): H =>
  (basePath !== '' && href.startsWith('/') && !href.startsWith('//') && !isSharedPath(href) ? `${basePath}${href}` : href) as H;

/** One hreflang alternate of a page: a storefront's locale (or x-default) and its counterpart's address. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * The absolute address of a page of a storefront: its home address (README: storefront addresses) and the inner path.
 * Canonical, hreflang, the sitemap and redirects build it alike, so with STOREFRONT_ADDRESSES they all name the
 * storefront's own host.
 */
export const pageAddress = (addresses: Readonly<Record<CountryCode, string>>, country: CountryCode, path: string): string =>
  `${addresses[country].replace(/\/$/, '')}${path === '/' ? '/' : path}`;

/**
 * A page's counterparts in the nine storefronts and x-default (the default storefront's): what the sitemap lists for
 * the page and what its head names, from this one function.
 */
export const pageAlternates = (
  addresses: Readonly<Record<CountryCode, string>>,
  defaultCountry: CountryCode,
  path: string,
  /** The storefronts that have the page (a content page only where its content links it); all by default. */
  having: readonly CountryCode[] = COUNTRY_CODES,
): readonly Alternate[] => [
  ...COUNTRY_CODES.filter((code) => having.includes(code)).map((code) => ({
    hreflang: COUNTRIES[code].locale,
    href: pageAddress(addresses, code, path),
  })),
  ...(having.includes(defaultCountry) ? [{ hreflang: 'x-default', href: pageAddress(addresses, defaultCountry, path) }] : []),
];
