import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, parseCountryCode } from '../../../core/country/country';
import { DEFAULT_LOCALE, LOCALES, parseLocale } from '../../../core/country/locale';
import { resolveStorefront } from '../../../core/country/storefront';

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

describe('resolving the storefront of a page', () => {
  it('takes the country the page names, with its locale', () => {
    expect(resolveStorefront({ pageCountry: 'HU' })).toEqual({ storefront: { country: 'HU', locale: 'hu-HU' }, warnings: [] });
  });

  it('lets ?country= (any case) override the page locally', () => {
    expect(resolveStorefront({ pageCountry: 'DE', countryParam: 'at' }).storefront).toEqual({ country: 'AT', locale: 'de-AT' });
  });

  it('lets ?locale= override the UI language only', () => {
    expect(resolveStorefront({ pageCountry: 'TR', localeParam: 'en' }).storefront).toEqual({ country: 'TR', locale: 'en' });
  });

  it('falls back to DE with a warning for an unknown country', () => {
    const resolved = resolveStorefront({ pageCountry: 'FR' });
    expect(resolved.storefront).toEqual({ country: 'DE', locale: 'de-DE' });
    expect(resolved.warnings).toEqual(['Unknown country "FR"; falling back to DE.']);
  });

  it('keeps the country locale and warns for an unsupported locale', () => {
    const resolved = resolveStorefront({ pageCountry: 'PL', localeParam: 'klingon' });
    expect(resolved.storefront).toEqual({ country: 'PL', locale: 'pl-PL' });
    expect(resolved.warnings).toHaveLength(1);
  });

  it('uses DE without warnings when nothing names a country', () => {
    expect(resolveStorefront({})).toEqual({ storefront: { country: 'DE', locale: 'de-DE' }, warnings: [] });
  });

  it('always yields a known storefront, whatever the input', PROPERTY, () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (page, country, locale) => {
        const { storefront } = resolveStorefront({ pageCountry: page, countryParam: country, localeParam: locale });
        expect(COUNTRY_CODES).toContain(storefront.country);
        expect(LOCALES).toContain(storefront.locale);
      }),
    );
  });
});
