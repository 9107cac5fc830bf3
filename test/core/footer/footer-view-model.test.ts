import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../core/country/country';
import { storefrontAddresses } from '../../../core/footer/country-switcher';
import { FALLBACK_LEGAL_LINKS } from '../../../core/footer/fallback-legal-links';
import { footerModel, type FooterModelInput } from '../../../core/footer/footer-view-model';
import { normaliseFooterContent } from '../../../core/footer/normalise-footer-content';
import { aCmsFooter } from '../../fakes/footer-content.mother';

const input = (overrides: Partial<FooterModelInput> = {}): FooterModelInput => ({
  country: 'DE',
  content: undefined,
  addresses: storefrontAddresses('http://shop.test'),
  reduced: false,
  newsletterFormHidden: false,
  checkout: false,
  newsletterStatus: 'NONE',
  platform: 'classic',
  ...overrides,
});

describe('the footer model', () => {
  it.each(COUNTRY_CODES)('keeps the imprint and the cookie settings of %s when the CMS content is missing', (country) => {
    const { legalLinks } = footerModel(input({ country }));
    expect(legalLinks).toEqual(FALLBACK_LEGAL_LINKS[country]);
    expect(legalLinks.filter((link) => link.kind === 'consent')).toHaveLength(1);
    expect(legalLinks.length).toBeGreaterThanOrEqual(4);
  });

  it("says the fallback in the storefront's language and keeps its links in the storefront", () => {
    const { legalLinks } = footerModel(input({ country: 'HU', basePath: '/hu' }));
    expect(legalLinks[0]).toEqual({ kind: 'link', text: 'Impresszum', href: '/hu/impresszum' });
    expect(footerModel(input({ country: 'TR' })).legalLinks.map((link) => link.text)).toContain('Çerez ayarları');
  });

  it("shows the content's own legal links when it has some", () => {
    const content = normaliseFooterContent(aCmsFooter()).content;
    expect(footerModel(input({ content })).legalLinks).toEqual(content.legalLinks);
  });

  it('lays out every width before the platform is known: the country dropdown and both view switches are in the model', () => {
    const content = normaliseFooterContent(aCmsFooter()).content;
    const model = footerModel(input({ platform: undefined, content }));
    expect(model.visibility.countrySelector).toBe(true);
    expect(model.viewChanges.map(({ change }) => change)).toEqual(['toMobile', 'toDesktop']);
  });

  it('offers the one view switch of a known platform: desktop offers mobile, smartphone offers desktop', () => {
    const content = normaliseFooterContent(aCmsFooter()).content;
    expect(footerModel(input({ platform: 'classic', content })).viewChanges.map(({ change }) => change)).toEqual(['toMobile']);
    expect(footerModel(input({ platform: 'mobile', content })).viewChanges.map(({ change }) => change)).toEqual(['toDesktop']);
  });
});
