import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { layoutVisibility } from '../../../core/layout/layout-directives';
import {
  isMobileCapable,
  isPhone,
  parsePlatform,
  PLATFORM_COOKIE_VALUES,
  platformFromWidth,
  resolvePlatform,
  type Platform,
} from '../../../core/layout/platform';
import { platformSkipsRefresh } from '../../../core/session/refresh-policy';

describe('layout directives', () => {
  it('hides the header for NO_HEADER and the footer for NO_FOOTER, in any case', () => {
    expect(layoutVisibility('NO_HEADER')).toEqual({ header: false, footer: true });
    expect(layoutVisibility('no_footer')).toEqual({ header: true, footer: false });
    expect(layoutVisibility('No_Header,NO_footer')).toEqual({ header: false, footer: false });
  });

  it('combines the serving layer value with the local ?layout= value', () => {
    expect(layoutVisibility('NO_HEADER', 'no_footer')).toEqual({ header: false, footer: false });
  });

  it('shows everything without directives', () => {
    expect(layoutVisibility(null, undefined)).toEqual({ header: true, footer: true });
    expect(layoutVisibility('SOMETHING_ELSE')).toEqual({ header: true, footer: true });
  });
});

describe('platform', () => {
  it('follows the window width: under 768 mobile, under 1280 tablet, else classic', () => {
    expect(platformFromWidth(375)).toBe('mobile');
    expect(platformFromWidth(767)).toBe('mobile');
    expect(platformFromWidth(768)).toBe('tablet');
    expect(platformFromWidth(1279)).toBe('tablet');
    expect(platformFromWidth(1280)).toBe('classic');
  });

  it('prefers the page data-platform attribute over the width', () => {
    expect(resolvePlatform('tablet', 1440)).toBe('tablet');
    expect(resolvePlatform('SMARTPHONE', 1440)).toBe('mobile');
    expect(resolvePlatform('classic', 375)).toBe('classic');
  });

  it('ignores an unknown attribute value and uses the width', () => {
    expect(parsePlatform('fridge')).toBeUndefined();
    expect(resolvePlatform('fridge', 700)).toBe('mobile');
  });

  it('is monotonic in the width', PROPERTY, () => {
    const order = { mobile: 0, tablet: 1, classic: 2 } as const;
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order[platformFromWidth(low)]).toBeLessThanOrEqual(order[platformFromWidth(high)]);
      }),
    );
  });
});

describe('device helper', () => {
  it('counts MATCH and SMARTPHONE as phone', () => {
    expect(isPhone('MATCH')).toBe(true);
    expect(isPhone('smartphone')).toBe(true);
    expect(isPhone('TABLET')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });

  it('counts phones and TABLET as mobile-capable', () => {
    expect(isMobileCapable('TABLET')).toBe(true);
    expect(isMobileCapable('MATCH')).toBe(true);
    expect(isMobileCapable('DESKTOP')).toBe(false);
  });
});

describe('one platform vocabulary for layout, view changer and token refresh', () => {
  const platformNames = fc.constantFrom(
    'mobile',
    'smartphone',
    'phone',
    'match',
    'tablet',
    'classic',
    'desktop',
    'fridge',
    '',
    'MOBILE',
    ' Smartphone ',
    'Phone',
  );
  const anyName = fc.oneof(platformNames, fc.string({ maxLength: 12 }), fc.constantFrom('constructor', '__proto__', 'toString'));

  it('skips the refresh exactly where the layout reads a phone or tablet: "mobile" too, not only the cookie values', PROPERTY, () => {
    expect(parsePlatform('mobile')).toBe('mobile');
    expect(platformSkipsRefresh('mobile')).toBe(true);
    expect(platformSkipsRefresh('phone')).toBe(true);
    expect(platformSkipsRefresh('desktop')).toBe(false);
    fc.assert(
      fc.property(anyName, (name) => {
        const platform = parsePlatform(name);
        expect(platformSkipsRefresh(name)).toBe(platform === 'mobile' || platform === 'tablet');
        expect(isPhone(name)).toBe(platform === 'mobile');
        expect(isMobileCapable(name)).toBe(platformSkipsRefresh(name));
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every platform cookie value the view changer writes', () => {
    for (const platform of ['mobile', 'tablet', 'classic'] as const satisfies readonly Platform[]) {
      expect(parsePlatform(PLATFORM_COOKIE_VALUES[platform])).toBe(platform);
    }
  });
});
