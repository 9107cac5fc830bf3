import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import type { NewsletterStatus } from '../../../core/customer/customer-data';
import {
  footerVisibility,
  isReducedMode,
  isTrueAttribute,
  visibleTeaserGroups,
  type FooterConditions,
} from '../../../core/footer/footer-visibility';
import { normaliseFooterContent } from '../../../core/footer/normalise-footer-content';
import type { Platform } from '../../../core/layout/platform';
import { aCmsFooter } from '../../fakes/footer-content.mother';

const normal: FooterConditions = {
  reduced: false,
  newsletterFormHidden: false,
  newsletterStatus: 'NONE',
  checkout: false,
  platform: 'classic',
};
const groups = normaliseFooterContent(aCmsFooter()).content.teaserGroups;

describe('footer visibility', () => {
  it('shows every block in the normal footer on classic', () => {
    expect(footerVisibility(normal)).toEqual({
      newsletter: true,
      seo: true,
      socialMedia: true,
      appReferences: true,
      countrySelector: true,
    });
  });

  it('hides newsletter, SEO group, social and app icons in reduced mode', () => {
    expect(footerVisibility({ ...normal, reduced: true })).toEqual({
      newsletter: false,
      seo: false,
      socialMedia: false,
      appReferences: false,
      countrySelector: true,
    });
  });

  it.each<[NewsletterStatus, boolean]>([
    ['NONE', true],
    ['WAITING_FOR_DOI', false],
    ['SUBSCRIBED', false],
  ])('shows the newsletter block for status %s: %s', (newsletterStatus, shown) => {
    expect(footerVisibility({ ...normal, newsletterStatus }).newsletter).toBe(shown);
  });

  it('hides the newsletter block when the page says newsletter-form-hidden', () => {
    expect(footerVisibility({ ...normal, newsletterFormHidden: true }).newsletter).toBe(false);
  });

  it.each<[Platform, boolean]>([
    ['classic', true],
    ['tablet', false],
    ['mobile', false],
  ])('shows the country dropdown on %s: %s', (platform, shown) => {
    expect(footerVisibility({ ...normal, platform }).countrySelector).toBe(shown);
  });

  it('never shows the newsletter block in reduced mode, whatever else holds', PROPERTY, () => {
    const conditions = fc.record({
      reduced: fc.constant(true),
      newsletterFormHidden: fc.boolean(),
      checkout: fc.boolean(),
      newsletterStatus: fc.constantFrom<NewsletterStatus>('NONE', 'WAITING_FOR_DOI', 'SUBSCRIBED'),
      platform: fc.constantFrom<Platform>('mobile', 'tablet', 'classic'),
    });
    fc.assert(
      fc.property(conditions, (input) => {
        const shown = footerVisibility(input);
        expect([shown.newsletter, shown.seo, shown.socialMedia, shown.appReferences]).toEqual([false, false, false, false]);
      }),
    );
  });

  it('hides groups marked hideGroupInCheckout only in checkout', () => {
    expect(visibleTeaserGroups(groups, { checkout: false, platform: 'classic' })).toHaveLength(4);
    expect(visibleTeaserGroups(groups, { checkout: true, platform: 'classic' }).map((g) => g.heading.text)).toEqual([
      'Service & Hilfe',
      'Zahlungsarten',
      'Versand',
    ]);
  });

  it('hides links marked hideInClassic only on the classic platform', () => {
    const linkTexts = (platform: Platform) => visibleTeaserGroups(groups, { checkout: false, platform })[0]?.links.map((l) => l.text);
    expect(linkTexts('classic')).toEqual(['Kontakt']);
    expect(linkTexts('tablet')).toEqual(['Kontakt', 'App herunterladen']);
    expect(linkTexts('mobile')).toEqual(['Kontakt', 'App herunterladen']);
  });
});

describe('reduced mode', () => {
  it.each<[string, Array<[string, string]>, boolean]>([
    ['no cookies', [], false],
    [
      'ordinary cookies',
      [
        ['platform', 'classic'],
        ['session', 'abc'],
      ],
      false,
    ],
    ['an affiliateNumber cookie', [['affiliateNumber', '4711']], true],
    // Matched by name: a value or another name that merely mentions it changes nothing.
    ['a cookie whose value holds affiliateNumber', [['tracking', 'src=partner&affiliateNumber=4711']], false],
    ['tracking=affiliateNumber', [['tracking', 'affiliateNumber']], false],
    ['a cookie whose name contains affiliateNumber', [['x_affiliateNumber_v2', '1']], false],
    ['a value reading xc-app=new', [['tracking', 'xc-app=new']], false],
    ['xc-app=new', [['xc-app', 'new']], true],
    ['xc-app with another value', [['xc-app', 'old']], false],
  ])('with %s: %s', (_, cookies, reduced) => {
    expect(isReducedMode(cookies)).toBe(reduced);
  });

  it('is forced by an affiliateNumber cookie among any others', PROPERTY, () => {
    const cookie = fc.tuple(fc.string(), fc.string()).map(([name, value]) => [name, value] as [string, string]);
    fc.assert(
      fc.property(fc.array(cookie), fc.array(cookie), fc.string(), (before, after, value) => {
        expect(isReducedMode([...before, ['affiliateNumber', value], ...after])).toBe(true);
      }),
    );
  });
});

describe('page attributes', () => {
  it.each([
    ['true', true],
    ['TRUE ', true],
    ['false', false],
    ['', false],
    [null, false],
  ])('reads %j as %s', (value, expected) => {
    expect(isTrueAttribute(value)).toBe(expected);
  });
});
