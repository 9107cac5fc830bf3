import * as t from 'io-ts';
import type { Locale } from './locale';

/** The nine storefronts of spec 1. */
export const CountryCodeCodec = t.keyof({
  DE: null, AT: null, CH: null, CH_FR: null, PL: null, CZ: null, HU: null, SK: null, TR: null,
});
export type CountryCode = t.TypeOf<typeof CountryCodeCodec>;

/** The storefront used for unknown or missing countries (German defaults, spec 1). */
export const DEFAULT_COUNTRY: CountryCode = 'DE';

/** Everything that differs per storefront and is not copy. A new country is a new row. */
export interface CountryConfig {
  readonly code: CountryCode;
  /** The locale of the storefront's copy (spec 9). */
  readonly locale: Locale;
  /** The lower-case code used in the country selector and addresses (spec 2.2). */
  readonly slug: string;
  /** The storefront's name in its own language, as the country selector shows it. */
  readonly label: string;
  /** Regional-indicator flag, as text (content is data, never HTML). */
  readonly flag: string;
}

/** The storefront table, in the order spec 1 lists them. */
export const COUNTRIES: Readonly<Record<CountryCode, CountryConfig>> = {
  DE: { code: 'DE', locale: 'de-DE', slug: 'de', label: 'Deutschland', flag: '🇩🇪' },
  AT: { code: 'AT', locale: 'de-AT', slug: 'at', label: 'Österreich', flag: '🇦🇹' },
  CH: { code: 'CH', locale: 'de-CH', slug: 'ch', label: 'Schweiz (Deutsch)', flag: '🇨🇭' },
  CH_FR: { code: 'CH_FR', locale: 'fr-CH', slug: 'ch_fr', label: 'Suisse (Français)', flag: '🇨🇭' },
  PL: { code: 'PL', locale: 'pl-PL', slug: 'pl', label: 'Polska', flag: '🇵🇱' },
  CZ: { code: 'CZ', locale: 'cs-CZ', slug: 'cz', label: 'Česko', flag: '🇨🇿' },
  HU: { code: 'HU', locale: 'hu-HU', slug: 'hu', label: 'Magyarország', flag: '🇭🇺' },
  SK: { code: 'SK', locale: 'sk-SK', slug: 'sk', label: 'Slovensko', flag: '🇸🇰' },
  TR: { code: 'TR', locale: 'tr-TR', slug: 'tr', label: 'Türkiye', flag: '🇹🇷' },
};

/** Every storefront code, in spec order. */
export const COUNTRY_CODES: readonly CountryCode[] = Object.keys(COUNTRIES) as CountryCode[];

/** Reads a country code case-insensitively (`at`, `AT`, `ch_fr`, `ch-fr`); undefined when unknown. */
export const parseCountryCode = (raw: string | null | undefined): CountryCode | undefined => {
  if (!raw) return undefined;
  const wanted = raw.trim().replace('-', '_').toUpperCase();
  return COUNTRY_CODES.find((code) => code === wanted);
};
