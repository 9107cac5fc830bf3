import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../core/country/country';
import {
  COUNTRY_SWITCHER_ORDER,
  COUNTRY_SWITCHER_POSITION,
  countrySwitcherItems,
  storefrontAddresses,
} from '../../../core/footer/country-switcher';

const ORIGIN = 'http://127.0.0.1:5173';

describe('country dropdown', () => {
  it('lists the nine storefronts in the order cz, de, hu, at, pl, ch, sk, ch_fr, tr, the current one selected', () => {
    const items = countrySwitcherItems('CH_FR', storefrontAddresses(ORIGIN));
    expect(items.map((item) => item.code)).toEqual(['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr']);
    expect(items.filter((item) => item.selected).map((item) => item.code)).toEqual(['ch_fr']);
  });

  it('gives every storefront its own place and an address', () => {
    expect(new Set(Object.values(COUNTRY_SWITCHER_POSITION)).size).toBe(COUNTRY_CODES.length);
    expect([...COUNTRY_SWITCHER_ORDER].sort()).toEqual([...COUNTRY_CODES].sort());
    expect(Object.keys(storefrontAddresses(ORIGIN))).toEqual(COUNTRY_CODES);
  });

  it('points each storefront at this server with ?country= by default', () => {
    const items = countrySwitcherItems('DE', storefrontAddresses(`${ORIGIN}/`));
    expect(items.find((item) => item.code === 'tr')?.href).toBe(`${ORIGIN}/?country=tr`);
    expect(items.find((item) => item.code === 'ch_fr')).toMatchObject({ flag: '🇨🇭', flagName: 'ch', label: 'Suisse (Français)' });
  });

  it('takes configured addresses, ignoring unsafe ones', () => {
    const addresses = storefrontAddresses(ORIGIN, { de: 'https://www.bohne-haus.example/', at: 'javascript:alert(1)' });
    expect(addresses.DE).toBe('https://www.bohne-haus.example/');
    expect(addresses.AT).toBe(`${ORIGIN}/?country=at`);
  });

  it('labels storefronts in the page language when the content lists them', () => {
    const items = countrySwitcherItems('CZ', storefrontAddresses(ORIGIN), [
      { code: 'de', label: 'Německo' },
      { code: 'CH-FR', label: 'Švýcarsko (francouzsky)' },
    ]);
    expect(items.map((item) => item.label)).toEqual([
      'Česko',
      'Německo',
      'Magyarország',
      'Österreich',
      'Polska',
      'Schweiz (Deutsch)',
      'Slovensko',
      'Švýcarsko (francouzsky)',
      'Türkiye',
    ]);
  });
});
