import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../../core/components/safe-href';

describe('safe href', () => {
  it('passes http(s), site-relative, fragment, mailto: and tel: targets', () => {
    for (const ok of ['https://shop.de/a', 'http://x.de', '/service/storefinder/', '#main', 'mailto:service@shop.de', 'tel:+4940123', 'HTTPS://SHOP.DE']) {
      expect(safeHref(ok)).toBe(ok);
    }
  });

  it('drops protocol-relative targets that browsers read as another host', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', '/\t/evil.example', ' //evil.example']) expect(safeHref(bad)).toBeUndefined();
    expect(safeHref('/c/gutscheinbedingungen')).toBe('/c/gutscheinbedingungen');
  });

  it('drops javascript:, data:, vbscript: and unknown schemes in any case, with whitespace or control characters', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x',
      '\u0000javascript:x', '\u0001 JAVASCRIPT:x', 'data:text/html,<b>', 'vbscript:msgbox', 'file:///etc/passwd', 'shop.html', '', null, undefined]) {
      expect(safeHref(bad)).toBeUndefined();
    }
  });

  it('never lets a javascript: target through, however it is dressed up', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
    fc.assert(fc.property(noise, noise, casing, fc.string(), (lead, inner, upper, rest) => {
      const scheme = [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
      const dressed = `${lead}${scheme.slice(0, 4)}${inner === ' ' ? '' : inner}${scheme.slice(4)}:${rest}`;
      return safeHref(dressed) === undefined;
    }));
  });

  it('trims surrounding whitespace from safe targets', () => {
    expect(safeHref('  /agb \n')).toBe('/agb');
  });
});
