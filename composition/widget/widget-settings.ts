import type { CountryCode } from '../../core/country/country';
import type { Locale } from '../../core/country/locale';

/**
 * What the widget's small script and its React part share (the script must not import the React part's modules:
 * what both import is loaded with the script, before any interaction).
 */

/** What a host page set on the element, decoded. */
export interface WidgetSettings {
  readonly country: CountryCode;
  readonly locale: Locale;
  readonly origin: string;
  readonly originAddition: string;
  readonly headingLevel: 2 | 3;
}

/** The identifier prefix of the widget's React root (its markup's ids are the same). */
export const widgetIdPrefix = (country: CountryCode): string => `storefront-newsletter-${country}-`;

/** The file of the widget's markup for a storefront, locale and heading level, beside the widget's script. */
export const widgetMarkupFile = ({ country, locale, headingLevel }: Pick<WidgetSettings, 'country' | 'locale' | 'headingLevel'>) =>
  `markup/${country}.${locale}.h${headingLevel}.html`;
