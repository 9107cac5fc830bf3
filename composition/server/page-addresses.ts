import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../core/country/country';

/** One hreflang alternate of a page: a storefront's locale (or x-default) and its counterpart's address. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** The absolute address of a page of a storefront: its home address (README: storefront addresses) and the inner path. */
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
