import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';

describe('sign-in copy', () => {
  it('has every text in every locale, translated away from English outside en', async () => {
    const english = (await loadCatalogue('en')).session;
    for (const locale of LOCALES) {
      const copy = (await loadCatalogue(locale)).session;
      for (const [key, text] of Object.entries(copy))
        for (const form of typeof text === 'string' ? [text] : Object.values(text))
          expect(String(form).trim(), `${locale}.${key}`).not.toBe('');
      if (locale !== 'en') expect(copy.unauthorized, locale).not.toBe(english.unauthorized);
      if (locale !== 'en') expect(copy.serviceUnavailable, locale).not.toBe(english.serviceUnavailable);
    }
  });
});
