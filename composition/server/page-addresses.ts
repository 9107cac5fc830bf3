import { COUNTRIES, perCountry, type CountryCode } from '../../core/country/country';
import { pageAddress, splitStorefrontPath, storefrontBasePath } from '../../core/country/storefront-address';
import type { ServerConfig } from '../../adapters/server/server-config';

/** The home address of each storefront: STOREFRONT_ADDRESSES, else its prefix on PUBLIC_ORIGIN. */
export const storefrontAddresses = (config: ServerConfig): Readonly<Record<CountryCode, string>> =>
  perCountry(
    (code) => config.addressOverrides[COUNTRIES[code].slug] ?? `${config.publicOrigin}${storefrontBasePath(code, config.defaultCountry)}/`,
  );

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
