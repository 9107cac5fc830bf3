import type { Locale } from '../country/locale';
import type { Catalogue, CatalogueOf } from './catalogue';

/** One loader per locale, each bringing that locale's catalogue; each locale is its own chunk. A new locale is a new row: the type demands one. */
const LOADERS: { readonly [L in Locale]: () => Promise<{ readonly catalogue: CatalogueOf<L> }> } = {
  'de-DE': () => import('./locales/de-DE'),
  'de-AT': () => import('./locales/de-AT'),
  'de-CH': () => import('./locales/de-CH'),
  'fr-CH': () => import('./locales/fr-CH'),
  'pl-PL': () => import('./locales/pl-PL'),
  'sk-SK': () => import('./locales/sk-SK'),
  'cs-CZ': () => import('./locales/cs-CZ'),
  'hu-HU': () => import('./locales/hu-HU'),
  'tr-TR': () => import('./locales/tr-TR'),
  'da-DK': () => import('./locales/da-DK'),
  'sv-SE': () => import('./locales/sv-SE'),
  en: () => import('./locales/en'),
};

/** Loads one locale's copy. Each locale is its own chunk, so a shopper downloads only the language they read. */
export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => (await LOADERS[locale]()).catalogue;
