import * as t from 'io-ts';
import type { Locale } from './locale';

/** The nine storefronts of spec 1. */
export const CountryCodeCodec = t.keyof({
  DE: null,
  AT: null,
  CH: null,
  CH_FR: null,
  PL: null,
  CZ: null,
  HU: null,
  SK: null,
  TR: null,
});
export type CountryCode = t.TypeOf<typeof CountryCodeCodec>;

/** The storefront used for unknown or missing countries (German defaults, spec 1). */
export const DEFAULT_COUNTRY: CountryCode = 'DE';

/** Everything that differs per storefront and is not copy. A new country is a new row. */
export interface CountryConfig<C extends CountryCode = CountryCode> {
  /** The row's own key (the type ties each row to its key). */
  readonly code: C;
  /** The locale of the storefront's copy (spec 9). */
  readonly locale: Locale;
  /** The lower-case code used in the country selector and addresses (spec 2.2). */
  readonly slug: string;
  /** The storefront's name in its own language, as the country selector shows it. */
  readonly label: string;
  /** Regional-indicator flag, as text (content is data, never HTML). */
  readonly flag: string;
  /** The flag's country, lower case ("ch" for both Swiss storefronts): the image `ui/footer/flags/<flagName>.svg`. */
  readonly flagName: string;
}

/** The storefront table, in the order spec 1 lists them. */
export const COUNTRIES: { readonly [C in CountryCode]: CountryConfig<C> } = {
  DE: { code: 'DE', locale: 'de-DE', slug: 'de', label: 'Deutschland', flag: '🇩🇪', flagName: 'de' },
  AT: { code: 'AT', locale: 'de-AT', slug: 'at', label: 'Österreich', flag: '🇦🇹', flagName: 'at' },
  CH: { code: 'CH', locale: 'de-CH', slug: 'ch', label: 'Schweiz (Deutsch)', flag: '🇨🇭', flagName: 'ch' },
  CH_FR: { code: 'CH_FR', locale: 'fr-CH', slug: 'ch_fr', label: 'Suisse (Français)', flag: '🇨🇭', flagName: 'ch' },
  PL: { code: 'PL', locale: 'pl-PL', slug: 'pl', label: 'Polska', flag: '🇵🇱', flagName: 'pl' },
  CZ: { code: 'CZ', locale: 'cs-CZ', slug: 'cz', label: 'Česko', flag: '🇨🇿', flagName: 'cz' },
  HU: { code: 'HU', locale: 'hu-HU', slug: 'hu', label: 'Magyarország', flag: '🇭🇺', flagName: 'hu' },
  SK: { code: 'SK', locale: 'sk-SK', slug: 'sk', label: 'Slovensko', flag: '🇸🇰', flagName: 'sk' },
  TR: { code: 'TR', locale: 'tr-TR', slug: 'tr', label: 'Türkiye', flag: '🇹🇷', flagName: 'tr' },
};

/** Every storefront code, in spec order. */
export const COUNTRY_CODES: readonly CountryCode[] = Object.keys(COUNTRIES).filter(CountryCodeCodec.is);

/**
 * A table with one value per storefront, computed from its row. Written out rather than mapped, so that it is a
 * `Record<CountryCode, V>` without a cast (a new storefront is a type error here too) and costs no library code.
 */
export const perCountry = <V>(value: (code: CountryCode, config: CountryConfig) => V): Readonly<Record<CountryCode, V>> => ({
  DE: value('DE', COUNTRIES.DE),
  AT: value('AT', COUNTRIES.AT),
  CH: value('CH', COUNTRIES.CH),
  CH_FR: value('CH_FR', COUNTRIES.CH_FR),
  PL: value('PL', COUNTRIES.PL),
  CZ: value('CZ', COUNTRIES.CZ),
  HU: value('HU', COUNTRIES.HU),
  SK: value('SK', COUNTRIES.SK),
  TR: value('TR', COUNTRIES.TR),
});

/**
 * Which storefront a slug or code names, the one rule for every input that names one (an address's prefix, `?country=`,
 * the country form, the configuration, the widget's attribute, the content's country list): case-insensitive, trimmed,
 * `-` for `_` (`at`, `AT`, `ch_fr`, `Ch-Fr`); undefined when it names none.
 */
export const parseCountryCode = (raw: string | null | undefined): CountryCode | undefined => {
  if (!raw) return undefined;
  const wanted = raw.trim().toLowerCase().replace('-', '_');
  return COUNTRY_CODES.find((code) => COUNTRIES[code].slug === wanted || code.toLowerCase() === wanted);
};
