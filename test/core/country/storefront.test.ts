import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, parseCountryCode } from '../../../core/country/country';
import { DEFAULT_LOCALE, LOCALES, parseLocale } from '../../../core/country/locale';
import { storefrontOf } from '../../../core/country/storefront';

describe('storefront configuration', () => {
  it('has the nine storefronts of spec 1, each mapped to its locale (spec 9)', () => {
    expect(COUNTRY_CODES).toEqual(['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR']);
    expect(Object.fromEntries(COUNTRY_CODES.map((code) => [code, COUNTRIES[code].locale]))).toEqual({
      DE: 'de-DE',
      AT: 'de-AT',
      CH: 'de-CH',
      CH_FR: 'fr-CH',
      PL: 'pl-PL',
      CZ: 'cs-CZ',
      HU: 'hu-HU',
      SK: 'sk-SK',
      TR: 'tr-TR',
    });
  });

  it('keys every row by its own code', () => {
    for (const code of COUNTRY_CODES) expect(COUNTRIES[code].code).toBe(code);
  });

  it('supports the twelve locales with de-DE as default', () => {
    expect(LOCALES).toEqual(['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL', 'sk-SK', 'cs-CZ', 'hu-HU', 'tr-TR', 'da-DK', 'sv-SE', 'en']);
    expect(DEFAULT_LOCALE).toBe('de-DE');
  });

  it('reads country and locale codes in any case', () => {
    expect(parseCountryCode('at')).toBe('AT');
    expect(parseCountryCode(' ch_fr ')).toBe('CH_FR');
    expect(parseCountryCode('Ch-Fr')).toBe('CH_FR');
    expect(parseCountryCode('xx')).toBeUndefined();
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('fr_ch')).toBe('fr-CH');
    expect(parseLocale('es-ES')).toBeUndefined();
  });
});

describe('the storefront of a page', () => {
  it('speaks the country’s language', () => {
    expect(storefrontOf('HU')).toEqual({ country: 'HU', locale: 'hu-HU' });
  });

  it('lets ?locale= (any case) change the UI language only', () => {
    expect(storefrontOf('TR', 'EN')).toEqual({ country: 'TR', locale: 'en' });
  });

  it('keeps the country’s language for an unsupported locale', () => {
    expect(storefrontOf('PL', 'klingon')).toEqual({ country: 'PL', locale: 'pl-PL' });
  });

  it('always yields a supported locale, whatever ?locale= says', PROPERTY, () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.option(fc.string(), { nil: undefined }), (country, locale) => {
        const storefront = storefrontOf(country, locale);
        expect(storefront.country).toBe(country);
        expect(LOCALES).toContain(storefront.locale);
      }),
    );
  });
});
