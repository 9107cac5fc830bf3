import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { knownSafeHref, safeHref, SafeHrefCodec } from '../../../core/shared/safe-href.codec';

const BASE = 'https://shop.example/at/some/page';
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/** The same word in random upper/lower case. */
const randomCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''));
/** Whitespace, control and invisible characters: C0, DEL, C1, no-break and other spaces, zero-width, BOM, bidi. */
const forbiddenChar = fc.oneof(
  fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    '\u007f',
    '\u0085',
    '\u009f',
    '\u00a0',
    '\u1680',
    '\u2000',
    '\u200b',
    '\u200e',
    '\u2028',
    '\u2029',
    '\u202e',
    '\u3000',
    '\ufeff',
    '\\',
  ),
);
/** Targets every caller writes: TextLink's (catalogue, newsletter copy, confirm page) and the footer's (CMS, addresses). */
const safeTarget = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.constantFrom('http', 'https').chain(randomCase), fc.domain(), fc.webPath()).map(([s, host, path]) => `${s}://${host}${path}`),
  fc.tuple(fc.constantFrom('mailto', 'tel').chain(randomCase), fc.emailAddress()).map(([s, rest]) => `${s}:${rest}`),
  fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
  fc.webFragments().map((fragment) => `#${fragment}`),
);
/** A scheme that must never reach an href, in any case, with or without the junk the URL parser would strip. */
const dangerous = fc
  .tuple(
    fc
      .constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'ftp', 'about', 'jar', 'view-source', 'ws', 'intent')
      .chain(randomCase),
    fc.constantFrom('', ' ', '\t', '\n', '\u0000'),
    fc.constantFrom('', '\t', '\r\n'),
    fc.string({ maxLength: 20 }),
  )
  .map(([scheme, lead, inner, rest]) => `${lead}${scheme.slice(0, 2)}${inner}${scheme.slice(2)}:${rest}`);

describe('the safe-URL rule (SafeHref), for TextLink and footer links alike', () => {
  it.each([
    // TextLink's callers: component catalogue, newsletter copy links, confirmation page, in-page fragments
    '/service/storefinder/',
    'https://example.com/nachhaltigkeit',
    'mailto:service@example.com',
    '/c/gutscheinbedingungen',
    '/at/newsletter/preferences?token=abc%2F1',
    '/',
    '#main-content',
    // the footer's: CMS paths and links, storefront home addresses
    '/kaffee-c400000100.html',
    '/zahlungsarten#rechnung',
    'https://www.instagram.com/bohneundhaus/',
    'HTTP://shop.example',
    'HTTPS://SHOP.DE',
    'tel:+4940800800',
    'http://127.0.0.1:5173/?country=at',
    'https://www.example.at/',
    'https://[::1]:8443/x',
    'https://bücher.example/',
    'https://xn--bcher-kva.example/',
  ])('allows %j, unchanged', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    // where the two old checks disagreed: an http(s) URL without a host, and what the URL parser would strip
    'http://',
    'https://',
    'https:/x',
    'http:evil.example',
    'https:\\\\evil.example',
    '/con\ttact',
    '  /agb \n',
    ' https://shop.example',
    // script and other schemes
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox',
    'data:text/html,<b>',
    'file:///etc/passwd',
    'ftp://x.example/',
    // other hosts that look like site paths, credentials before the host, malformed hosts
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'https://shop.example@evil.example/',
    'https://user:pw@shop.example/',
    'https://-evil.example/',
    'https://shop..example/',
    'https://shop.example:port/',
    // empty targets and bare relative paths, which resolve differently under every storefront prefix
    '',
    'mailto:',
    'tel:',
    'contact',
    './contact',
    '../contact',
    '?q=1',
  ])('refuses %j', (raw) => {
    expect(safeHref(raw)).toBeUndefined();
  });

  it('allows what every caller writes, exactly as written', PROPERTY, () => {
    fc.assert(
      fc.property(safeTarget, (href) => {
        expect(safeHref(href)).toBe(href);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a whitespace, control or invisible character or a backslash anywhere, rather than stripping it', PROPERTY, () => {
    fc.assert(
      fc.property(safeTarget, fc.nat(), forbiddenChar, (href, at, junk) => {
        const position = at % (href.length + 1);
        expect(safeHref(`${href.slice(0, position)}${junk}${href.slice(position)}`)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a script, data or other scheme through, whatever its case or dressing', PROPERTY, () => {
    fc.assert(
      fc.property(dangerous, (raw) => {
        expect(safeHref(raw)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it(
    'only ever allows targets a browser resolves to http(s), mailto or tel, site paths staying on the site, no credentials',
    PROPERTY,
    () => {
      const anything = fc.oneof(
        fc.string(),
        fc.webUrl({ withFragments: true }),
        safeTarget,
        dangerous,
        fc.string().map((rest) => `/${rest}`),
        fc.string().map((rest) => `https:${rest}`),
        fc.string().map((rest) => `#${rest}`),
      );
      fc.assert(
        fc.property(anything, (raw) => {
          const href = safeHref(raw);
          if (href === undefined) return;
          const resolved = new URL(href, BASE);
          expect(ALLOWED_PROTOCOLS).toContain(resolved.protocol);
          expect(resolved.username + resolved.password).toBe('');
          if (href.startsWith('/') || href.startsWith('#')) expect(resolved.origin).toBe('https://shop.example');
        }),
        { numRuns: 300 },
      );
    },
  );

  it('is an io-ts codec: decoding yields the SafeHref itself, anything else fails, encoding gives the text back', PROPERTY, () => {
    fc.assert(
      fc.property(fc.oneof(safeTarget, fc.string(), dangerous), (raw) => {
        const decoded = SafeHrefCodec.decode(raw);
        expect(E.isRight(decoded)).toBe(safeHref(raw) !== undefined);
        if (E.isRight(decoded)) expect(SafeHrefCodec.encode(decoded.right)).toBe(raw);
      }),
      { numRuns: 300 },
    );
    for (const other of [undefined, null, 42, {}, ['/a']]) expect(E.isLeft(SafeHrefCodec.decode(other))).toBe(true);
  });

  it('throws at once for a configured constant that breaks the rule', () => {
    expect(knownSafeHref('/impressum')).toBe('/impressum');
    expect(() => knownSafeHref('javascript:void(0)')).toThrow(/Not a safe href/);
  });
});
