import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';
import { COUNTRY_SWITCHER_ORDER } from '../../../core/footer/country-switcher';
import { decodeFooterContentJson } from '../../../core/footer/decode-footer-content';
import { normaliseFooterContent } from '../../../core/footer/normalise-footer-content';
import { aCmsFooterJson } from '../../fakes/footer-content.mother';

const CONTENT_DIR = `${resolve('emulator/content/footer')}/`;
const contentFiles = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('decoding the footer contentJSON', () => {
  it('decodes complete content', () => {
    const decoded = decodeFooterContentJson(JSON.stringify(aCmsFooterJson()));
    expect(E.isRight(decoded) && decoded.right.teaser.groups.length).toBe(4);
  });

  it('yields every link URL decoded: a SafeHref, or why there is none, without failing the content for a bad link', () => {
    const decoded = decodeFooterContentJson(
      JSON.stringify(
        aCmsFooterJson({
          legalLinks: [
            { text: 'Impressum', url: '/impressum' },
            { text: 'Cookies', url: 'javascript:open()' },
            { text: 'Kaputt', url: 'https:/x' },
          ],
        }),
      ),
    );
    if (E.isLeft(decoded)) throw new Error(decoded.left.message);
    expect(decoded.right.legalLinks.map((link) => link.url)).toEqual([
      { kind: 'href', href: '/impressum' },
      { kind: 'script', raw: 'javascript:open()' },
      { kind: 'unsafe', raw: 'https:/x' },
    ]);
  });

  it('accepts content without the optional blocks (sales tax, SEO, social, apps, seals, view changer)', () => {
    const minimal = { teaser: { groups: [] }, legalLinks: [] };
    expect(E.isRight(decodeFooterContentJson(JSON.stringify(minimal)))).toBe(true);
  });

  it('says BAD_JSON for text that is not JSON and DECODE for the wrong shape', () => {
    expect(decodeFooterContentJson('{"teaser": ')).toMatchObject(E.left({ kind: 'BAD_JSON' }));
    const wrong = decodeFooterContentJson(JSON.stringify({ teaser: 'none', legalLinks: [{ text: 1 }] }));
    expect(E.isLeft(wrong) && wrong.left.kind).toBe('DECODE');
    expect(E.isLeft(wrong) && wrong.left.message).toMatch(/teaser/);
  });

  it('never throws on arbitrary JSON and accepts only what has the footer shape', PROPERTY, () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const decoded = decodeFooterContentJson(JSON.stringify(value));
        if (E.isLeft(decoded)) expect(decoded.left.kind).toBe('DECODE');
        else expect(Array.isArray(decoded.right.teaser.groups) && Array.isArray(decoded.right.legalLinks)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(['Left', 'Right']).toContain(decodeFooterContentJson(text)._tag);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutated footer content (a field of the wrong type anywhere)', PROPERTY, () => {
    const base = aCmsFooterJson();
    const paths = collectPaths(base);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, replacement) => {
        const mutated = setAt(structuredClone(base), path, replacement);
        const decoded = decodeFooterContentJson(JSON.stringify(mutated));
        if (E.isRight(decoded)) expect(() => normaliseFooterContent(decoded.right)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('emulator footer content', () => {
  it('exists for every storefront, and for no other', () => {
    // The emulator would otherwise serve a new storefront the German content without a word.
    expect(contentFiles).toEqual(COUNTRY_CODES.map((code) => `${COUNTRIES[code].slug}.json`).sort());
  });

  it.each(contentFiles)('%s decodes, with four teaser groups, every logo known and every link allowed', (file) => {
    const decoded = decodeFooterContentJson(readFileSync(`${CONTENT_DIR}${file}`, 'utf8'));
    if (E.isLeft(decoded)) throw new Error(`${file}: ${decoded.left.message}`);
    const { content, warnings } = normaliseFooterContent(decoded.right);
    expect(warnings).toEqual([]);
    expect(content.teaserGroups).toHaveLength(4);
    expect(content.legalLinks.filter((link) => link.kind === 'consent')).toHaveLength(1);
    // Labels of the storefronts in the page's language; a storefront the content does not name keeps its own name.
    const order = COUNTRY_SWITCHER_ORDER.map((code) => COUNTRIES[code].slug);
    const named = content.international.map((item) => item.code);
    expect(named).toEqual(order.filter((slug) => named.includes(slug)));
  });
});

type Path = ReadonlyArray<string | number>;
const collectPaths = (value: unknown, prefix: Path = []): Path[] => {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => collectPaths(item, [...prefix, key]))];
};
const setAt = (root: unknown, path: Path, replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  let node = root as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1] as string | number] = replacement;
  return root;
};
