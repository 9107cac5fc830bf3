import * as t from 'io-ts';

/** The twelve locales of spec 9; de-DE is the default. */
export const LocaleCodec = t.keyof({
  'de-DE': null,
  'de-AT': null,
  'de-CH': null,
  'fr-CH': null,
  'pl-PL': null,
  'sk-SK': null,
  'cs-CZ': null,
  'hu-HU': null,
  'tr-TR': null,
  'da-DK': null,
  'sv-SE': null,
  en: null,
});
export type Locale = t.TypeOf<typeof LocaleCodec>;

/** Every supported locale, in spec order. */
export const LOCALES: readonly Locale[] = Object.keys(LocaleCodec.keys).filter(LocaleCodec.is);

/** The locale used when nothing else applies. */
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** Reads a locale code case-insensitively (`EN`, `de-de`, `de_DE` all work); undefined when unsupported. */
export const parseLocale = (raw: string | null | undefined): Locale | undefined => {
  if (!raw) return undefined;
  const wanted = raw.trim().replace('_', '-').toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === wanted);
};
