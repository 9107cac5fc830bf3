import { COUNTRIES, type CountryCode } from '../country/country';
import type { InternationalItem } from './footer-content';
import { knownSafeHref, safeHref, type SafeHref } from '../shared/safe-href.codec';

/** The order of the country dropdown (spec 2.2: cz, de, hu, at, pl, ch, sk, ch_fr, tr). */
export const COUNTRY_SWITCHER_ORDER: readonly CountryCode[] = ['CZ', 'DE', 'HU', 'AT', 'PL', 'CH', 'SK', 'CH_FR', 'TR'];

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
export const storefrontAddresses = (
  origin: string, overrides: Readonly<Record<string, string>> = {},
): StorefrontAddresses => {
  const local = (code: CountryCode) => `${origin.replace(/\/+$/, '')}/?country=${COUNTRIES[code].slug}`;
  const entries = COUNTRY_SWITCHER_ORDER.map((code) => {
    const override = overrides[COUNTRIES[code].slug];
    return [code, safeHref(override) ?? safeHref(local(code)) ?? SITE_ROOT];
  });
  return Object.fromEntries(entries) as StorefrontAddresses;
};

/** The nine dropdown entries, current one selected; labels come from the content's international list when given. */
export const countrySwitcherItems = (
  current: CountryCode, addresses: StorefrontAddresses, international: readonly InternationalItem[] = [],
): CountrySwitcherItem[] =>
  COUNTRY_SWITCHER_ORDER.map((code) => {
    const { slug, label, flag } = COUNTRIES[code];
    const named = international.find((item) => item.code.trim().toLowerCase().replace('-', '_') === slug);
    return {
      code: slug,
      label: named?.label.trim() || label,
      href: addresses[code],
      flag,
      flagName: slug.slice(0, 2),
      selected: code === current,
    };
  });
