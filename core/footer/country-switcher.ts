import { COUNTRIES, COUNTRY_CODES, parseCountryCode, perCountry, type CountryCode } from '../country/country';
import type { InternationalItem } from './footer-content';
import { knownSafeHref, safeHref, type SafeHref } from '../shared/safe-href.codec';

/** Each storefront's place in the country dropdown (spec 2.2: cz, de, hu, at, pl, ch, sk, ch_fr, tr). A new storefront is a new row. */
export const COUNTRY_SWITCHER_POSITION: Readonly<Record<CountryCode, number>> = {
  CZ: 1,
  DE: 2,
  HU: 3,
  AT: 4,
  PL: 5,
  CH: 6,
  SK: 7,
  CH_FR: 8,
  TR: 9,
};

/** Every storefront in the order of the country dropdown. */
export const COUNTRY_SWITCHER_ORDER: readonly CountryCode[] = [...COUNTRY_CODES].sort(
  (a, b) => COUNTRY_SWITCHER_POSITION[a] - COUNTRY_SWITCHER_POSITION[b],
);

/** The home address of every storefront: configuration, never content. */
export type StorefrontAddresses = Readonly<Record<CountryCode, SafeHref>>;

/** One entry of the country dropdown (spec 3.2: code, label, href, flag, flagName, selected). */
export interface CountrySwitcherItem {
  /** Lower-case storefront code, e.g. "ch_fr". */
  readonly code: string;
  readonly label: string;
  readonly href: SafeHref;
  /** The flag as text (regional-indicator emoji). */
  readonly flag: string;
  /** The flag's country, e.g. "ch" for both Swiss storefronts. */
  readonly flagName: string;
  readonly selected: boolean;
}

const SITE_ROOT = knownSafeHref('/');

/** The local default: every storefront on this origin with ?country=<slug>; overrides replace single addresses. */
export const storefrontAddresses = (origin: string, overrides: Readonly<Record<string, string>> = {}): StorefrontAddresses => {
  const local = (slug: string) => `${origin.replace(/\/+$/, '')}/?country=${slug}`;
  return perCountry((_, { slug }) => {
    const override = overrides[slug];
    return safeHref(override) ?? safeHref(local(slug)) ?? SITE_ROOT;
  });
};

/** The dropdown entries (every storefront), current one selected; labels come from the content's international list when given. */
export const countrySwitcherItems = (
  current: CountryCode,
  addresses: StorefrontAddresses,
  international: readonly InternationalItem[] = [],
): CountrySwitcherItem[] =>
  COUNTRY_SWITCHER_ORDER.map((code) => {
    const { slug, label, flag, flagName } = COUNTRIES[code];
    const named = international.find((item) => parseCountryCode(item.code) === code);
    return {
      code: slug,
      label: named?.label.trim() || label,
      href: addresses[code],
      flag,
      flagName,
      selected: code === current,
    };
  });
