import type { Locale } from '../country/locale';
import type { Catalogue } from './catalogue';

/** Loads one locale's copy. Each locale is its own chunk, so a shopper downloads only the language they read. */
export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => {
  switch (locale) {
    case 'de-DE': return (await import('./locales/de-DE')).catalogue;
    case 'de-AT': return (await import('./locales/de-AT')).catalogue;
    case 'de-CH': return (await import('./locales/de-CH')).catalogue;
    case 'fr-CH': return (await import('./locales/fr-CH')).catalogue;
    case 'pl-PL': return (await import('./locales/pl-PL')).catalogue;
    case 'sk-SK': return (await import('./locales/sk-SK')).catalogue;
    case 'cs-CZ': return (await import('./locales/cs-CZ')).catalogue;
    case 'hu-HU': return (await import('./locales/hu-HU')).catalogue;
    case 'tr-TR': return (await import('./locales/tr-TR')).catalogue;
    case 'da-DK': return (await import('./locales/da-DK')).catalogue;
    case 'sv-SE': return (await import('./locales/sv-SE')).catalogue;
    case 'en': return (await import('./locales/en')).catalogue;
  }
};
