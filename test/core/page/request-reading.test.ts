import { describe, expect, it } from 'vitest';
import { readQuery } from '../../../core/page/page-request';
import { parseCookieHeader } from '../../../core/shared/cookie-header';

// The rule of docs/deployment.md ("Reading a request"), which the CDN configuration applies too.
describe('reading a request by the one rule', () => {
  it('reads a cookie’s name without the spaces around it and its value decoded, without the spaces at its ends', () => {
    expect(parseCookieHeader('platform =tablet')).toEqual([['platform', 'tablet']]);
    expect(parseCookieHeader('platform=%74ablet; xc-app=%6Eew')).toEqual([
      ['platform', 'tablet'],
      ['xc-app', 'new'],
    ]);
    expect(parseCookieHeader('platform=%20tablet%09')).toEqual([['platform', 'tablet']]);
    expect(parseCookieHeader('a=1+2')).toEqual([['a', '1+2']]);
    expect(parseCookieHeader('%70latform=tablet')).toEqual([['%70latform', 'tablet']]);
  });

  it('counts the first cookie of a name that has a value; an empty one is not there', () => {
    expect(parseCookieHeader('platform=tablet; platform=smartphone')).toEqual([['platform', 'tablet']]);
    expect(parseCookieHeader('platform=; platform = ; platform; platform=smartphone')).toEqual([['platform', 'smartphone']]);
    expect(parseCookieHeader('affiliateNumber=')).toEqual([]);
    // An undecodable value still counts (and hides later ones), matching no value a page reads.
    expect(parseCookieHeader('platform=%E0; platform=tablet')).toEqual([['platform', '%E0']]);
  });

  it('reads the first parameter of a name that has a value, decoded as a form, without the spaces at its ends', () => {
    expect(readQuery('?locale&locale=tr-tr')).toEqual({ locale: 'tr-tr' });
    expect(readQuery('?locale=&locale=en&locale=tr-tr')).toEqual({ locale: 'en' });
    expect(readQuery('?newsletter-form-hidden=+true')).toEqual({ 'newsletter-form-hidden': 'true' });
    expect(readQuery('?locale=%64e-DE%20')).toEqual({ locale: 'de-DE' });
    expect(readQuery('?%6Cocale=en')).toEqual({});
    expect(readQuery('?locale=%E0&locale=en')).toEqual({ locale: '' });
  });
});
