import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isIbanPrefix } from '../../../core/components/iban-format';

describe('iban formatting', () => {
  it('strips everything but letters and digits and groups the rest in fours', () => {
    expect(formatIban('de89 3704-0044.0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('  DE89370400440532013000 ')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
  });

  it('is idempotent', PROPERTY, () => {
    fc.assert(fc.property(fc.string(), (text) => formatIban(formatIban(text)) === formatIban(text)));
  });

  it('keeps only letters and digits, in order, upper case', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatIban(text);
        return /^[A-Z0-9 ]*$/.test(formatted) && formatted.replace(/ /g, '') === text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      }),
    );
  });

  it('groups in blocks of four separated by single spaces, only the last block shorter', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatIban(text);
        return formatted === '' || /^(?:[A-Za-z0-9]{4} )*[A-Za-z0-9]{1,4}$/.test(formatted);
      }),
    );
    expect(compactIban('de 89')).toBe('de89');
  });
});

describe('iban keystrokes', () => {
  it('accept a letter, an optional second letter, then digits (spaces ignored)', () => {
    for (const ok of ['', 'D', 'DE', 'DE8', 'DE89 3704', 'd1', 'D 1']) expect(isIbanPrefix(ok)).toBe(true);
    for (const bad of ['1', 'DEU', 'DE8A', 'D1E', 'DE-']) expect(isIbanPrefix(bad)).toBe(false);
  });
});
