// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';
import { splitStorefrontPath, storefrontOfCountryParameter } from '../../../core/country/storefront-address';

describe('the storefront a ?country= asks for (a bookmarked address and the country form alike)', () => {
  it('names every storefront by its slug, in any case, with a dash for the underscore and spaces around', () => {
    for (const code of COUNTRY_CODES) {
      const { slug } = COUNTRIES[code];
      expect(storefrontOfCountryParameter(slug, 'DE')).toBe(code);
      expect(storefrontOfCountryParameter(` ${slug.toUpperCase()} `, 'DE')).toBe(code);
      expect(storefrontOfCountryParameter(slug.replace('_', '-'), 'DE')).toBe(code);
    }
  });

  it('is the default storefront for a missing, empty or unknown one, and for anything that is no slug', () => {
    for (const raw of [undefined, '', 'xx', 'deutschland', '//evil.example', 'de/', 'at?x=1', 'c h']) {
      expect(storefrontOfCountryParameter(raw, 'AT')).toBe('AT');
    }
  });

  it('names the same storefront as the address prefix of that slug', () => {
    for (const code of COUNTRY_CODES) {
      const { slug } = COUNTRIES[code];
      expect(splitStorefrontPath(`/${slug}/contact`).country).toBe(storefrontOfCountryParameter(slug, 'DE'));
    }
    // A prefix is a path segment of the slug's own letters only.
    expect(splitStorefrontPath('/ch-fr/contact')).toEqual({ country: undefined, path: '/ch-fr/contact' });
  });
});
