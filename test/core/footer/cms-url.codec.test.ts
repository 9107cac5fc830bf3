import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { classifyCmsUrl, CmsUrlCodec } from '../../../core/footer/cms-url.codec';
import { SafeHrefCodec } from '../../../core/shared/safe-href.codec';

/** Characters the URL parser strips at either end. */
const edgeJunk = fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)), maxLength: 3 });
/** The same word in random upper/lower case, with tabs and newlines sprinkled in (which the URL parser removes). */
const disguised = (schemes: string[]) =>
  fc
    .constantFrom(...schemes)
    .chain((word) =>
      fc
        .array(fc.tuple(fc.boolean(), fc.constantFrom('', '', '\t', '\n', '\r')), { minLength: word.length, maxLength: word.length })
        .map((marks) => [...word].map((ch, i) => `${marks[i]?.[1] ?? ''}${marks[i]?.[0] ? ch.toUpperCase() : ch}`).join('')),
    )
    .chain((scheme) =>
      fc.tuple(edgeJunk, fc.string({ maxLength: 20 }), edgeJunk).map(([before, rest, after]) => `${before}${scheme}:${rest}${after}`),
    );

describe('CMS URL field', () => {
  it('decodes a URL that passes the safe-URL rule to its SafeHref, unchanged', PROPERTY, () => {
    expect(CmsUrlCodec.decode('/contact')).toEqual(E.right({ kind: 'href', href: '/contact' }));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const url = classifyCmsUrl(raw);
        expect(url.kind === 'href').toBe(SafeHrefCodec.is(raw));
        if (url.kind === 'href') expect(url.href).toBe(raw);
      }),
      { numRuns: 300 },
    );
  });

  it('recognises a script URL however the CMS dressed it, so the legal link becomes the cookie-settings entry', PROPERTY, () => {
    expect(classifyCmsUrl(' JavaScript:openCookieSettings()')).toEqual({ kind: 'script', raw: ' JavaScript:openCookieSettings()' });
    fc.assert(
      fc.property(disguised(['javascript', 'vbscript']), (raw) => {
        expect(classifyCmsUrl(raw).kind).toBe('script');
      }),
      { numRuns: 300 },
    );
  });

  it('calls every other scheme unsafe, and a script name broken by a control character the parser keeps', PROPERTY, () => {
    fc.assert(
      fc.property(disguised(['data', 'file', 'blob', 'ftp', 'about', 'jar', 'view-source', 'ws', 'intent']), (raw) => {
        expect(classifyCmsUrl(raw).kind).toBe('unsafe');
      }),
      { numRuns: 300 },
    );
    expect(classifyCmsUrl('java\u0000script:alert(1)').kind).toBe('unsafe');
  });

  it('does not fail the content for a bad URL: it decodes, and encodes back to the text the CMS wrote', PROPERTY, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), disguised(['javascript', 'data'])), (raw) => {
        const decoded = CmsUrlCodec.decode(raw);
        if (E.isLeft(decoded)) throw new Error('a string always decodes');
        expect(CmsUrlCodec.is(decoded.right)).toBe(true);
        expect(CmsUrlCodec.encode(decoded.right)).toBe(raw);
      }),
      { numRuns: 300 },
    );
    expect(E.isLeft(CmsUrlCodec.decode(42))).toBe(true);
  });
});
