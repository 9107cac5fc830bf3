import type { Locale } from '../country/locale';
import { formatMessage } from './format-message';
import { formatCount } from './number-format';

/** The CLDR plural categories `Intl.PluralRules#select` answers with. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The cardinal plural categories of each locale's language, as CLDR (and so `Intl.PluralRules`) has them; a test
 * compares this table with Intl. A new locale is a new row: the type demands one, and its copy then supplies these forms.
 */
export const PLURAL_CATEGORIES = {
  'de-DE': ['one', 'other'],
  'de-AT': ['one', 'other'],
  'de-CH': ['one', 'other'],
  'fr-CH': ['one', 'many', 'other'],
  'pl-PL': ['one', 'few', 'many', 'other'],
  'sk-SK': ['one', 'few', 'many', 'other'],
  'cs-CZ': ['one', 'few', 'many', 'other'],
  'hu-HU': ['one', 'other'],
  'tr-TR': ['one', 'other'],
  'da-DK': ['one', 'other'],
  'sv-SE': ['one', 'other'],
  en: ['one', 'other'],
} as const satisfies Readonly<Record<Locale, readonly PluralCategory[]>>;

/**
 * A text that depends on a number: one form per plural category of the language, `{count}` standing for the number
 * ({ one: '{count} Monat', other: '{count} Monate' }). Every language has `other`.
 */
export type PluralMessage = { readonly other: string } & { readonly [C in PluralCategory]?: string };

/** The forms a locale's copy must supply: exactly the plural categories of its language, no more, no fewer. */
export type PluralMessageOf<L extends Locale> = { readonly other: string } & {
  readonly [C in (typeof PLURAL_CATEGORIES)[L][number]]: string;
};

const pluralRules = new Map<Locale, Intl.PluralRules>();
const rulesFor = (locale: Locale): Intl.PluralRules => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/** The plural category of `count` in the locale's language: 'few' for 2, 3, 4, 22 in Polish, 'other' for 2 in German. */
export const pluralCategory = (locale: Locale, count: number): PluralCategory => rulesFor(locale).select(count);

/**
 * The form of `message` that fits `count` in the locale's grammar (Intl.PluralRules), with `{count}` written in the
 * locale's digits and any other `{name}` filled from `values`: pl 1 -> '1 miesiąc', 2 -> '2 miesiące', 5 -> '5 miesięcy'.
 */
export const formatPlural = (
  locale: Locale,
  message: PluralMessage,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string => formatMessage(message[pluralCategory(locale, count)] ?? message.other, { ...values, count: formatCount(locale, count) });
