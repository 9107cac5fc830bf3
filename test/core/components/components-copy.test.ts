import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { PLURAL_CATEGORIES } from '../../../core/text/plural-message';

describe('component copy', () => {
  it("uses the spec's German text slider labels and default validation message", async () => {
    const de = (await loadCatalogue('de-DE')).components;
    expect(de.textSlider).toEqual({ more: 'Mehr anzeigen', less: 'Weniger anzeigen' });
    expect((await loadCatalogue('en')).components.validation.defaultMessage).toBe('{field} is not valid.');
    expect((await loadCatalogue('en')).components.passwordStrength).toMatchObject({
      weak: 'weak',
      ok: 'ok',
      strong: 'strong',
      veryStrong: 'very strong',
    });
  });

  it('is translated in every locale: own labels, and the {field} placeholder kept', async () => {
    const en = (await loadCatalogue('en')).components;
    for (const locale of LOCALES.filter((l) => !l.startsWith('de-') && l !== 'en')) {
      const copy = (await loadCatalogue(locale)).components;
      expect(copy.textSlider.more, locale).not.toBe(en.textSlider.more);
      expect(copy.passwordStrength.veryStrong, locale).not.toBe(en.passwordStrength.veryStrong);
      expect(copy.validation.defaultMessage, locale).toContain('{field}');
      expect(copy.catalogue.demo.panels, locale).toHaveLength(4);
      expect(copy.catalogue.demo.countries, locale).toHaveLength(8);
    }
  });

  it.each(LOCALES)('%s words the length limits as plural messages with the forms of its language', async (locale) => {
    const { validation } = (await loadCatalogue(locale)).components;
    for (const message of [validation.maxLength, validation.minLength]) {
      expect(Object.keys(message).sort()).toEqual([...PLURAL_CATEGORIES[locale]].sort());
      for (const form of Object.values(message)) expect(form.match(/\{\w+\}/g)?.sort()).toEqual(['{count}', '{field}']);
    }
  });

  it('writes Swiss German without ß', async () => {
    const ch = (await loadCatalogue('de-CH')).components;
    expect(ch.close).toBe('Schliessen');
    expect(JSON.stringify(ch)).not.toContain('ß');
  });
});
