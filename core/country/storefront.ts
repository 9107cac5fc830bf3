import { COUNTRIES, DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from './country';
import { parseLocale, type Locale } from './locale';

/** The storefront a page is rendered for: its country and the language of its UI. */
export interface Storefront {
  readonly country: CountryCode;
  readonly locale: Locale;
}

/** What the serving layer and the address say about the storefront. */
export interface StorefrontSources {
  /** The country the serving layer wrote into the page (data-country). */
  readonly pageCountry?: string | null;
  /** `?country=` from the address: overrides the page locally. */
  readonly countryParam?: string | null;
  /** `?locale=` from the address: overrides the UI language. */
  readonly localeParam?: string | null;
}

/** A storefront plus the problems found on the way, for the caller to log. */
export interface ResolvedStorefront {
  readonly storefront: Storefront;
  readonly warnings: readonly string[];
}

/** Decides country and locale: `?country` beats the page attribute; unknown countries fall back to DE with a warning. */
export const resolveStorefront = (sources: StorefrontSources): ResolvedStorefront => {
  const warnings: string[] = [];
  const requested = nonEmpty(sources.countryParam) ?? nonEmpty(sources.pageCountry);
  let country: CountryCode = DEFAULT_COUNTRY;
  if (requested !== undefined) {
    const parsed = parseCountryCode(requested);
    if (parsed) country = parsed;
    else warnings.push(`Unknown country "${requested}"; falling back to ${DEFAULT_COUNTRY}.`);
  }
  let locale = COUNTRIES[country].locale;
  const localeParam = nonEmpty(sources.localeParam);
  if (localeParam !== undefined) {
    const parsed = parseLocale(localeParam);
    if (parsed) locale = parsed;
    else warnings.push(`Unsupported locale "${localeParam}"; using ${locale}.`);
  }
  return { storefront: { country, locale }, warnings };
};

const nonEmpty = (value: string | null | undefined): string | undefined =>
  value !== null && value !== undefined && value.trim() !== '' ? value : undefined;
