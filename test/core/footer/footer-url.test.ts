import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyFooterUrl, footerHref } from '../../../core/footer/footer-url';

const BASE = 'https://shop.example/some/page';
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/** Characters the URL parser strips at either end. */
const edgeJunk = fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)), maxLength: 3 });
/** The same word in random upper/lower case. */
const randomCase = (word: string) => fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length })
  .map((upper) => [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''));
/** Tabs and newlines anywhere, which the URL parser removes. */
const sprinkled = (word: string) => fc.array(fc.constantFrom('', '', '\t', '\n', '\r'), { minLength: word.length, maxLength: word.length })
  .map((inserts) => [...word].map((ch, i) => `${inserts[i] ?? ''}${ch}`).join(''));
const disguised = (schemes: string[]) => fc.constantFrom(...schemes).chain(randomCase).chain(sprinkled)
  .chain((scheme) => fc.tuple(edgeJunk, fc.string({ maxLength: 20 }), edgeJunk).map(([before, rest, after]) => `${before}${scheme}:${rest}${after}`));

describe('footer URL check', () => {
  it.each([
    ['/contact', '/contact'], ['/service/storefinder/', '/service/storefinder/'], ['/kaffee-c400000100.html', '/kaffee-c400000100.html'],
    ['https://www.instagram.com/bohneundhaus/', 'https://www.instagram.com/bohneundhaus/'], ['HTTP://shop.example', 'HTTP://shop.example'],
    ['mailto:service@bohne-haus.example', 'mailto:service@bohne-haus.example'], ['tel:+4940800800', 'tel:+4940800800'],
    ['  /privacy\n', '/privacy'], ['/con\ttact', '/contact'],
  ])('keeps %j as %j', (raw, href) => {
    expect(footerHref(raw)).toBe(href);
  });

  it.each([
    'javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:void(0)', 'vbscript:msgbox(1)',
  ])('reports %j as a script URL', (raw) => {
    expect(classifyFooterUrl(raw)).toEqual({ kind: 'script' });
  });

  it.each([
    'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://example.com/', '//evil.example/', '/\\evil.example', '/\t/evil.example',
    'contact', '#top', '?q=1', '', '   ', 'https://', 'http:evil.example', 'mailto:', '/a\u0000b', 'java\u0000script:alert(1)',
  ])('drops %j', (raw) => {
    expect(footerHref(raw)).toBeUndefined();
  });

  it('drops every other scheme, whatever its case, whitespace or control characters', () => {
    fc.assert(fc.property(disguised(['data', 'file', 'blob', 'ftp', 'about', 'jar', 'view-source', 'ws', 'intent']), (raw) => {
      expect(classifyFooterUrl(raw).kind).toBe('unsafe');
    }));
  });

  it('never lets a script URL through, whatever its case, whitespace or control characters', () => {
    fc.assert(fc.property(disguised(['javascript', 'vbscript']), (raw) => {
      expect(classifyFooterUrl(raw).kind).toBe('script');
    }));
  });

  it('keeps http(s), mailto and tel URLs and site paths in any case with junk at the edges', () => {
    const kept = fc.oneof(
      fc.tuple(fc.constantFrom('http', 'https').chain(randomCase), fc.domain(), fc.webPath()).map(([s, host, path]) => `${s}://${host}${path}`),
      fc.tuple(fc.constantFrom('mailto', 'tel').chain(randomCase), fc.emailAddress()).map(([s, rest]) => `${s}:${rest}`),
      fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
    );
    fc.assert(fc.property(edgeJunk, kept, edgeJunk, (before, url, after) => {
      expect(footerHref(`${before}${url}${after}`)).toBe(url);
    }));
  });

  it('only ever yields hrefs a browser resolves to http(s), mailto or tel, and site paths that stay on the site', () => {
    const anyUrl = fc.oneof(fc.string(), fc.webUrl(), disguised(['javascript', 'data', 'http', 'https', 'mailto', 'tel']),
      fc.string().map((rest) => `/${rest}`), fc.string().map((rest) => `\\${rest}`));
    fc.assert(fc.property(anyUrl, (raw) => {
      const href = footerHref(raw);
      if (href === undefined) return;
      const resolved = new URL(href, BASE);
      expect(ALLOWED_PROTOCOLS).toContain(resolved.protocol);
      if (href.startsWith('/')) expect(resolved.origin).toBe('https://shop.example');
    }), { numRuns: 500 });
  });
});
