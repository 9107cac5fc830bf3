import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { formatCount, formatPercent } from '../../../core/text/number-format';

describe('formatPercent', () => {
  it('writes 10 % as each locale does (Intl’s percent style)', () => {
    expect(formatPercent('de-DE', 10)).toBe('10\u00a0%');
    expect(formatPercent('de-AT', 10)).toBe('10\u00a0%');
    expect(formatPercent('cs-CZ', 10)).toBe('10\u00a0%');
    expect(formatPercent('sk-SK', 10)).toBe('10\u00a0%');
    expect(formatPercent('tr-TR', 10)).toBe('%10');
    expect(formatPercent('pl-PL', 10)).toBe('10%');
    expect(formatPercent('hu-HU', 10)).toBe('10%');
    expect(formatPercent('en', 10)).toBe('10%');
  });

  it.each(LOCALES)('%s: equals Intl.NumberFormat’s percent style', (locale) => {
    expect(formatPercent(locale, 10)).toBe(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.1));
    expect(formatPercent(locale, 12.5)).toBe(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.125));
  });

  it('never groups digits, so server and browser agree whatever their ICU', PROPERTY, () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 10_000_000 }), (locale, n) => {
        expect(formatPercent(locale, n).replace(/\D/g, '')).toBe(String(n));
        expect(formatCount(locale, n)).toBe(String(n));
      }),
    );
  });
});

describe('formatCount', () => {
  it('writes a fraction with the locale’s decimal mark', () => {
    expect(formatCount('de-DE', 1.5)).toBe('1,5');
    expect(formatCount('en', 1.5)).toBe('1.5');
    expect(formatCount('de-CH', 1.5)).toBe('1.5');
  });
});
