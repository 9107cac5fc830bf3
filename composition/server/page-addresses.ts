import { COUNTRIES, COUNTRY_CODES, perCountry, type CountryCode } from '../../core/country/country';
import { splitStorefrontPath, storefrontBasePath } from '../../core/country/storefront-address';
import type { ServerConfig } from './server-config';

/** One hreflang alternate of a page: a storefront's locale (or x-default) and its counterpart's address. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** The home address of each storefront: STOREFRONT_ADDRESSES, else its prefix on PUBLIC_ORIGIN. */
export const storefrontAddresses = (config: ServerConfig): Readonly<Record<CountryCode, string>> =>
  perCountry(
    (code) => config.addressOverrides[COUNTRIES[code].slug] ?? `${config.publicOrigin}${storefrontBasePath(code, config.defaultCountry)}/`,
  );

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
): readonly Alternate[] => [
  ...COUNTRY_CODES.map((code) => ({ hreflang: COUNTRIES[code].locale, href: pageAddress(addresses, code, path) })),
  { hreflang: 'x-default', href: pageAddress(addresses, defaultCountry, path) },
];

/**
 * A redirect the entry built on this site (`/at/contact?utm_source=x`, from siteLocation), sent to its storefront's own
 * host when STOREFRONT_ADDRESSES gives it one (`https://www.example.at/contact?utm_source=x`); otherwise unchanged.
 */
export const onStorefrontHost = (location: string, config: ServerConfig): string => {
  const split = location.indexOf('?');
  const { country, path } = splitStorefrontPath(split < 0 ? location : location.slice(0, split));
  const code = country ?? config.defaultCountry;
  if (config.addressOverrides[COUNTRIES[code].slug] === undefined) return location;
  return `${pageAddress(storefrontAddresses(config), code, path)}${split < 0 ? '' : location.slice(split)}`;
};
