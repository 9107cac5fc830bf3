// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePage } from '../../../core/page/page-request';
import { siteLocation } from '../../../core/shared/site-location';
import { PROPERTY, PROPERTY_RUNS } from '../../support/property';

const SHOP = 'https://shop.example';
/** A path as a request could carry it once percent-decoded: slashes, backslashes, controls, encodings, non-ASCII. */
const hostilePath = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '\t',
      '\r\n',
      '\n',
      '\0',
      '%2F',
      '%252F',
      '%5C',
      'evil.example',
      'ä',
      '..',
      '?',
      '#',
      '@',
      ' ',
      'x',
    ),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

/** Whether a Location stays on the site and carries only printable ASCII. */
const staysOnSite = (location: string): boolean => new URL(location, SHOP).origin === SHOP && /^[\x21-\x7e]*$/.test(location);

describe('redirect locations', () => {
  it.each([
    ['/%2Fevil.example/ decoded', '//evil.example/', '/evil.example/'],
    ['a backslash', '/\\evil.example/', '/evil.example/'],
    ['a tab', '/\t/evil.example', '/%09/evil.example'],
    ['CR/LF', '/x\r\nSet-Cookie: a=b', '/x%0D%0ASet-Cookie%3A%20a%3Db'],
    ['non-ASCII', '/ä/', '/%C3%A4/'],
  ])('keeps %s on the site', (_name, path, location) => {
    expect(siteLocation(path)).toBe(location);
    expect(staysOnSite(siteLocation(path))).toBe(true);
  });

  it(
    'never leaves the site and never carries a raw byte, whatever the decoded path',
    () => {
      fc.assert(
        fc.property(hostilePath, fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }), (path, query) =>
          staysOnSite(siteLocation(path, query)),
        ),
        { numRuns: PROPERTY_RUNS },
      );
    },
    PROPERTY.timeout,
  );

  it(
    'answers a bookmarked ?country= address with a redirect that stays on the site, whatever the path',
    () => {
      fc.assert(
        fc.property(hostilePath, (pathname) => {
          const decision = decidePage({ origin: SHOP, pathname, query: { country: 'at' }, cookies: [], layoutDirectives: undefined }, 'DE');
          return decision.kind === 'redirect' && staysOnSite(decision.location) && decision.location.startsWith('/at');
        }),
        { numRuns: PROPERTY_RUNS },
      );
    },
    PROPERTY.timeout,
  );
});
