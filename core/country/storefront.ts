import { COUNTRIES, type CountryCode } from './country';
import { parseLocale, type Locale } from './locale';

/**
 * The storefront a page is rendered for: its country and the language of its UI. Decided once per request from the
 * address (core/page/page-request.ts) and handed to the browser in the page state; everything reads this value.
 */
export interface Storefront {
  readonly country: CountryCode;
  readonly locale: Locale;
}

/** A storefront in its own language, or in the one `?locale=` asks for when that is supported (else ignored). */
export const storefrontOf = (country: CountryCode, localeParam?: string): Storefront => ({
  country,
  locale: (localeParam === undefined ? undefined : parseLocale(localeParam)) ?? COUNTRIES[country].locale,
});
